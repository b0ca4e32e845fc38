// Business constants of the spec's section 9 (and the fixed lists of section 3).

export const DEFAULT_RANKINGS_YEAR = 2025;
export const DEFAULT_RANKINGS_SORT = { sort_by: 'rank_min', sort_order: 'asc' } as const;
export const DEFAULT_FINDER_SORT = { sort_by: 'nirf_rank', sort_order: 'asc' } as const;

export const GUEST_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 50;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 'all'] as const;
/** The largest page a logged-in user may ask for with page_size (all=true is the way to get everything). */
export const MAX_PAGE_SIZE = 500;

export const PROFILE_REFETCH_DEBOUNCE_MS = 2000;
export const LOGOUT_BLOCK_MS = 1000;
export const POST_LOGIN_PROFILE_RETRY_MS = 300;

export const MOBILE_BREAKPOINT_PX = 768;
export const PAGINATION_WINDOW = 5;
export const PAGINATION_WINDOW_MOBILE = 3;

export const MULTI_SELECT_LABEL_MAX = 35;
export const MULTI_SELECT_LABEL_CUT = 32;

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
export const PREDICTOR_MAX_DIGITS = 6;

export const NIRF_WEIGHTS = { TLR: 30, RPC: 30, GO: 20, OI: 10, Perception: 10 } as const;
export const NIRF_METRICS = [
  { key: 'tlr', short: 'TLR', title: 'Teaching, Learning and Resources', weight: 30 },
  { key: 'rpc', short: 'RPC', title: 'Research and Professional Practice', weight: 30 },
  { key: 'go', short: 'GO', title: 'Graduation Outcome', weight: 20 },
  { key: 'oi', short: 'OI', title: 'Outreach and Inclusivity', weight: 10 },
  { key: 'perception', short: 'Perception', title: 'Perception Score', weight: 10 },
] as const;

export const TOP_RANK_VALUE = 1;
export const TOP_100_THRESHOLD = 100;

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_DIGITS = 10;
export const VERIFICATION_CODE_LENGTH = 6;
export const RESEND_LIMIT = 3;
export const RESEND_COOLDOWN_S = 60;

export const LOGOUT_REDIRECT_MS = 500;
export const LOGIN_REDIRECT_MS = 500;
export const VERIFY_REDIRECT_MS = 1500;
export const RESET_REDIRECT_MS = 3000;
export const COPIED_MESSAGE_MS = 2000;
export const ERROR_ALERT_DISMISS_MS = 8000;
/** The window event the API client sends for a failed call; the host's global alert listens to it (here, not in ./client, so listening needs no axios). */
export const API_ERROR_EVENT = 'api-error';
/**
 * A remote marks the element holding a page's finished content with this attribute (value "true"). The
 * host keeps a page prerendered for crawlers on screen until the remote's own copy carries it.
 */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';
export const ARTICLE_NOT_FOUND_REDIRECT_MS = 3000;

export const BLOG_POSTS_PER_PAGE = 9;
export const BLOG_FEATURED_COUNT = 3;
export const BLOG_RELATED_COUNT = 3;
export const BLOG_TAGS_PER_CARD = 3;

export const CHANCE_LEVELS = ['High', 'Medium', 'Low'] as const;
export const COMPETITIVENESS_LEVELS = ['Highly Competitive', 'Moderately Competitive', 'Less Competitive'] as const;

export const STATEWISE_QUOTA = 'All India Seats';
export const STATEWISE_SEAT_TYPE = 'AI';
export const STATEWISE_STATES = [{ value: 'maharashtra', label: 'Maharashtra' }] as const;

/** Browser storage keys of the spec's section 3. */
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

/** The 28 Indian states plus Chandigarh, offered on sign-up. */
export const SIGNUP_STATES = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chandigarh', 'Chhattisgarh', 'Goa', 'Gujarat',
  'Haryana', 'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra',
  'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu',
  'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
] as const;

export const BLOG_CATEGORIES = [
  { id: 'college-guides', name: 'College Guides', slug: 'college-guides', description: 'Guides to engineering colleges by city and exam', color: '#2563eb' },
  { id: 'admission-tips', name: 'Admission Tips', slug: 'admission-tips', description: 'Counselling rounds, choice filling and documents', color: '#059669' },
  { id: 'career-guidance', name: 'Career Guidance', slug: 'career-guidance', description: 'Branches, careers and what comes after', color: '#7c3aed' },
  { id: 'exam-preparation', name: 'Exam Preparation', slug: 'exam-preparation', description: 'Preparing for JEE and MHT-CET', color: '#dc2626' },
  { id: 'study-tips', name: 'Study Tips', slug: 'study-tips', description: 'Habits and methods that work', color: '#d97706' },
] as const;
export const UNKNOWN_BLOG_CATEGORY = { id: 'general', name: 'General', slug: 'general', description: '', color: '#6b7280' } as const;
/** Who writes the built-in blog posts (spec section 3: "by the product's team"). */
export const BLOG_TEAM_AUTHOR = 'Engineering Admissions Guide Team';

export const SHARING_CONFIG = {
  TWITTER: true,
  FACEBOOK: true,
  LINKEDIN: true,
  WHATSAPP: true,
  DEFAULT_IMAGE: '/images/blog-default.svg',
} as const;

/** The product's name: publisher in structured data, og:site_name, the title template. */
export const SITE_NAME = 'Engineering Admissions Guide';

/** Every page's <title>: the page's own title, then the site's name (pages set only their own part). */
export const TITLE_TEMPLATE = `%s | ${SITE_NAME}`;

/** Federated sections, by the name each remote is registered under (remotes.json lists each one). */
export type RemoteName = 'rankings' | 'finders' | 'predictors' | 'auth' | 'blog';

/** E-mail codes (verification and password reset): lifetime and wrong tries before a code is dead. */
export const EMAIL_CODE_TTL_MINUTES = 15;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** CSRF double-submit for the password-reset calls: the cookie the API sets and the header that echoes it. */
export const CSRF_COOKIE_NAME = 'csrftoken';
export const CSRF_HEADER_NAME = 'X-CSRFToken';
