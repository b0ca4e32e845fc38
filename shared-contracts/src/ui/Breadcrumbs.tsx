import { theme } from '../theme';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface Crumb {
  label: string;
  /** Where the crumb leads (an absolute path); the last crumb (the current page) has none. */
  to?: string;
}

/** A "Home / Section / Page" trail named "Breadcrumb"; the current page (the last crumb) has aria-current. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${item.label}-${index}`}>
              <li>
                {item.to && !last ? <Link to={item.to}>{item.label}</Link> : <span aria-current={last ? 'page' : undefined}>{item.label}</span>}
              </li>
              {!last && (
                <Separator aria-hidden="true" role="presentation">
                  /
                </Separator>
              )}
            </Fragment>
          );
        })}
      </ol>
    </Nav>
  );
}

/** schema.org BreadcrumbList for a trail (absolute URLs from the site origin), as JSON safe inside a script element. */
export function breadcrumbJsonLd(siteUrl: string, items: Crumb[], currentPath: string): string {
  const origin = siteUrl.replace(/\/$/, '');
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: `${origin}${item.to ?? currentPath}`,
    })),
  };
  // "<" escaped so the JSON can never close the script element it sits in.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

// The links are 40 px tall (an easy tap); the negative top margin keeps the trail where a text line would be.
const Nav = styled.nav`
  margin: -0.4rem 0 0.35rem;
  font-size: 0.875rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    color: ${theme.colors.primary};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  [aria-current='page'] {
    color: ${theme.colors.muted};
  }
`;

const Separator = styled.li`
  color: ${theme.colors.border};
`;
