import { useId } from 'react';
import styled from 'styled-components';
import { GUEST_PAGE_SIZE, PAGE_SIZE_OPTIONS, RANKINGS_MESSAGES, type PageSize, type RankingsResponse, theme } from 'shared-contracts';
import { Button, Pagination, Spinner, SpinnerCircle, type PageSizeLock } from 'shared-contracts/ui';
import { RankingsNotice } from '../../../ui/Notice';
import type { RankingsStatus } from '../hooks/useRankingsQuery';
import { LABELS } from '../model/labels';
import type { RankingsRequest } from '../model/types';
import { RankingsCards } from './RankingsCards';
import { RankingsTable } from './RankingsTable';

interface RankingsResultsProps {
  status: RankingsStatus;
  data: RankingsResponse | null;
  request: RankingsRequest | null;
  /** The year shown in the "choose Get Rankings" hint after the list was cleared. */
  selectedYear: number;
  isMobile: boolean;
  /** Set for guests: the page size is fixed at 50 and choosing it asks them to log in. */
  pageSizeLock?: PageSizeLock;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  onRetry: () => void;
}

/** The results area: hint, loading, error with Retry, empty, or the rows with pagination. */
export function RankingsResults(props: RankingsResultsProps) {
  const { status, data, request, selectedYear, isMobile, pageSizeLock, onPageChange, onPageSizeChange, onRetry } = props;
  const loading = status === 'loading';
  const headingId = useId();

  let content;
  if (status === 'idle' || !request) {
    content = <Hint>{LABELS.idle(selectedYear)}</Hint>;
  } else if (status === 'error') {
    content = (
      <RankingsNotice
        tone="error"
        action={
          <Button $variant="secondary" onClick={onRetry}>
            {LABELS.retry}
          </Button>
        }
      >
        {RANKINGS_MESSAGES.loadFailed}
      </RankingsNotice>
    );
  } else if (!data) {
    content = (
      <FirstLoad>
        <Spinner label={LABELS.loading} />
      </FirstLoad>
    );
  } else if (data.results.length === 0) {
    content = loading ? <Spinner label={LABELS.loading} /> : <Empty>{RANKINGS_MESSAGES.empty}</Empty>;
  } else {
    const pageSize = pageSizeLock ? GUEST_PAGE_SIZE : request.pageSize;
    content = (
      <>
        {/* A newer page is on its way: keep these rows, dimmed, under a small spinner. */}
        <Stale $stale={loading}>
          {loading && (
            <Overlay role="status">
              <SpinnerCircle />
              <span>{LABELS.loading}</span>
            </Overlay>
          )}
          {isMobile ? <RankingsCards rows={data.results} /> : <RankingsTable rows={data.results} year={request.year} />}
        </Stale>
        <Pagination
          label={LABELS.pagination}
          currentPage={data.page}
          totalPages={data.total_pages}
          totalRecords={data.count}
          pageSize={pageSize}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          steps="icons"
          alwaysShowNav
          pageSizeLock={pageSizeLock}
          disabled={loading}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      </>
    );
  }

  // The heading (for screen readers only) puts the cards' institute names (h3) under an h2, after the page's h1.
  return (
    <section aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className="visually-hidden">
        {LABELS.resultsLabel}
      </h2>
      {content}
    </section>
  );
}

// The first page of rows is far taller than a screen: until it arrives, the spinner holds a screen's
// height so the explainer below stays out of view instead of being pushed down (layout shift).
const FirstLoad = styled.div`
  min-height: 100vh;
`;

const Hint = styled.p`
  margin: 0;
  padding: 2.5rem 1rem;
  border: 1px dashed ${theme.colors.border};
  border-radius: 12px;
  text-align: center;
  color: ${theme.colors.muted};
`;

const Empty = styled(Hint)`
  border-style: solid;
  background: ${theme.colors.surface};
  font-weight: 600;
`;

const Stale = styled.div<{ $stale: boolean }>`
  position: relative;
  > :last-child {
    opacity: ${({ $stale }) => ($stale ? 0.5 : 1)};
    transition: opacity 0.15s;
  }
`;

const Overlay = styled.div`
  position: absolute;
  top: 4.5rem;
  left: 50%;
  z-index: 2;
  transform: translateX(-50%);
  display: flex;
  align-items: center;
  gap: 0.6rem;
  padding: 0.6rem 1rem;
  border-radius: 999px;
  background: ${theme.colors.surface};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15);
  font-weight: 600;
`;
