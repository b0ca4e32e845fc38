// Interface wording of the rankings page (control names and headings). The spec's messages (errors,
// warnings, the login prompt) come from shared-contracts' RANKINGS_MESSAGES instead.
import { REMOTE_ROUTES } from 'shared-contracts';

/** Where this page lives in the host: canonical link and the login return path. */
export const RANKINGS_PATH = REMOTE_ROUTES.rankings[0];

export const LABELS = {
  home: 'Home',
  breadcrumb: 'NIRF Rankings',
  heading: (year: number) => `NIRF Engineering Rankings ${year}`,
  lead: 'Compare India’s top engineering institutes by overall NIRF score and each ranking parameter. Filter by year and state.',
  description: (year: number) =>
    `NIRF ${year} engineering college rankings: overall score and TLR, RPC, GO, OI and Perception scores of every ranked institute, filterable by state.`,
  filtersLabel: 'Rankings filters',
  year: 'Year',
  state: 'State',
  allStates: 'All States',
  getRankings: 'Get Rankings',
  exportCsv: 'Export CSV',
  exporting: 'Exporting...',
  loading: 'Loading rankings...',
  retry: 'Retry',
  idle: (year: number) => `Choose Get Rankings to see the ${year} rankings.`,
  resultsLabel: 'Rankings results',
  tableCaption: (year: number) => `NIRF engineering rankings ${year}`,
  viewAllMetrics: 'View all metrics',
  hideMetrics: 'Hide metrics',
  pagination: 'Rankings pages',
  pageSizeLocked: 'Login to change items per page',
  pageSizeLoginPrompt: 'Please login to change how many results are shown per page',
  login: 'Login',
  cancel: 'Cancel',
  metricHelp: (short: string) => `What is ${short}?`,
  weight: (weight: number) => `${weight}% of the overall score`,
  weightsHeading: 'How NIRF scores an institute',
  weightsLead: 'The overall score is a weighted sum of five parameters, each scored out of 100.',
} as const;

/** One line on what each NIRF parameter measures, keyed like NIRF_METRICS. */
export const METRIC_EXPLANATIONS = {
  tlr: 'Faculty strength and qualifications, student-faculty ratio, and how well financial resources are used.',
  rpc: 'Publications, citations and patents, plus sponsored research and consultancy.',
  go: 'Placements, higher studies, median salary, university exam results and PhDs graduated.',
  oi: 'Students from other states and countries, women, economically and socially challenged students, and accessibility.',
  perception: 'How academic peers and employers rate the institute in the NIRF perception survey.',
} as const;
