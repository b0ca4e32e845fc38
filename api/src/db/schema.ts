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

export interface DatasetsTable {
  name: string;
  /** sha256 (hex) of the imported file. */
  checksum: string;
  row_count: number;
  /** ISO-8601 UTC timestamp. */
  imported_at: string;
}

export interface PageViewsTable {
  id: Generated<number>;
  path: string;
  title: string | null;
  referrer: string | null;
  user_agent: string | null;
  /** ISO-8601 UTC timestamp. */
  created_at: string;
}

export interface Database {
  nirf_rankings: NirfRankingsTable;
  datasets: DatasetsTable;
  page_views: PageViewsTable;
}

export type DialectName = 'sqlite' | 'postgres';
