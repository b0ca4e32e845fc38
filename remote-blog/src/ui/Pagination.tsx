import styled from 'styled-components';
import { BLOG_MESSAGES, PAGINATION_WINDOW, PAGINATION_WINDOW_MOBILE, pageWindow } from 'shared-contracts';
import { useIsMobile } from './useMediaQuery';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  label?: string;
}

/** Previous, numbered pages (5 around the current one, 3 at narrow widths) and Next. */
export function Pagination({ currentPage, totalPages, onPageChange, label = 'Pagination' }: PaginationProps) {
  const mobile = useIsMobile();
  if (totalPages <= 1) return null;
  const pages = pageWindow(currentPage, totalPages, mobile ? PAGINATION_WINDOW_MOBILE : PAGINATION_WINDOW);
  const go = (page: number) => {
    if (page !== currentPage && page >= 1 && page <= totalPages) onPageChange(page);
  };
  return (
    <Nav aria-label={label}>
      <List>
        <li>
          <PageButton type="button" disabled={currentPage <= 1} onClick={() => go(currentPage - 1)}>
            {BLOG_MESSAGES.previous}
          </PageButton>
        </li>
        {pages.map((page) => (
          <li key={page}>
            <PageButton type="button" aria-label={`Page ${page}`} aria-current={page === currentPage ? 'page' : undefined} onClick={() => go(page)}>
              {page}
            </PageButton>
          </li>
        ))}
        <li>
          <PageButton type="button" disabled={currentPage >= totalPages} onClick={() => go(currentPage + 1)}>
            {BLOG_MESSAGES.next}
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-top: 2rem;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  min-width: 44px;
  height: 44px;
  padding: 0 0.8rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover:not(:disabled):not([aria-current='page']) {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: #fff;
    cursor: default;
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;
