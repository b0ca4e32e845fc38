// Business constants and fixed lists that more than one package reads (the API and a remote, or several
// remotes). A tunable only one package uses lives in that package's src/constants.ts.

export const DEFAULT_RANKINGS_YEAR = 2025;
export const DEFAULT_RANKINGS_SORT = { sort_by: 'rank_min', sort_order: 'asc' } as const;
export const DEFAULT_FINDER_SORT = { sort_by: 'nirf_rank', sort_order: 'asc' } as const;

export const GUEST_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 50;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 'all'] as const;

export const CSV_COLUMNS = [
  'Rank',
  'Institute ID',
  'Institute Name',
  'City',
  'State',
  'Overall Score',
  'TLR %',
  'RPC %',
  'GO %',
  'OI %',
  'Perception %',
] as const;

export const JEE_MAIN_SCORE_RANGE = { min: -50, max: 300 } as const;
export const JEE_ADVANCED_SCORE_RANGE = { min: -50, max: 360 } as const;
export const MHTCET_SCORE_RANGE = { min: 0, max: 200 } as const;
export const PERCENTILE_RANGE = { min: 0, max: 100, step: 0.01 } as const;

export const TOP_RANK_VALUE = 1;
export const TOP_100_THRESHOLD = 100;

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_DIGITS = 10;
export const VERIFICATION_CODE_LENGTH = 6;
export const RESEND_LIMIT = 3;
export const RESEND_COOLDOWN_S = 60;

/** The window event the API client sends for a failed call; the host's global alert listens to it (here, not in ./client, so listening needs no axios). */
export const API_ERROR_EVENT = 'api-error';
/**
 * A remote marks the element holding a page's finished content with this attribute (value "true"). The
 * host keeps a page prerendered for crawlers on screen until the remote's own copy carries it.
 */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';

export const STATEWISE_QUOTA = 'All India Seats';
export const STATEWISE_SEAT_TYPE = 'AI';

/** Browser storage keys (the host's session and the accounts remote's sign-in steps). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
  authReturnTo: 'auth_return_to',
  oauthLoginMethod: 'oauth_login_method',
  pendingVerificationEmail: 'pending_verification_email',
  processedPrefix: 'processed_',
} as const;

export const PHONE_COUNTRY_CODES = ['+1', '+44', '+91', '+61', '+86', '+49', '+33'] as const;

/** The product's name: publisher in structured data, og:site_name, the title template. */
export const SITE_NAME = 'Engineering Admissions Guide';

/** Every page's <title>: the page's own title, then the site's name (pages set only their own part). */
export const TITLE_TEMPLATE = `%s | ${SITE_NAME}`;

/** Federated sections, by the name each remote is registered under (remotes.json lists each one). */
export type RemoteName = 'rankings' | 'finders' | 'predictors' | 'auth' | 'blog';

/** CSRF double-submit for the password-reset calls: the cookie the API sets and the header that echoes it. */
export const CSRF_COOKIE_NAME = 'csrftoken';
export const CSRF_HEADER_NAME = 'X-CSRFToken';
