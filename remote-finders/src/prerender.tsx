// Build time only (a Node bundle made by webpack.config.js, never shipped): every /college-finder page as a
// guest's browser first renders it (heading, lead, the form's loading state), with its metadata and styles,
// and the styles of the form it shows once the option lists arrive. The site's scripts/prerender.mjs writes
// them into the host's build, so each page paints before any script runs and crawlers read its metadata;
// the host shows the copy until this remote's page is mounted (PageContainer marks it ready).
import type { ComponentProps, ReactElement } from 'react';
import { renderPageForCrawlers, type PrerenderData } from 'shared-contracts/prerender';
import { FINDER_PATHS } from './features/finder-common';
import { JeeFinderForm, URL_DEFAULTS, formFromUrl, viewFromUrl } from './features/josaa';
import { MhtcetForm, initialMhtcetForm } from './features/mhtcet';
import CollegeFinderSelectorPage from './pages/CollegeFinderSelectorPage';
import JeeFinderPage from './pages/JeeFinderPage';
import JosaaSelectorPage from './pages/JosaaSelectorPage';
import JosaaToolPage from './pages/JosaaToolPage';
import MhtcetFinderPage from './pages/MhtcetFinderPage';
import StatewiseFinderPage from './pages/StatewiseFinderPage';

const ignore = () => undefined;

// The forms as a guest first sees them once the option lists arrive (the copy shows "Loading filters..."),
// rendered only for their styles: the page adopts them instead of building them while it starts.
const JEE_FORM_AT_START = (
  <JeeFinderForm
    values={formFromUrl(URL_DEFAULTS)}
    onChange={ignore}
    errors={{}}
    options={{ years: [], examTypes: [], quotas: [], seatTypes: [], genders: [], rounds: [] }}
    homeStates={[]}
    view={viewFromUrl(URL_DEFAULTS.view)}
    years={[]}
    isUser={false}
    onBranchLocked={ignore}
    onSubmit={ignore}
  />
);
const MHTCET_OPTIONS: ComponentProps<typeof MhtcetForm>['options'] = {
  status: 'ready',
  quotas: [],
  seatTypes: [],
  districts: [],
  rounds: [],
  homeUniversities: [],
  branches: [],
  branchesLoading: false,
  retry: ignore,
};
const MHTCET_FORM_AT_START = (
  <MhtcetForm
    form={initialMhtcetForm([])}
    errors={{}}
    options={MHTCET_OPTIONS}
    years={[]}
    isUser={false}
    busy={false}
    onModeChange={ignore}
    onRankChange={ignore}
    onPercentileChange={ignore}
    onPercentileBlur={ignore}
    onChange={ignore}
    onBranchLocked={ignore}
    onSubmit={ignore}
  />
);

/**
 * Each page, whether its copy works without the app (the selectors are cards of plain links), and what it
 * shows at start once its first answers arrive, for its styles.
 */
const PAGES: Array<[string, ReactElement, boolean, ReactElement?]> = [
  [FINDER_PATHS.root, <CollegeFinderSelectorPage key="root" />, true],
  [FINDER_PATHS.josaaSelector, <JosaaSelectorPage key="josaa" />, true],
  [FINDER_PATHS.jeeMain, <JeeFinderPage key="jee-main" />, false, JEE_FORM_AT_START],
  [FINDER_PATHS.tool, <JosaaToolPage key="tool" />, false],
  [FINDER_PATHS.mhtcet, <MhtcetFinderPage key="mhtcet" />, false, MHTCET_FORM_AT_START],
  [FINDER_PATHS.statewise, <StatewiseFinderPage key="statewise" />, false],
];

export async function prerenderPages(siteUrl: string): Promise<PrerenderData> {
  return {
    pages: PAGES.map(([path, page, readableWithoutScript, atStart]) => ({ ...renderPageForCrawlers(path, siteUrl, page, atStart), readableWithoutScript })),
  };
}
