import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from 'shared-contracts';
import { headingId } from './headingId';
import { sanitizeSchema } from './sanitizeSchema';

interface TextNode {
  type: string;
  value?: string;
  children?: TextNode[];
}

/** The plain text of a hast node (a heading's title, whatever markup it holds). */
function textOf(node: TextNode | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

type HeadingProps = ComponentPropsWithoutRef<'h2'> & ExtraProps;

/** A heading with the id the table of contents links to. */
function heading(Tag: 'h2' | 'h3' | 'h4') {
  return function Heading({ node, children, id: _id, ...rest }: HeadingProps) {
    return (
      <Tag id={headingId(textOf(node as TextNode | undefined)) || undefined} {...rest}>
        {children}
      </Tag>
    );
  };
}

/** http(s) and protocol-relative links open in a new tab without access to this page; site paths use the router. */
function MarkdownLink({ node: _node, href, children, ...rest }: ComponentPropsWithoutRef<'a'> & ExtraProps) {
  // The sanitizer dropped an unsafe address (javascript: and the like): keep the text, not a dead link.
  if (!href) return <a {...rest}>{children}</a>;
  if (href.startsWith('http') || href.startsWith('//')) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** Wide tables scroll sideways inside their own box instead of stretching the page. */
function Table({ node: _node, children, className, ...rest }: ComponentPropsWithoutRef<'table'> & ExtraProps): ReactNode {
  return (
    <TableScroll role="region" aria-label="Table" tabIndex={0}>
      <table className={['md-table', className].filter(Boolean).join(' ')} {...rest}>
        {children}
      </table>
    </TableScroll>
  );
}

type CellProps = ComponentPropsWithoutRef<'td'> & ExtraProps;

/** Right-aligned GFM columns hold numbers: keep them on one line, digits aligned. */
function cell(Tag: 'td' | 'th') {
  return function Cell({ node: _node, style, className, ...rest }: CellProps) {
    const numeric = style?.textAlign === 'right';
    return <Tag style={style} className={[numeric && 'num', className].filter(Boolean).join(' ') || undefined} {...rest} />;
  };
}

const components: Components = {
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  a: MarkdownLink,
  table: Table,
  td: cell('td'),
  th: cell('th'),
};

/** A post's markdown: GFM (tables, lists, links) and embedded HTML, sanitized after parsing. */
export function MarkdownBody({ markdown }: { markdown: string }) {
  return (
    <Prose>
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeRaw, [rehypeSanitize, sanitizeSchema]]} components={components}>
        {markdown}
      </Markdown>
    </Prose>
  );
}

const Prose = styled.div`
  font-size: 1.05rem;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.text};
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
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  h2 {
    margin: 2.25rem 0 0.75rem;
    padding-bottom: 0.35rem;
    border-bottom: 2px solid ${({ theme }) => theme.colors.primaryLight};
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
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 2px;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  blockquote {
    margin: 0 0 1rem;
    padding: 0.5rem 1rem;
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.warningBg};
  }
  code {
    padding: 0.1rem 0.3rem;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.background};
    font-size: 0.9em;
  }
  ${media.mobile} {
    font-size: 1rem;
    h2 {
      font-size: 1.3rem;
    }
  }
`;

const TableScroll = styled.div`
  max-width: 100%;
  margin: 0 0 1.5rem;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
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
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.primaryDark};
    color: #fff;
    font-weight: 600;
    text-align: left;
    white-space: nowrap;
  }
  .num {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.colors.background};
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  td:first-child {
    min-width: 10rem;
  }
  tbody tr {
    background: ${({ theme }) => theme.colors.surface};
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
      box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
    }
    th:first-child {
      background: ${({ theme }) => theme.colors.primaryDark};
    }
    td:first-child {
      background: inherit;
    }
  }
`;
