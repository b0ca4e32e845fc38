// Build time only (a Node bundle made by webpack.config.js, never shipped): /rankings as a guest's browser
// first renders it (heading, lead, filters, the list's loading state), with its metadata and styles. The
// site's scripts/prerender.mjs writes it into the host's build, so the page paints before any script runs
// and crawlers read its metadata; the host shows it until this remote's page is mounted.
import { renderPageForCrawlers, type PrerenderData } from 'shared-contracts/prerender';
import { RANKINGS_PATH } from './features/rankings';
import RankingsPage from './pages/RankingsPage';

export async function prerenderPages(siteUrl: string): Promise<PrerenderData> {
  return { pages: [renderPageForCrawlers(RANKINGS_PATH, siteUrl, <RankingsPage />)] };
}
