import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { BLOG_MESSAGES, type TocEntry, theme } from 'shared-contracts';
import { headingId } from '../../posts';

/** Scrolls smoothly to the heading and records it in the address, without a router navigation. */
function scrollToHeading(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** Sections and their subsections (two levels, titles only), each a link to its heading in the body. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Nav aria-labelledby="toc-heading">
      <h2 id="toc-heading">{BLOG_MESSAGES.tableOfContents}</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} onClick={(event) => scrollToHeading(event, entry.id)}>
              {entry.title}
            </a>
            {entry.subsections && entry.subsections.length > 0 && (
              <ol>
                {entry.subsections.map((sub) => {
                  const id = headingId(sub.title);
                  return (
                    <li key={id}>
                      <a href={`#${id}`} onClick={(event) => scrollToHeading(event, id)}>
                        {sub.title}
                      </a>
                    </li>
                  );
                })}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav`
  padding: 1rem 1.1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  font-size: 0.92rem;
  h2 {
    margin: 0 0 0.6rem;
    font-size: 1rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${theme.colors.muted};
  }
  ol {
    margin: 0;
    padding-left: 1.2rem;
  }
  ol ol {
    margin-top: 0.25rem;
    list-style: lower-alpha;
  }
  li {
    margin: 0.3rem 0;
  }
  a {
    color: ${theme.colors.text};
    text-decoration: none;
    line-height: 1.35;
  }
  a:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`;
