import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { FINDER_MESSAGES, STATEWISE_MESSAGES, type MhtcetFinderResponse, type PageSize, theme } from 'shared-contracts';
import { Button, Pagination, Spinner, type PageSizeLock } from 'shared-contracts/ui';
import { EmptyState, ErrorState } from '../../../ui';
import { formatPercentile, formatRank, toRowViews } from '../../finder-common';
import { STATEWISE_LABELS as L } from '../model/labels';
import { ChanceLegend } from './ChanceLegend';
import { NO_FILTERS, applyFilters, isFiltering, type ColumnFilters, type FilterColumn } from '../model/filters';
import { StatewiseCards } from './StatewiseCards';
import { StatewiseInfo } from './StatewiseInfo';
import { StatewiseTable, type ColumnFilterProps } from './StatewiseTable';

export interface StatewiseResultsProps {
  status: 'idle' | 'loading' | 'success' | 'error';
  data: MhtcetFinderResponse | null;
  errorDetail?: string;
  /** The searched rank and state label, for the heading. */
  rank: string;
  stateLabel: string;
  year: string;
  /** The round filter is "all": the Round column is shown. */
  allRounds: boolean;
  page: number;
  pageSize: PageSize;
  isMobile: boolean;
  pageSizeLock?: PageSizeLock;
  /** Changes with every new search: the in-page filters start empty again. */
  searchKey: string | null;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  onRetry: () => void;
}

export function StatewiseResults(props: StatewiseResultsProps) {
  const { status, data, errorDetail, rank, stateLabel, year, allRounds, page, pageSize, isMobile, pageSizeLock, searchKey } = props;
  const [filters, setFilters] = useState<ColumnFilters>(NO_FILTERS);
  const [open, setOpen] = useState<Record<FilterColumn, boolean>>({ institute: false, branch: false });
  useEffect(() => {
    setFilters(NO_FILTERS);
    setOpen({ institute: false, branch: false });
  }, [searchKey]);

  if (status === 'idle') {
    return (
      <EmptyState title={L.idleTitle}>
        <p>{L.idleText}</p>
      </EmptyState>
    );
  }
  if (status === 'error') return <ErrorState message={errorDetail ?? FINDER_MESSAGES.fetchFailed} onRetry={props.onRetry} />;
  if (!data) return <Spinner label={FINDER_MESSAGES.findingColleges} />;

  const filter: ColumnFilterProps = {
    filters,
    open,
    onToggle: (column) => setOpen((current) => ({ ...current, [column]: !current[column] })),
    onChange: (column, value) => setFilters((current) => ({ ...current, [column]: value })),
    onClose: (column) => {
      setOpen((current) => ({ ...current, [column]: false }));
      setFilters((current) => ({ ...current, [column]: '' }));
    },
  };
  const rows = toRowViews(data.results);
  const filtering = isFiltering(filters);
  const shown = filtering ? applyFilters(rows, filters) : rows;
  const heading = STATEWISE_MESSAGES.heading(formatRank(Number(rank)), stateLabel);
  const percentile = data.jee_main_percentile;
  const comparison =
    percentile === undefined
      ? null
      : data.jee_main_rank !== undefined
        ? L.comparison(formatRank(data.jee_main_rank), formatPercentile(percentile), year)
        : L.comparisonByPercentile(formatPercentile(percentile));

  let body;
  if (data.detail && rows.length === 0) {
    // No All India list for this year (and round): say so plainly instead of an empty table.
    body = (
      <NoList role="status">
        <strong>{data.detail}</strong>
      </NoList>
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState title={FINDER_MESSAGES.noColleges}>
        <p>{FINDER_MESSAGES.noData}</p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        {filtering && (
          <FilterStatus>
            <span role="status">{STATEWISE_MESSAGES.filteredCount(shown.length)}</span>
            <Button $variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
              {STATEWISE_MESSAGES.clearAllFilters}
            </Button>
          </FilterStatus>
        )}
        {isMobile ? (
          <StatewiseCards rows={shown} showRound={allRounds} filter={filter} label={heading} />
        ) : (
          <StatewiseTable rows={shown} showRound={allRounds} filter={filter} caption={heading} />
        )}
        {filtering && shown.length === 0 && <EmptyState title={FINDER_MESSAGES.noMatches} />}
        {!filtering && (
          <Pagination
            label={L.pagination}
            currentPage={data.page || page}
            totalPages={data.total_pages}
            totalRecords={data.count}
            pageSize={pageSize}
            pageSizeLock={pageSizeLock}
            disabled={status === 'loading'}
            onPageChange={props.onPageChange}
            onPageSizeChange={props.onPageSizeChange}
          />
        )}
      </>
    );
  }

  return (
    <div aria-busy={status === 'loading'}>
      <Heading>{heading}</Heading>
      {status === 'loading' && <Spinner label={FINDER_MESSAGES.findingColleges} />}
      <StatewiseInfo comparison={comparison} />
      <ChanceLegend collapsible={isMobile} />
      <Disclaimer>{STATEWISE_MESSAGES.disclaimer}</Disclaimer>
      {body}
    </div>
  );
}

const Heading = styled.h2`
  margin: 0 0 0.75rem;
  font-size: clamp(1.1rem, 1rem + 0.6vw, 1.35rem);
  line-height: 1.3;
`;

const Disclaimer = styled.p`
  margin: 0 0 1rem;
  padding: 0.6rem 0.9rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.warningBg};
  color: ${theme.colors.warning};
  font-size: 0.875rem;
`;

const FilterStatus = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 0.75rem;
  span {
    font-weight: 600;
  }
`;

const NoList = styled.div`
  padding: 1.5rem 1.25rem;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  text-align: center;
`;
