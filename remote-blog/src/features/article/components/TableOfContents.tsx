import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { BLOG_MESSAGES, type TocEntry, theme } from 'shared-contracts';
import { headingId } from '../../posts';

/** Input by which the reader takes over the scroll: a correction would then pull them back. */
const READER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Longest a smooth scroll is waited for where the browser sends no `scrollend`. */
const SCROLL_END_FALLBACK_MS = 1500;

/**
 * Puts the heading back at the top once the scroll has ended. The article's tables are laid out only as
 * they near the screen (content-visibility), so a smooth scroll aims with their stand-in heights and the
 * real ones, drawn on the way, can leave it off its heading. At most two corrections; none once the
 * reader scrolls or types themselves.
 */
function keepHeadingAtTop(target: HTMLElement) {
  let corrections = 0;
  let timer = 0;
  const stop = () => {
    window.removeEventListener('scrollend', check);
    window.clearTimeout(timer);
    for (const name of READER_SCROLL_EVENTS) window.removeEventListener(name, stop, true);
  };
  function check() {
    window.clearTimeout(timer);
    const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    if (Math.abs(target.getBoundingClientRect().top - margin) <= 2 || corrections === 2) {
      stop();
      return;
    }
    corrections += 1;
    target.scrollIntoView({ behavior: 'auto', block: 'start' });
    // An instant scroll that moved nothing sends no scrollend: the fallback checks once more.
    timer = window.setTimeout(check, SCROLL_END_FALLBACK_MS);
  }
  window.addEventListener('scrollend', check);
  for (const name of READER_SCROLL_EVENTS) window.addEventListener(name, stop, { capture: true, once: true });
  timer = window.setTimeout(check, SCROLL_END_FALLBACK_MS);
}

/** Scrolls smoothly to the heading and records it in the address, without a router navigation. */
function scrollToHeading(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  keepHeadingAtTop(target);
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
