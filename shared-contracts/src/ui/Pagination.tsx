import { theme } from '../theme';
import { useId } from 'react';
import styled from 'styled-components';
import { GUEST_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants';
import type { PageSize } from '../entities';
import { pageWindow, showingSummary } from '../format';
import { media } from '../theme';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon, LockIcon } from './icons';
import { useIsMobile } from './useMediaQuery';

/** How many page numbers show around the current one (fewer on a phone). */
const PAGINATION_WINDOW = 5;
const PAGINATION_WINDOW_MOBILE = 3;

export interface PageSizeLock {
  /** Why the size is fixed (tooltip and accessible description). */
  title: string;
  /** Called when the visitor asks for another size (e.g. to ask them to log in); the size stays at 50. */
  onRequest: () => void;
  /**
   * 'select' (default): still a real select, showing 50 with a lock; choosing another size calls onRequest.
   * 'button': a button showing 50 and a lock (named by the same label) that calls onRequest when clicked.
   */
  control?: 'select' | 'button';
}

/**
 * The step buttons around the page numbers: 'arrows' «, Prev, Next, » (default) or 'icons' (chevrons), both
 * named First / Previous / Next / Last page; or just Previous and Next showing, and named by, the given words.
 */
export type PaginationSteps = 'arrows' | 'icons' | { previous: string; next: string };

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the page navigation. */
  label?: string;
  /** Page buttons around the current page; default 5, or 3 at 768 px and below. */
  windowSize?: number;
  steps?: PaginationSteps;
  /** Keep the page buttons (disabled) when there is only one page or all rows show; by default they go. */
  alwaysShowNav?: boolean;
  /** Blocks navigation while a page is loading. */
  disabled?: boolean;
  /** With onPageSizeChange: an "Items per page" control. */
  pageSize?: PageSize;
  onPageSizeChange?: (size: PageSize) => void;
  pageSizeOptions?: readonly PageSize[];
  /** Guests: the size is fixed at 50 (GUEST_PAGE_SIZE) and asking for another calls onRequest. */
  pageSizeLock?: PageSizeLock;
  /** With pageSize: the "Showing X - Y of N results" line. */
  totalRecords?: number;
  className?: string;
}

const sizeLabel = (size: PageSize) => (size === 'all' ? 'All' : String(size));

/**
 * First, previous, a window of page numbers, next and last; optionally an "Items per page" control (lockable
 * for guests) and the "Showing X - Y of N results" summary. Nothing is drawn when there is nothing to show.
 */
export function Pagination({
  currentPage,
  totalPages,
  onPageChange,
  label = 'Pagination',
  windowSize,
  steps = 'arrows',
  alwaysShowNav = false,
  disabled = false,
  pageSize,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  pageSizeLock,
  totalRecords,
  className,
}: PaginationProps) {
  const sizeId = useId();
  const lockId = useId();
  const isMobile = useIsMobile();
  const span = windowSize ?? (isMobile ? PAGINATION_WINDOW_MOBILE : PAGINATION_WINDOW);
  const pages = pageWindow(currentPage, Math.max(totalPages, 1), span);
  const atStart = disabled || currentPage <= 1;
  const atEnd = disabled || currentPage >= totalPages;
  const shownSize: PageSize | undefined = pageSizeLock ? GUEST_PAGE_SIZE : pageSize;
  const go = (page: number) => {
    if (page !== currentPage && page >= 1 && page <= totalPages) onPageChange(page);
  };

  const showNav = alwaysShowNav || (pageSize !== 'all' && totalPages > 1);
  const showSize = shownSize !== undefined && onPageSizeChange !== undefined;
  const showSummary = shownSize !== undefined && totalRecords !== undefined;
  if (!showNav && !showSize && !showSummary) return null;

  const words = typeof steps === 'object' ? steps : null;
  const icons = steps === 'icons';

  return (
    <Bar className={className}>
      {showNav && (
        <nav aria-label={label}>
          <PageList>
            {!words && (
              <li>
                <PageButton type="button" aria-label="First page" disabled={atStart} onClick={() => go(1)}>
                  {icons ? <ChevronsLeftIcon /> : '«'}
                </PageButton>
              </li>
            )}
            <li>
              <PageButton type="button" aria-label={words ? undefined : 'Previous page'} disabled={atStart} onClick={() => go(currentPage - 1)}>
                {words ? words.previous : icons ? <ChevronLeftIcon /> : 'Prev'}
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
              <PageButton type="button" aria-label={words ? undefined : 'Next page'} disabled={atEnd} onClick={() => go(currentPage + 1)}>
                {words ? words.next : icons ? <ChevronRightIcon /> : 'Next'}
              </PageButton>
            </li>
            {!words && (
              <li>
                <PageButton type="button" aria-label="Last page" disabled={atEnd} onClick={() => go(totalPages)}>
                  {icons ? <ChevronsRightIcon /> : '»'}
                </PageButton>
              </li>
            )}
          </PageList>
        </nav>
      )}
      {(showSize || showSummary) && (
        <Controls>
          {showSize && (
            <SizeField>
              <label htmlFor={sizeId}>Items per page</label>
              {pageSizeLock?.control === 'button' ? (
                // A button rather than a disabled select: a disabled control cannot be clicked to explain itself.
                <LockedSize id={sizeId} type="button" title={pageSizeLock.title} aria-haspopup="dialog" onClick={pageSizeLock.onRequest}>
                  <span>{sizeLabel(shownSize)}</span>
                  <LockIcon />
                </LockedSize>
              ) : (
                <SizeWrap $locked={Boolean(pageSizeLock)}>
                  <SizeSelect
                    id={sizeId}
                    value={String(shownSize)}
                    disabled={disabled}
                    title={pageSizeLock?.title}
                    aria-describedby={pageSizeLock ? lockId : undefined}
                    data-locked={pageSizeLock ? 'true' : undefined}
                    onChange={(event) => {
                      if (pageSizeLock) {
                        // The select is controlled: it snaps back to 50 while onRequest asks.
                        pageSizeLock.onRequest();
                        return;
                      }
                      onPageSizeChange(event.target.value === 'all' ? 'all' : Number(event.target.value));
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
              )}
            </SizeField>
          )}
          {showSummary && <Summary aria-live="polite">{showingSummary(currentPage, shownSize, totalRecords)}</Summary>}
        </Controls>
      )}
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
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover:not(:disabled):not([aria-current='page']) {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  &[aria-current='page'] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
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
    color: ${theme.colors.muted};
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

const sizeControl = `
  min-width: 4.75rem;
  height: 40px;
  padding: 0 0.6rem;
  font-weight: 600;
`;

const SizeSelect = styled.select`
  ${sizeControl}
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;
  &[data-locked='true'] {
    border-style: dashed;
    background: ${theme.colors.background};
    color: ${theme.colors.muted};
  }
`;

const LockedSize = styled.button`
  ${sizeControl}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  color: ${theme.colors.muted};
  cursor: not-allowed;
`;

const LockBadge = styled.span`
  position: absolute;
  right: 1.5rem;
  display: inline-flex;
  color: ${theme.colors.muted};
  pointer-events: none;
`;

const Summary = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;
