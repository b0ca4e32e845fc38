import { useId } from 'react';
import styled from 'styled-components';
import { media, pageWindow, showingSummary, type PageSize } from 'shared-contracts';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon, LockIcon } from './icons';

export interface PageSizeLock {
  /** Why the size is fixed (the control's tooltip). */
  title: string;
  /** Called when the locked control is chosen, e.g. to ask the visitor to log in. */
  onRequest: () => void;
}

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  totalRecords: number;
  pageSize: PageSize;
  pageSizeOptions: readonly PageSize[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  /** How many page buttons to show around the current page. */
  windowSize: number;
  /** When set, the page size cannot be changed here: the control looks locked and calls onRequest instead. */
  pageSizeLock?: PageSizeLock;
  /** Blocks navigation while a page is loading. */
  disabled?: boolean;
  label?: string;
}

const sizeLabel = (size: PageSize) => (size === 'all' ? 'All' : String(size));

/** First / previous / page numbers / next / last, an items-per-page control and a "Showing X - Y of N" summary. */
export function Pagination({
  currentPage,
  totalPages,
  totalRecords,
  pageSize,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
  windowSize,
  pageSizeLock,
  disabled = false,
  label = 'Pagination',
}: PaginationProps) {
  const sizeId = useId();
  const pages = pageWindow(currentPage, Math.max(totalPages, 1), windowSize);
  const atStart = disabled || currentPage <= 1;
  const atEnd = disabled || currentPage >= totalPages;
  const go = (page: number) => {
    if (page !== currentPage) onPageChange(page);
  };

  return (
    <Bar>
      <nav aria-label={label}>
        <PageList>
          <li>
            <PageButton type="button" aria-label="First page" disabled={atStart} onClick={() => go(1)}>
              <ChevronsLeftIcon />
            </PageButton>
          </li>
          <li>
            <PageButton type="button" aria-label="Previous page" disabled={atStart} onClick={() => go(currentPage - 1)}>
              <ChevronLeftIcon />
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
              <ChevronRightIcon />
            </PageButton>
          </li>
          <li>
            <PageButton type="button" aria-label="Last page" disabled={atEnd} onClick={() => go(totalPages)}>
              <ChevronsRightIcon />
            </PageButton>
          </li>
        </PageList>
      </nav>
      <Controls>
        <SizeField>
          <label htmlFor={sizeId}>Items per page</label>
          {pageSizeLock ? (
            // A button rather than a disabled select: a disabled control cannot be clicked to explain itself.
            <LockedSize id={sizeId} type="button" title={pageSizeLock.title} aria-haspopup="dialog" onClick={pageSizeLock.onRequest}>
              <span>{sizeLabel(pageSize)}</span>
              <LockIcon />
            </LockedSize>
          ) : (
            <SizeSelect
              id={sizeId}
              value={String(pageSize)}
              disabled={disabled}
              onChange={(event) => onPageSizeChange(event.target.value === 'all' ? 'all' : Number(event.target.value))}
            >
              {pageSizeOptions.map((size) => (
                <option key={String(size)} value={String(size)}>
                  {sizeLabel(size)}
                </option>
              ))}
            </SizeSelect>
          )}
        </SizeField>
        <Summary aria-live="polite">{showingSummary(currentPage, pageSize, totalRecords)}</Summary>
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
  }
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  height: 40px;
  padding: 0 0.6rem;
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
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.25rem;
  ${media.mobile} {
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

const sizeControl = `
  min-width: 4.75rem;
  height: 40px;
  padding: 0 0.6rem;
  border-radius: 8px;
  font-weight: 600;
`;

const SizeSelect = styled.select`
  ${sizeControl}
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const LockedSize = styled.button`
  ${sizeControl}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  cursor: not-allowed;
`;

const Summary = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;
