import styled from 'styled-components';
import { FINDER_MESSAGES, type MhtcetFinderResponse, type PageSize, theme } from 'shared-contracts';
import { Pagination, Spinner, SpinnerCircle, type PageSizeLock } from 'shared-contracts/ui';
import { EmptyState, ErrorState } from '../../../ui';
import { MHTCET_LABELS as L } from '../model/labels';
import { toRowViews } from '../../finder-common';
import { MhtcetResultCards } from './MhtcetResultCards';
import { MhtcetResultsTable } from './MhtcetResultsTable';

export interface MhtcetResultsProps {
  status: 'idle' | 'loading' | 'success' | 'error';
  data: MhtcetFinderResponse | null;
  /** The server's reason for a 400 (a message to show as is), if any. */
  errorDetail?: string;
  /** "rank 15,000" / "95.5 percentile": what the rows are compared with. */
  subject: string;
  year: string;
  page: number;
  pageSize: PageSize;
  isMobile: boolean;
  pageSizeLock?: PageSizeLock;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  onRetry: () => void;
}

export function MhtcetResults({
  status,
  data,
  errorDetail,
  subject,
  year,
  page,
  pageSize,
  isMobile,
  pageSizeLock,
  onPageChange,
  onPageSizeChange,
  onRetry,
}: MhtcetResultsProps) {
  if (status === 'idle') return <Placeholder />;
  if (status === 'error') return <ErrorState message={errorDetail ?? FINDER_MESSAGES.fetchFailed} onRetry={onRetry} />;
  if (!data) return <Spinner label={FINDER_MESSAGES.findingColleges} />;
  if (data.detail && data.results.length === 0) {
    return (
      <EmptyState title={FINDER_MESSAGES.noColleges}>
        <p>{data.detail}</p>
      </EmptyState>
    );
  }
  if (data.results.length === 0) {
    return (
      <EmptyState title={FINDER_MESSAGES.noColleges}>
        <p>{FINDER_MESSAGES.noData}</p>
      </EmptyState>
    );
  }
  const rows = toRowViews(data.results);
  const caption = L.resultsHeading(subject, year);
  return (
    <Wrap aria-busy={status === 'loading'}>
      <Head>
        <h2>{caption}</h2>
        <p>{L.openingNote}</p>
      </Head>
      {status === 'loading' && (
        <Refreshing role="status">
          <SpinnerCircle $size={16} />
          {FINDER_MESSAGES.findingColleges}
        </Refreshing>
      )}
      {isMobile ? <MhtcetResultCards rows={rows} label={caption} /> : <MhtcetResultsTable rows={rows} caption={caption} />}
      <Pagination
        label={L.pagination}
        currentPage={data.page || page}
        totalPages={data.total_pages}
        totalRecords={data.count}
        pageSize={pageSize}
        pageSizeLock={pageSizeLock}
        disabled={status === 'loading'}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </Wrap>
  );
}

function Placeholder() {
  return (
    <PlaceholderBox aria-labelledby="mhtcet-placeholder-title">
      <h2 id="mhtcet-placeholder-title">{L.placeholderTitle}</h2>
      <ol>
        {L.placeholderSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </PlaceholderBox>
  );
}

const Wrap = styled.div`
  position: relative;
`;

const Refreshing = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 0.5rem;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;

const Head = styled.div`
  margin-bottom: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0.25rem 0 0;
    font-size: 0.875rem;
    color: ${theme.colors.muted};
  }
`;

const PlaceholderBox = styled.section`
  padding: 1.5rem;
  border: 1px dashed ${theme.colors.primary};
  border-radius: 12px;
  background: linear-gradient(135deg, ${theme.colors.primaryLight} 0%, ${theme.colors.surface} 70%);
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
    color: ${theme.colors.primaryDark};
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
    color: ${theme.colors.text};
  }
  li + li {
    margin-top: 0.35rem;
  }
`;
