import { useId } from 'react';
import styled from 'styled-components';
import {
  GUEST_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  PAGINATION_WINDOW,
  PAGINATION_WINDOW_MOBILE,
  media,
  pageWindow,
  showingSummary,
  type PageSize,
} from 'shared-contracts';
import { LockIcon } from './icons';
import { useIsMobile } from './useIsMobile';

export interface PageSizeLock {
  /** Why the size is fixed (tooltip and accessible description). */
  title: string;
  /** Called when the visitor picks another size: ask them to log in. The size stays as it is. */
  onRequest: () => void;
}

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  totalRecords: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  pageSizeOptions?: readonly PageSize[];
  /** Guests: the size is fixed at 50; the selector shows a lock and choosing another size calls onRequest. */
  pageSizeLock?: PageSizeLock;
  /** Page buttons around the current page; default 5, or 3 at 768 px and below. */
  windowSize?: number;
  disabled?: boolean;
  /** Accessible name of the page navigation. */
  label?: string;
}

const sizeLabel = (size: PageSize) => (size === 'all' ? 'All' : String(size));

/**
 * First («), Prev, page numbers, Next, last (»), an "Items per page" selector (locked for guests) and
 * the "Showing X - Y of N results" summary.
 */
export function Pagination({
  currentPage,
  totalPages,
  totalRecords,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  pageSizeLock,
  windowSize,
  disabled = false,
  label = 'Pagination',
}: PaginationProps) {
  const sizeId = useId();
  const lockId = useId();
  const isMobile = useIsMobile();
  const size = windowSize ?? (isMobile ? PAGINATION_WINDOW_MOBILE : PAGINATION_WINDOW);
  const pages = pageWindow(currentPage, Math.max(totalPages, 1), size);
  const atStart = disabled || currentPage <= 1;
  const atEnd = disabled || currentPage >= totalPages;
  const shownSize: PageSize = pageSizeLock ? GUEST_PAGE_SIZE : pageSize;
  const go = (page: number) => {
    if (page !== currentPage) onPageChange(page);
  };

  return (
    <Bar>
      {pageSize !== 'all' && totalPages > 1 && (
        <nav aria-label={label}>
          <PageList>
            <li>
              <PageButton type="button" aria-label="First page" disabled={atStart} onClick={() => go(1)}>
                «
              </PageButton>
            </li>
            <li>
              <PageButton type="button" aria-label="Previous page" disabled={atStart} onClick={() => go(currentPage - 1)}>
                Prev
              </PageButton>
            </li>
            {pages.map((page) => (
              <li key={page}>
                <PageButton
                  type="button"
                  aria-label={`Page ${page}`}
                  aria-current={page === currentPage ? 'page' : undefined}
                  disabled={disabled && page !== currentPage}
                  onClick={() => go(page)}
                >
                  {page}
                </PageButton>
              </li>
            ))}
            <li>
              <PageButton type="button" aria-label="Next page" disabled={atEnd} onClick={() => go(currentPage + 1)}>
                Next
              </PageButton>
            </li>
            <li>
              <PageButton type="button" aria-label="Last page" disabled={atEnd} onClick={() => go(totalPages)}>
                »
              </PageButton>
            </li>
          </PageList>
        </nav>
      )}
      <Controls>
        <SizeField>
          <label htmlFor={sizeId}>Items per page</label>
          <SizeWrap $locked={Boolean(pageSizeLock)}>
            <SizeSelect
              id={sizeId}
              value={String(shownSize)}
              disabled={disabled}
              title={pageSizeLock?.title}
              aria-describedby={pageSizeLock ? lockId : undefined}
              data-locked={pageSizeLock ? 'true' : undefined}
              onChange={(event) => {
                const next: PageSize = event.target.value === 'all' ? 'all' : Number(event.target.value);
                if (pageSizeLock) {
                  // The select is controlled: it snaps back to 50 while the login prompt opens.
                  pageSizeLock.onRequest();
                  return;
                }
                onPageSizeChange(next);
              }}
            >
              {pageSizeOptions.map((option) => (
                <option key={String(option)} value={String(option)}>
                  {sizeLabel(option)}
                </option>
              ))}
            </SizeSelect>
            {pageSizeLock && (
              <LockBadge id={lockId} title={pageSizeLock.title}>
                <LockIcon />
                <span className="visually-hidden">{pageSizeLock.title}</span>
              </LockBadge>
            )}
          </SizeWrap>
        </SizeField>
        <Summary aria-live="polite">{showingSummary(currentPage, shownSize, totalRecords)}</Summary>
      </Controls>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
  padding: 1rem 0 0;
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const PageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    justify-content: center;
    gap: 0.25rem;
  }
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  height: 40px;
  padding: 0 0.65rem;
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
    opacity: 0.4;
    cursor: not-allowed;
  }
  ${media.mobile} {
    padding: 0 0.5rem;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.25rem;
  margin-left: auto;
  ${media.mobile} {
    margin-left: 0;
    justify-content: center;
    text-align: center;
  }
`;

const SizeField = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  label {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const SizeWrap = styled.span<{ $locked: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  select {
    padding-right: ${({ $locked }) => ($locked ? '2.4rem' : '0.6rem')};
  }
`;

const SizeSelect = styled.select`
  min-width: 4.75rem;
  height: 40px;
  padding: 0 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &[data-locked='true'] {
    border-style: dashed;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const LockBadge = styled.span`
  position: absolute;
  right: 1.5rem;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.muted};
  pointer-events: none;
`;

const Summary = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;
