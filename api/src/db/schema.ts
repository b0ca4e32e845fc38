// The database as Kysely sees it. One interface per table; later data sets (JoSAA, MHT-CET, accounts)
// add their tables here and their own migrations under ./migrations.
import type { Generated } from 'kysely';

export interface NirfRankingsTable {
  id: Generated<number>;
  year: number;
  /** As published: "7" for scored rows, "101-150" for band rows. */
  rank_text: string;
  rank_min: number;
  rank_max: number;
  institute_id: string | null;
  name: string;
  city: string;
  /** The state exactly as the source spells it. */
  state: string;
  /** Normalised key used for filtering (see domain/states.ts). */
  state_key: string;
  score: number | null;
  tlr: number | null;
  rpc: number | null;
  go: number | null;
  oi: number | null;
  perception: number | null;
  /** 1-based line of the row in the imported file. */
  source_line: number;
}

export interface MhtcetCutoffsTable {
  id: Generated<number>;
  year: number;
  /** CAP round, 1-4 (published in Roman numerals). */
  round: number;
  /** 5 digits, left-padded (the 2022-2023 lists print 4). */
  college_code: string;
  college_name: string;
  /** Never empty: blanks are filled from the district table (domain/mhtcet/districts.ts). */
  district: string;
  /** 1 when `district` came from the district table, 0 when the file had it. */
  district_from_table: number;
  status: string | null;
  /** 10 digits, left-padded, plus any printed letter suffix (e.g. 0303337213K). */
  branch_code: string;
  branch_name: string;
  stage: string | null;
  seat_type: string;
  /** As published (All India rows: "AI to AI | JEE(Main)", "MH to AI | JEE(Main) | GOBCH", ...). */
  quota: string;
  /** All India rows: the parts of `quota` ("AI to AI" / "MH to AI" / "MI to AI"; the exam; the printed seat type). */
  ai_allotment: string | null;
  ai_exam: string | null;
  ai_original_seat_type: string | null;
  /** 1 for All India rows allotted on JEE Main (exam exactly "JEE(Main)"), else 0. */
  jee_main_ai: number;
  /** The lists publish closing values only: NULL unless a file carries opening columns. */
  opening_rank: number | null;
  closing_rank: number;
  opening_percentile: number | null;
  closing_percentile: number;
  source_line: number;
}

export interface DatasetsTable {
  name: string;
  /** sha256 (hex) of the imported file. */
  checksum: string;
  row_count: number;
  /** ISO-8601 UTC timestamp. */
  imported_at: string;
}

/** One row per page view, as releases before page_view_counts wrote them; no longer written. */
export interface PageViewsTable {
  id: Generated<number>;
  path: string;
  title: string | null;
  referrer: string | null;
  user_agent: string | null;
  /** ISO-8601 UTC timestamp. */
  created_at: string;
}

/** One published JoSAA opening/closing-rank row (year, round, seat). */
export interface JosaaCutoffsTable {
  id: Generated<number>;
  year: number;
  round: number;
  institute: string;
  /** IIT, NIT, IIIT or GFTI, as in the data file. */
  institute_type: string;
  /** jee_advanced for IITs, jee_main for the rest. */
  exam_type: string;
  program: string;
  /** The discipline: the program without its "(4 Years, Bachelor of Technology)" part. */
  branch: string;
  quota: string;
  seat_type: string;
  gender: string;
  /** As published, with the preparatory-list 'P' suffix ("44P"). */
  opening_rank: string;
  closing_rank: string;
  /** The number in the rank ("44P" -> 44), for sorting and comparing. */
  opening_rank_num: number;
  closing_rank_num: number;
  /** 1 when the opening rank carries 'P', else 0. */
  opening_is_preparatory: number;
  /** 1 when the closing rank carries 'P' (the seat went to the preparatory list), else 0. */
  is_preparatory: number;
  /** Highly, Moderately or Less Competitive (domain/josaa/competitiveness.ts), computed at import. */
  competitiveness: string;
  /** NIRF engineering rank in the latest NIRF list not after `year`; null when banded or unranked. */
  nirf_rank: number | null;
  /** NIRF sort key: the rank, or the band's first rank; null when unranked. */
  nirf_sort: number | null;
  /** Position in the finder's default order (year, NIRF, institute, closing rank, program, ...). */
  nirf_order: number;
  /** Position of the institute's name in alphabetical order. */
  institute_order: number;
  /** 1-based line of the row in its file. */
  source_line: number;
  /** Name of the file the row came from (josaa_cutoffs_2026.csv); '' for rows imported before files were tracked. */
  source_file: string;
}

/** Each imported JoSAA cut-off file, as it was when imported. */
export interface JosaaFilesTable {
  /** File name (no folder), e.g. josaa_cutoffs_2026.csv. */
  name: string;
  /** sha256 (hex) of the file. */
  checksum: string;
  row_count: number;
  /** The years of its rows, comma-separated ("2018,2019"). */
  years: string;
  /** ISO-8601 UTC timestamp. */
  imported_at: string;
}

/** Each JoSAA institute and the NIRF engineering name it was matched to (domain/josaa/instituteMatching.ts). */
export interface JosaaInstitutesTable {
  name: string;
  institute_type: string;
  /** Normalised NIRF name the institute matched, or null when NIRF does not rank it. */
  nirf_key: string | null;
  /** 'name' (normalised names equal) or 'alias' (explicit alias table); null when unmatched. */
  match_method: string | null;
}

/** NIRF engineering rank of a JoSAA institute for a finder year (the latest NIRF list not after it). */
export interface JosaaNirfRanksTable {
  institute: string;
  /** The JoSAA (finder) year. */
  year: number;
  /** The NIRF list used: the latest NIRF year not after `year`. */
  nirf_year: number;
  /** The scored rank, or null for a rank band (101-150 ...). */
  nirf_rank: number | null;
  /** The rank as NIRF prints it ("7" or "101-150"). */
  nirf_rank_text: string;
  /** Sort key: the rank, or the band's first rank (so banded institutes sort after ranked, before unranked). */
  nirf_sort: number;
}

/** An account (issue 6). Flags are 0/1; timestamps ISO-8601 UTC text. */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  /** Lower-case e-mail: unique, so e-mails are unique case-insensitively. */
  email_key: string;
  username: string;
  first_name: string;
  last_name: string;
  city: string;
  state: string;
  phone_number: string | null;
  /** scrypt$N$r$p$salt$hash; null for Google-only accounts. */
  password_hash: string | null;
  is_email_verified: number;
  auth_provider: string;
  /** "<issuer> <sub>" of the linked OpenID Connect account. */
  oidc_subject: string | null;
  created_at: string;
  updated_at: string;
}

/** Every refresh token issued; a family is one login session, rotated on each refresh. */
export interface RefreshTokensTable {
  jti: string;
  user_id: number;
  family_id: string;
  issued_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

/** The live six-digit code of a user for 'verify' or 'reset' (stored as an HMAC). */
export interface EmailCodesTable {
  user_id: number;
  purpose: string;
  code_hash: string;
  expires_at: string;
  attempts: number;
  sent_at: string;
  resend_count: number;
  series_started_at: string;
}

/** A pending Google (OpenID Connect) sign-in, keyed by its state. */
export interface OidcStatesTable {
  state: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  created_at: string;
  expires_at: string;
}

/** A fixed-window counter shared by every API instance (rate limits, wrong e-mail codes per account). */
export interface RateLimitCountersTable {
  key: string;
  count: number;
  /** ISO-8601 UTC end of the window. */
  window_ends_at: string;
}

/** Page views of one path on one UTC day. */
export interface PageViewCountsTable {
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** Without query string or fragment. */
  path: string;
  views: number;
}

/** Where a JoSAA institute is and whose candidates its HS and special quotas serve (institute_states.csv). */
export interface JosaaInstituteStatesTable {
  institute: string;
  institute_type: string;
  state: string;
  /** `;`-separated official state/UT names; '' when the institute has no HS seats. */
  hs_quota_states: string;
  /** `CODE: state; CODE: state` (GO, JK, LA, AP); '' when none. */
  special_quotas: string;
  source: string;
  note: string;
}

/** A signed-in student's shortlist of seats. */
export interface ShortlistsTable {
  user_id: number;
  /** JSON array of ShortlistItem, in the student's order. */
  items: string;
  /** ISO-8601 UTC timestamp. */
  updated_at: string;
}

export interface Database {
  nirf_rankings: NirfRankingsTable;
  datasets: DatasetsTable;
  page_views: PageViewsTable;
  josaa_cutoffs: JosaaCutoffsTable;
  josaa_institutes: JosaaInstitutesTable;
  josaa_nirf_ranks: JosaaNirfRanksTable;
  josaa_files: JosaaFilesTable;
  mhtcet_cutoffs: MhtcetCutoffsTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  email_codes: EmailCodesTable;
  oidc_states: OidcStatesTable;
  rate_limit_counters: RateLimitCountersTable;
  page_view_counts: PageViewCountsTable;
  josaa_institute_states: JosaaInstituteStatesTable;
  shortlists: ShortlistsTable;
}

export type DialectName = 'sqlite' | 'postgres';
