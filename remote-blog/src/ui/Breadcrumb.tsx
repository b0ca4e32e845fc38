import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the current page (the last crumb) has none. */
  to?: string;
}

/** A trail such as "Blogs / Article title"; the current page is marked with aria-current. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${item.label}-${index}`}>
              <li>{item.to && !last ? <Link to={item.to}>{item.label}</Link> : <span aria-current={last ? 'page' : undefined}>{item.label}</span>}</li>
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

const Nav = styled.nav`
  margin-bottom: 0.75rem;
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
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
    padding: 0.25rem 0;
  }
  a:hover {
    text-decoration: underline;
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Separator = styled.li`
  color: ${({ theme }) => theme.colors.border};
`;
