// Where the finder pages live (absolute: the remote is mounted at /college-finder in the host and in its
// standalone page alike). The JoSAA-versus-state-wise selector's route is ours to choose.
export const FINDER_PATHS = {
  root: '/college-finder',
  /** The second selector: JoSAA institutes tool vs state-wise All India seats. */
  josaaSelector: '/college-finder/josaa',
  jeeMain: '/college-finder/jee-main',
  tool: '/college-finder/tool',
  mhtcet: '/college-finder/mhtcet',
  statewise: '/college-finder/statewise',
  /** The shortlist as an ordered choice list, with compare, what-if, CSV, print and share. */
  choices: '/college-finder/choices',
} as const;

/** Canonical URL of a finder path on the public site. */
export const canonicalUrl = (siteUrl: string, path: string) => `${siteUrl.replace(/\/$/, '')}${path}`;
