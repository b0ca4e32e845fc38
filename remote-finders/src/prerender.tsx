// Build time only (a Node bundle made by webpack.config.js, never shipped): every /college-finder page as a
// guest's browser first renders it (heading, lead, the empty form), with its metadata and styles. The site's
// scripts/prerender.mjs writes them into the host's build, so each page paints before any script runs and
// crawlers read its metadata; the host shows the copy until this remote's page is mounted (PageContainer
// marks it ready).
import type { ReactElement } from 'react';
import { renderPageForCrawlers, type PrerenderData } from 'shared-contracts/prerender';
import { FINDER_PATHS } from './features/finder-common';
import CollegeFinderSelectorPage from './pages/CollegeFinderSelectorPage';
import JeeFinderPage from './pages/JeeFinderPage';
import JosaaSelectorPage from './pages/JosaaSelectorPage';
import JosaaToolPage from './pages/JosaaToolPage';
import MhtcetFinderPage from './pages/MhtcetFinderPage';
import StatewiseFinderPage from './pages/StatewiseFinderPage';

/** Each page, and whether its copy works without the app (the selectors are cards of plain links). */
const PAGES: Array<[string, ReactElement, boolean]> = [
  [FINDER_PATHS.root, <CollegeFinderSelectorPage key="root" />, true],
  [FINDER_PATHS.josaaSelector, <JosaaSelectorPage key="josaa" />, true],
  [FINDER_PATHS.jeeMain, <JeeFinderPage key="jee-main" />, false],
  [FINDER_PATHS.tool, <JosaaToolPage key="tool" />, false],
  [FINDER_PATHS.mhtcet, <MhtcetFinderPage key="mhtcet" />, false],
  [FINDER_PATHS.statewise, <StatewiseFinderPage key="statewise" />, false],
];

export async function prerenderPages(siteUrl: string): Promise<PrerenderData> {
  return {
    pages: PAGES.map(([path, page, readableWithoutScript]) => ({ ...renderPageForCrawlers(path, siteUrl, page), readableWithoutScript })),
  };
}
