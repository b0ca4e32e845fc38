// Entity and response types of the spec's sections 3 and 7. The API and every page use these,
// so a change to a response shape breaks the compiler on both sides.

export type NullableNumber = number | null;

/** One NIRF row. `rank` is a number for scored rows; band rows (e.g. "101-150") carry the band text. */
export interface RankingRow {
  rank: number | string;
  institute_id: string | null;
  name: string;
  city: string;
  state: string;
  score: NullableNumber;
  tlr: NullableNumber;
  rpc: NullableNumber;
  go: NullableNumber;
  oi: NullableNumber;
  perception: NullableNumber;
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface OptionsResponse {
  options: FilterOption[];
}

/** Every paged response of the API. */
export interface PagedResponse<T> {
  results: T[];
  count: number;
  page: number;
  total_pages: number;
}

export type RankingsResponse = PagedResponse<RankingRow>;

/**
 * Which published data a finder answer rests on: the source, its year, the round searched (null: every
 * round) and the rounds published that year (ascending; the last is the year's final round). When the
 * year before had more rounds, `previous_year` names it, so a page can say so rather than show an empty round.
 */
export interface FinderDataBasis {
  source: 'JoSAA' | 'MHT-CET CAP';
  year: number;
  round: number | null;
  rounds: number[];
  previous_year?: { year: number; rounds: number[] };
}

export type Chance = 'High' | 'Medium' | 'Low';
export type Competitiveness = 'Highly Competitive' | 'Moderately Competitive' | 'Less Competitive';

export interface JeeFinderFilters {
  rank: string;
  quota: string;
  seatType: string;
  gender: string;
  year: string;
  round: string;
  exam_type: string;
  branch: string;
}

export interface JeeFinderRow {
  institute: string;
  program: string;
  branch: string;
  /** As published: JoSAA marks preparatory-list ranks with a trailing 'P'. */
  opening_rank: string;
  closing_rank: string;
  seat_type: string;
  quota: string;
  round: number;
  gender: string;
  chance: Chance;
  competitiveness: Competitiveness | string;
  nirf_rank: number | null;
  year: number;
  institute_type: string;
}

/** GET /cutoffs/josaa/college-finder/: the page of rows and the data they rest on. */
export interface JeeFinderResponse extends PagedResponse<JeeFinderRow> {
  data: FinderDataBasis;
}

export interface MhtcetFinderForm {
  rank: string;
  percentile: string;
  year: string;
  round: string;
  seatType: string[];
  quota: string[];
  district: string[];
  branch: string[];
}

/** MHT-CET row. Both naming variants (clg_name/institute, branch_name/branch) occur; pages accept either. */
export interface MhtcetFinderRow {
  clg_name?: string;
  institute?: string;
  branch_name?: string;
  branch?: string;
  opening_rank: NullableNumber;
  closing_rank: NullableNumber;
  opening_percentile: NullableNumber;
  closing_percentile: NullableNumber;
  seat_type: string;
  quota: string;
  round: number;
  chance: Chance;
  clg_code: string;
  branch_code: string;
  status: string | null;
  year: number;
  district: string | null;
}

export interface StatewiseFilters {
  rank: string;
  state: string;
  year: string;
  round: string;
  branch: string[];
}

export interface StatewiseRow {
  clg_code: string;
  institute: string;
  branch_code: string;
  branch: string;
  opening_rank: NullableNumber;
  closing_rank: NullableNumber;
  round: number;
  status: string | null;
  chance: Chance;
}

export type PageSize = number | 'all';

export interface PaginationState {
  currentPage: number;
  pageSize: PageSize;
  totalPages: number;
  totalRecords: number;
}

export interface RankPrediction {
  predicted_rank: number;
  rank_min: number;
  rank_max: number;
}

export interface PredictionResponse {
  percentile?: number;
  rank_prediction: RankPrediction;
  basis?: string;
  is_estimate?: boolean;
  /** Score input only: the band the percentile may fall in (sources and shifts disagree). */
  percentile_range?: PercentileRange;
  /** JEE Advanced only: false when the score is below the Common Rank List qualifying mark. */
  qualified?: boolean;
  /** A plain-language caveat to show with the result (e.g. not qualified, tie at 100 percentile). */
  note?: string;
}

export interface PercentileRange {
  min: number;
  max: number;
}

export interface User {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  city: string;
  state: string;
  phone_number: string | null;
  is_email_verified: boolean;
  /** How the account signs in: 'google' for accounts made by social sign-in (the pages hide Reset Password for them). */
  auth_provider?: AuthProvider;
}

export type AuthProvider = 'password' | 'google';

export interface LoginForm {
  email: string;
  password: string;
}

export interface RegistrationPayload {
  email: string;
  password: string;
  password_confirm: string;
  first_name: string;
  last_name: string;
  username: string;
  city: string;
  state: string;
  phone_number?: string;
}

export type ProfileUpdatePayload = Omit<RegistrationPayload, 'email' | 'password' | 'password_confirm'>;

export interface Tokens {
  access: string;
  refresh: string;
}

/** A login response may carry tokens at top level or inside a `tokens` object. */
export interface LoginResponse extends Partial<Tokens> {
  user?: User;
  tokens?: Tokens;
}

/** POST /register/ (201). The account must verify its e-mail before it can log in. */
export interface RegisterResponse {
  message: string;
  email: string;
  user: User;
}

/** POST /verify-email/confirm/: the account is verified and logged in. */
export interface VerifyEmailResponse extends Tokens {
  message: string;
  user: User;
}

/** POST /verify-email/ (resend) and the password-reset calls. */
export interface MessageResponse {
  message: string;
}

/** POST /token/refresh/: a new access token and the rotated refresh token (the old one is spent). */
export type RefreshResponse = Tokens;

/** POST /auth/google/exchange-code/ body; `state` comes from the provider's redirect to /oauth-bridge. */
export interface GoogleExchangePayload {
  code: string;
  redirect_uri: string;
  state?: string;
}

/** POST /password-reset/confirm/ body. */
export interface PasswordResetConfirmPayload {
  email: string;
  code: string;
  new_password: string;
  new_password_confirm: string;
}

/** GET /csrf/: the value also set as the `csrftoken` cookie; send it back as X-CSRFToken. */
export interface CsrfResponse {
  csrfToken: string;
}

export interface TocSubsection {
  title: string;
  level: number;
}

export interface TocEntry {
  id: string;
  title: string;
  level: number;
  subsections?: TocSubsection[];
}

export interface BlogSeoOverrides {
  metaTitle?: string;
  metaDescription?: string;
  metaKeywords?: string;
  canonicalUrl?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
}

export interface BlogPost {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  publishedDate: string;
  updatedDate: string;
  category: string;
  tags: string[];
  readTime: number;
  featured: boolean;
  featuredImage?: string;
  metaDescription: string;
  keywords: string[];
  canonicalUrl: string;
  structuredData?: Record<string, unknown>;
  tableOfContents?: TocEntry[];
  seo?: BlogSeoOverrides;
}

export interface BlogCategory {
  id: string;
  name: string;
  slug: string;
  description: string;
  color: string;
}

export interface PageMetadata {
  title: string;
  description: string;
  keywords?: string;
  canonicalUrl?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogUrl?: string;
  ogImage?: string;
  publishedTime?: string;
  modifiedTime?: string;
  author?: string;
  tags?: string[];
}

export interface SharingConfig {
  TWITTER: boolean;
  FACEBOOK: boolean;
  LINKEDIN: boolean;
  WHATSAPP: boolean;
  DEFAULT_IMAGE: string;
}

/** Body of every API error: a `detail`, or per-field arrays for forms. */
export interface ApiErrorBody {
  detail?: string;
  message?: string;
  error?: string;
  [field: string]: string | string[] | undefined;
}

/** Detail of the `api-error` window event that the global alert listens to. */
export interface ApiErrorEventDetail {
  isConnectionError: boolean;
  isTimeout: boolean;
  status?: number;
  isOffline?: boolean;
}

export interface HealthResponse {
  status: 'ok';
  database: 'sqlite' | 'postgres';
}

export interface PageViewPayload {
  path: string;
  title?: string;
  referrer?: string;
}

// JoSAA OR-CR tool (/college-finder/tool). The calls: docs/adr/0034-josaa-orcr-tool-api.md.

/** GET /cutoffs/josaa/institutes/ -> { options }: every JoSAA institute (value = name as JoSAA publishes it). */
export interface JosaaInstituteOption extends FilterOption {
  institute_type: string;
}

export interface JosaaInstitutesResponse {
  options: JosaaInstituteOption[];
}

/** One seat of an institute in one year and round (GET /cutoffs/josaa/seats/ -> { results, count, year, round }). */
export interface JosaaSeatRow {
  program: string;
  branch: string;
  quota: string;
  seat_type: string;
  gender: string;
  /** As published (keeps 'P'). */
  opening_rank: string;
  closing_rank: string;
  year: number;
  round: number;
}

export interface JosaaSeatsResponse {
  results: JosaaSeatRow[];
  count: number;
  year: number;
  round: number;
  /** The year's published rounds (the default round is the last), and the year before when it had more. */
  data: FinderDataBasis;
}

/** One published cut-off of one seat (GET /cutoffs/josaa/history/ -> { points }), oldest first. */
export interface JosaaHistoryPoint {
  year: number;
  round: number;
  opening_rank: string;
  closing_rank: string;
  /** The closing rank as a number ("44P" -> 44). */
  closing_rank_num: number;
  /** The closing rank is from the preparatory-course list ('P'). */
  is_preparatory: boolean;
}

export interface JosaaHistoryResponse {
  points: JosaaHistoryPoint[];
}

// Decision tools: home-state eligibility, one card per seat, the shortlist.

/** One round's cut-off of a seat, as published ('P' kept). */
export interface SeatRoundCutoff {
  round: number;
  opening_rank: string;
  closing_rank: string;
}

/** The final-round closing rank of a seat in one year. */
export interface SeatYearCutoff {
  year: number;
  round: number;
  closing_rank: string;
}

/**
 * GET /cutoffs/josaa/college-finder/?view=seat: one row per institute + program + quota + seat type + gender
 * of the chosen year, with every round of that year (ascending), the final-round closing rank of the last
 * three years (newest first, the chosen year included when published), and chance and competitiveness
 * from the chosen year's final round.
 */
export interface JeeFinderSeatRow {
  institute: string;
  program: string;
  branch: string;
  quota: string;
  seat_type: string;
  gender: string;
  institute_type: string;
  nirf_rank: number | null;
  year: number;
  rounds: SeatRoundCutoff[];
  final_round: number;
  final_closing_rank: string;
  recent_years: SeatYearCutoff[];
  chance: Chance;
  competitiveness: Competitiveness | string;
}

export interface JeeFinderSeatResponse extends PagedResponse<JeeFinderSeatRow> {
  data: FinderDataBasis;
}

/** A JoSAA seat: institute + program + quota + seat type + gender (names as JoSAA publishes them). */
export interface JosaaSeatKey {
  exam: 'josaa';
  institute: string;
  program: string;
  quota: string;
  seat_type: string;
  gender: string;
}

/** An MHT-CET seat: college + branch (choice code) + seat type. */
export interface MhtcetSeatKey {
  exam: 'mhtcet';
  clg_code: string;
  branch_code: string;
  seat_type: string;
  /** Names kept for display without another call. */
  institute: string;
  branch: string;
}

export type ShortlistItem = JosaaSeatKey | MhtcetSeatKey;

/** GET/PUT /shortlist/ and POST /shortlist/merge/: the list in the student's order. */
export interface ShortlistResponse {
  items: ShortlistItem[];
  /** The most items a shortlist keeps. */
  limit: number;
}

/** One published cut-off of a shortlisted seat. */
export interface SeatCutoffPoint {
  year: number;
  round: number;
  /** As published ('P' kept for JoSAA; MHT-CET ranks as numbers written out). */
  closing_rank: string;
}

/**
 * POST /shortlist/details/ { items, rank?, home_state?, home_university? } (guests too): what the compare and
 * choice-list pages show of each seat, in the order posted. The chance is at `rank` from the latest year's
 * final round (null without a rank or without a cut-off that year); `eligible` is null without a home state.
 */
export interface ShortlistSeatDetails {
  item: ShortlistItem;
  institute_type: string | null;
  nirf_rank: number | null;
  nirf_score: number | null;
  competitiveness: Competitiveness | string | null;
  /** Every published cut-off of the seat, oldest first. */
  history: SeatCutoffPoint[];
  /** The latest year with a cut-off for this seat and its rounds. */
  latest_year: number | null;
  chance: Chance | null;
  eligible: boolean | null;
  /** Why not, when not eligible (e.g. "HS seats of NIT Trichy are for Tamil Nadu candidates"). */
  eligibility_note: string | null;
}

export interface ShortlistDetailsResponse {
  items: ShortlistSeatDetails[];
}
