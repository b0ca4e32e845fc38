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
}

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
