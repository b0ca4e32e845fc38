// Build time only (a Node bundle made by webpack.config.js, never shipped): /rankings as a guest's browser
// first renders it (heading, lead, filters, the list's loading state), with its metadata and styles. The
// site's scripts/prerender.mjs writes it into the host's build, so the page paints before any script runs
// and crawlers read its metadata; the host shows it until this remote's page is mounted.
import { DEFAULT_RANKINGS_YEAR, GUEST_PAGE_SIZE, type RankingRow } from 'shared-contracts';
import { renderPageForCrawlers, type PrerenderData } from 'shared-contracts/prerender';
import { RANKINGS_PATH, RankingsResults } from './features/rankings';
import RankingsPage from './pages/RankingsPage';

const ignore = () => undefined;
// A made-up row: only its styles are kept, never its text.
const ROW: RankingRow = { rank: 1, institute_id: null, name: 'Institute', city: 'City', state: 'State', score: 90, tlr: 90, rpc: 90, go: 90, oi: 90, perception: 90 };

/**
 * The first page of results as a guest first sees it once it arrives (the copy shows the loading state), as
 * cards (phones) and as a table, rendered only for its styles: the page adopts them instead of building them
 * while it starts.
 */
const RESULTS_AT_START = (
  <>
    {[true, false].map((isMobile) => (
      <RankingsResults
        key={String(isMobile)}
        status="success"
        data={{ results: [ROW], count: 1, page: 1, total_pages: 1 }}
        request={{ year: DEFAULT_RANKINGS_YEAR, state: '', page: 1, pageSize: GUEST_PAGE_SIZE }}
        selectedYear={DEFAULT_RANKINGS_YEAR}
        isMobile={isMobile}
        pageSizeLock={{ title: '', onRequest: ignore, control: 'button' }}
        onPageChange={ignore}
        onPageSizeChange={ignore}
        onRetry={ignore}
      />
    ))}
  </>
);

export async function prerenderPages(siteUrl: string): Promise<PrerenderData> {
  return { pages: [renderPageForCrawlers(RANKINGS_PATH, siteUrl, <RankingsPage />, RESULTS_AT_START)] };
}
