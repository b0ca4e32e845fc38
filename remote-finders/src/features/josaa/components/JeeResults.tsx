import { useId, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { FINDER_MESSAGES, formatIndianNumber, media, type PagedResponse, type PageSize, theme } from 'shared-contracts';
import { OptionList, type PageSizeLock, Pagination, Select, Spinner } from 'shared-contracts/ui';
import { EmptyState, ErrorState, InPageFilter, matchesFilter } from '../../../ui';
import { SORT_OPTIONS } from '../model/form';
import type { ApiQueryStatus } from 'shared-contracts/react';

/** What the in-page filters read of a result, in either view. */
interface FilterableRow {
  institute: string;
  branch: string;
}

/** The in-page filter terms, for a card to highlight its matches. */
export interface InPageTerms {
  instituteTerm: string;
  branchTerm: string;
}

export interface JeeResultsProps<Row extends FilterableRow> {
  status: ApiQueryStatus;
  data: PagedResponse<Row> | null;
  onRetry: () => void;
  /** The API's reason for a refused search (a 400, e.g. an unknown home state in a shared link), shown instead of the generic error. */
  errorDetail?: string;
  /** One card per result: a cut-off row (each round) or a seat (each seat). */
  renderCard: (row: Row, terms: InPageTerms) => ReactNode;
  /** A key unique on the page. */
  rowKey: (row: Row, index: number) => string;
  page: number;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  pageSizeLock?: PageSizeLock;
  sortBy: string;
  onSortChange: (sortBy: string) => void;
}

/** Loading, error, empty and results views; in-page filters, sort and pagination around the cards. */
export function JeeResults<Row extends FilterableRow>(props: JeeResultsProps<Row>) {
  const { status, data, onRetry, errorDetail, renderCard, rowKey, page, pageSize, onPageChange, onPageSizeChange, pageSizeLock, sortBy, onSortChange } = props;
  const [instituteTerm, setInstituteTerm] = useState('');
  const [branchTerm, setBranchTerm] = useState('');
  const sortId = useId();
  const rows = useMemo(() => data?.results ?? [], [data]);
  const visible = useMemo(
    () => rows.filter((row) => matchesFilter(row.institute, instituteTerm) && matchesFilter(row.branch, branchTerm)),
    [rows, instituteTerm, branchTerm],
  );
  const filtering = instituteTerm.trim() !== '' || branchTerm.trim() !== '';

  if (status === 'idle') return null;
  if (status === 'error') return <ErrorState message={errorDetail ?? FINDER_MESSAGES.fetchFailed} onRetry={onRetry} />;
  if (status === 'loading' && !data) return <Spinner label={FINDER_MESSAGES.findingColleges} />;
  if (!data) return null;
  if (data.count === 0) return <EmptyState title={FINDER_MESSAGES.noData} />;

  return (
    <Region aria-label="College finder results" aria-busy={status === 'loading'}>
      <Toolbar>
        <Count>
          <strong>{formatIndianNumber(data.count)}</strong> {data.count === 1 ? 'seat' : 'seats'} match your rank
        </Count>
        <SortField>
          <label htmlFor={sortId}>Sort by</label>
          <Select id={sortId} density="compact" value={sortBy} onChange={(event) => onSortChange(event.target.value)}>
            <OptionList options={SORT_OPTIONS} />
          </Select>
        </SortField>
      </Toolbar>
      <Filters>
        <InPageFilter label="Filter by institute" placeholder="Filter institute in page..." value={instituteTerm} onChange={setInstituteTerm} />
        <InPageFilter label="Filter by branch" placeholder="Filter branch in page..." value={branchTerm} onChange={setBranchTerm} />
      </Filters>
      {filtering && visible.length > 0 && (
        <FilterNote role="status">
          Showing {visible.length} of {rows.length} results on this page
        </FilterNote>
      )}
      {status === 'loading' && <Spinner label={FINDER_MESSAGES.findingColleges} />}
      {visible.length === 0 ? (
        <EmptyState title={FINDER_MESSAGES.noColleges}>
          {filtering && <p>Nothing on this page matches the in-page filters. Clear them or try another page.</p>}
        </EmptyState>
      ) : (
        <Grid>
          {visible.map((row, index) => (
            <li key={rowKey(row, index)}>
              {renderCard(row, { instituteTerm, branchTerm })}
            </li>
          ))}
        </Grid>
      )}
      <Pagination
        label="Result pages"
        currentPage={data.page || page}
        totalPages={data.total_pages}
        totalRecords={data.count}
        pageSize={pageSize}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        pageSizeLock={pageSizeLock}
        disabled={status === 'loading'}
      />
    </Region>
  );
}

const Region = styled.section`
  margin-top: 1.5rem;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  margin-bottom: 0.75rem;
`;

const Count = styled.p`
  margin: 0;
  font-size: 1.05rem;
`;

const SortField = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  label {
    font-size: 0.875rem;
    font-weight: 600;
    white-space: nowrap;
  }
  select {
    width: auto;
    min-width: 11rem;
  }
  ${media.mobile} {
    width: 100%;
    select {
      flex: 1;
    }
  }
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem 1rem;
  margin-bottom: 1rem;
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FilterNote = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.9rem;
  color: ${theme.colors.muted};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
  }
  > li > article {
    flex: 1;
  }
  ${media.mobile} {
    grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
