import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { media, theme } from 'shared-contracts';

/**
 * A post's body: HTML the build made from its markdown (scripts/markdown-html.mjs: GFM, embedded HTML
 * sanitized with GitHub's rules, heading ids, table boxes, numeric cells, external links in a new tab).
 * It comes from this remote's own build, never from users, so it is set as HTML as it is.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  // Links to site paths (/college-finder/...) move within the app instead of reloading the page.
  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest('a');
      const href = link?.getAttribute('href');
      if (!link || !href || !href.startsWith('/') || href.startsWith('//') || link.target) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
  // The handler only changes how links navigate; Enter on a focused link fires the same click event.
  return <Prose onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

const Prose = styled.div`
  font-size: 1.05rem;
  line-height: 1.7;
  color: ${theme.colors.text};
  overflow-wrap: break-word;
  > :first-child {
    margin-top: 0;
  }
  h2,
  h3,
  h4 {
    /* Clear of the host's sticky header when a table-of-contents link scrolls here. */
    scroll-margin-top: 6rem;
    line-height: 1.3;
    color: ${theme.colors.primaryDark};
  }
  h2 {
    margin: 2.25rem 0 0.75rem;
    padding-bottom: 0.35rem;
    border-bottom: 2px solid ${theme.colors.primaryLight};
    font-size: 1.5rem;
  }
  h3 {
    margin: 1.75rem 0 0.5rem;
    font-size: 1.2rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 1rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
  a {
    color: ${theme.colors.primary};
    text-underline-offset: 2px;
  }
  strong {
    color: ${theme.colors.text};
  }
  blockquote {
    margin: 0 0 1rem;
    padding: 0.5rem 1rem;
    border-left: 4px solid ${theme.colors.accent};
    background: ${theme.colors.warningBg};
  }
  code {
    padding: 0.1rem 0.3rem;
    border-radius: 4px;
    background: ${theme.colors.background};
    font-size: 0.9em;
  }
  ${media.mobile} {
    font-size: 1rem;
    h2 {
      font-size: 1.3rem;
    }
  }
  .md-table-scroll {
    max-width: 100%;
    margin: 0 0 1.5rem;
    overflow-x: auto;
    /* An article holds dozens of long tables: one off screen is laid out only when the reader nears it
       (a 480 px stand-in, then its remembered size), which takes most of the layout out of the page's
       start. The box already clips its overflow, so the paint containment this adds clips nothing more.
       A contents link corrects its scroll once it ends (TableOfContents); the host keeps a reader of the
       prerendered copy at the same block, not the same offset. */
    content-visibility: auto;
    contain-intrinsic-size: auto 480px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    &:focus-visible {
      outline: 3px solid ${theme.colors.accent};
    }
    table {
      width: 100%;
      border-collapse: collapse;
      font-size: 0.875rem;
      line-height: 1.4;
    }
    th,
    td {
      padding: 0.5rem 0.6rem;
      border-bottom: 1px solid ${theme.colors.border};
      vertical-align: top;
    }
    th {
      background: ${theme.colors.primaryDark};
      color: ${theme.colors.onPrimary};
      font-weight: 600;
      text-align: left;
      white-space: nowrap;
    }
    .num {
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    tbody tr:nth-child(even) {
      background: ${theme.colors.background};
    }
    tbody tr:hover {
      background: ${theme.colors.primaryLight};
    }
    tbody tr:last-child td {
      border-bottom: 0;
    }
    td:first-child {
      min-width: 10rem;
    }
    tbody tr {
      background: ${theme.colors.surface};
    }
    /* On phones the first column (the college) stays in view while the numbers scroll. */
    ${media.mobile} {
      td:first-child {
        min-width: 8.5rem;
      }
      th:first-child,
      td:first-child {
        position: sticky;
        left: 0;
        z-index: 1;
        box-shadow: 1px 0 0 ${theme.colors.border};
      }
      th:first-child {
        background: ${theme.colors.primaryDark};
      }
      td:first-child {
        background: inherit;
      }
    }
  }
`;
