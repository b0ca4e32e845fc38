// The API's calls: paths (relative to the API base, which ends in /api) and query shapes.

export const API_PATHS = {
  health: '/health/',
  pageViews: '/analytics/page-views/',
  rankings: '/rankings/',
  rankingStates: '/rankings/options/states/',
  rankingYears: '/rankings/options/years/',
  josaaFinder: '/cutoffs/josaa/college-finder/',
  josaaOptions: (list: 'years' | 'exam-types' | 'quotas' | 'seat-types' | 'genders' | 'rounds' | 'home-states') => `/cutoffs/options/josaa/${list}/`,
  /** JoSAA OR-CR tool (/college-finder/tool): institutes, an institute's programs, its seats in a round, one seat's history. */
  josaaInstitutes: '/cutoffs/josaa/institutes/',
  josaaPrograms: '/cutoffs/josaa/programs/',
  josaaSeats: '/cutoffs/josaa/seats/',
  josaaHistory: '/cutoffs/josaa/history/',
  mhtcetFinder: '/cutoffs/mhtcet/college-finder/',
  mhtcetOptions: (list: 'years' | 'quotas' | 'seat-types' | 'rounds' | 'districts' | 'branches' | 'home-universities') => `/cutoffs/options/mhtcet/${list}/`,
  /** The signed-in student's shortlist: GET, PUT { items } (replace), POST { items } to merge/ (a guest list at login). */
  shortlist: '/shortlist/',
  shortlistMerge: '/shortlist/merge/',
  /** POST { items, rank?, home_state?, home_university? }: each seat's cut-offs, chance and eligibility (guests too). */
  shortlistDetails: '/shortlist/details/',
  jeePredictor: '/jee-predictor/',
  mhtcetPredictor: '/mhtcet-predictor/',
  login: '/login/',
  register: '/register/',
  verifyEmailConfirm: '/verify-email/confirm/',
  verifyEmailResend: '/verify-email/',
  tokenRefresh: '/token/refresh/',
  googleAuth: '/auth/google/',
  googleExchange: '/auth/google/exchange-code/',
  profile: '/profile/',
  passwordReset: '/password-reset/',
  passwordResetConfirm: '/password-reset/confirm/',
  /** Revokes the refresh token's session (POST { refresh }). */
  logout: '/logout/',
  /** Sets the `csrftoken` cookie and returns its value (password-reset calls send it as X-CSRFToken). */
  csrf: '/csrf/',
} as const;

export type SortOrder = 'asc' | 'desc';

export const RANKING_SORT_FIELDS = [
  'rank_min',
  'rank',
  'name',
  'city',
  'state',
  'score',
  'tlr',
  'rpc',
  'go',
  'oi',
  'perception',
] as const;
export type RankingSortField = (typeof RANKING_SORT_FIELDS)[number];

export interface RankingsQuery {
  year: number;
  state?: string;
  sort_by?: RankingSortField;
  sort_order?: SortOrder;
  page?: number;
  page_size?: number;
  all?: boolean;
}

/** exam_type of GET /jee-predictor/. */
export const JEE_PREDICTOR_EXAM_TYPES = ['jee_mains', 'jee_advanced'] as const;
export type JeePredictorExamType = (typeof JEE_PREDICTOR_EXAM_TYPES)[number];

/** GET /jee-predictor/: exactly one of score and percentile (JEE Advanced takes a score only). */
export interface JeePredictorQuery {
  exam_type: JeePredictorExamType;
  score?: string | number;
  percentile?: string | number;
}

/** GET /mhtcet-predictor/: exactly one of score and percentile. */
export interface MhtcetPredictorQuery {
  score?: string | number;
  percentile?: string | number;
}
