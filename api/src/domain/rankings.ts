// NIRF rankings queries: a page (or all) of a year's list, optionally for one state, and the states
// and years that have data. Only bound parameters reach SQL; sort columns come from a fixed map.
import { sql, type Expression } from 'kysely';
import type { FilterOption, RankingRow, RankingSortField, RankingsResponse, SortOrder } from 'shared-contracts';
import type { Db } from '../db/createDb';
import { AnswerCache } from './answerCache';
import { perDataset } from './perDataset';
import { totalPages } from './paging';
import { stateLabel } from './states';

/** The NIRF list's name in the datasets table (the importer records its checksum there). */
export const NIRF_DATASET = 'nirf_engineering';

export interface RankingsParams {
  year: number;
  /** Normalised state key, or null for every state. */
  stateKey: string | null;
  sortBy: RankingSortField;
  sortOrder: SortOrder;
  page: number;
  /** Rows per page, or 'all' for every row on one page. */
  pageSize: number | 'all';
}

interface SortKey {
  expression: Expression<unknown>;
  /** NULLs are placed last in both directions (SQLite and PostgreSQL disagree by default). */
  nullable: boolean;
  /** Identifies the key, so a tie-breaker already in the sort is not repeated. */
  id: string;
}

const column = (name: 'rank_min' | 'rank_max' | 'state_key'): SortKey => ({ expression: sql.ref(name), nullable: false, id: name });
const metric = (name: 'score' | 'tlr' | 'rpc' | 'go' | 'oi' | 'perception'): SortKey => ({ expression: sql.ref(name), nullable: true, id: name });
const lower = (name: 'name' | 'city'): SortKey => ({ expression: sql`lower(${sql.ref(name)})`, nullable: false, id: `lower(${name})` });

/** What each sort field orders by (the later keys break ties within the field). */
const SORT_KEYS: Record<RankingSortField, SortKey[]> = {
  rank_min: [column('rank_min')],
  rank: [column('rank_min'), column('rank_max')],
  name: [lower('name')],
  city: [lower('city')],
  state: [column('state_key')],
  score: [metric('score')],
  tlr: [metric('tlr')],
  rpc: [metric('rpc')],
  go: [metric('go')],
  oi: [metric('oi')],
  perception: [metric('perception')],
};

/** Ties: better rank first, then name, then file order, so pages never overlap. Always ascending. */
const TIE_BREAKERS: SortKey[] = [column('rank_min'), lower('name'), { expression: sql.ref('id'), nullable: false, id: 'id' }];

function filtered(db: Db, year: number, stateKey: string | null) {
  let query = db.selectFrom('nirf_rankings').where('year', '=', year);
  if (stateKey !== null) query = query.where('state_key', '=', stateKey);
  return query;
}

const ROW_COLUMNS = [
  'rank_text', 'institute_id', 'name', 'city', 'state', 'state_key', 'score', 'tlr', 'rpc', 'go', 'oi', 'perception',
] as const;

interface StoredRow {
  rank_text: string;
  institute_id: string | null;
  name: string;
  city: string;
  state: string;
  state_key: string;
  score: number | null;
  tlr: number | null;
  rpc: number | null;
  go: number | null;
  oi: number | null;
  perception: number | null;
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function toRankingRow(row: StoredRow): RankingRow {
  return {
    rank: /^\d+$/.test(row.rank_text) ? Number(row.rank_text) : row.rank_text,
    institute_id: row.institute_id,
    name: row.name,
    city: row.city,
    state: stateLabel(row.state_key, row.state),
    score: num(row.score),
    tlr: num(row.tlr),
    rpc: num(row.rpc),
    go: num(row.go),
    oi: num(row.oi),
    perception: num(row.perception),
  };
}

export async function findRankings(db: Db, params: RankingsParams): Promise<RankingsResponse> {
  const countRow = await filtered(db, params.year, params.stateKey)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const count = Number(countRow.count);
  const pageSize = params.pageSize === 'all' ? Math.max(count, 1) : params.pageSize;
  const page = params.pageSize === 'all' ? 1 : params.page;
  const offset = (page - 1) * pageSize;
  const base = { count, page, total_pages: totalPages(count, pageSize) };
  if (offset >= count) return { results: [], ...base };

  let query = filtered(db, params.year, params.stateKey).select(ROW_COLUMNS);
  const keys = SORT_KEYS[params.sortBy];
  for (const key of keys) {
    query = query.orderBy(key.expression, (ob) => {
      const directed = params.sortOrder === 'desc' ? ob.desc() : ob.asc();
      return key.nullable ? directed.nullsLast() : directed;
    });
  }
  for (const key of TIE_BREAKERS) if (!keys.some((k) => k.id === key.id)) query = query.orderBy(key.expression, 'asc');
  const rows = await query.limit(pageSize).offset(offset).execute();
  return { results: rows.map(toRankingRow), ...base };
}

/** Whether any row of `year` has this state key. */
export async function stateHasRankings(db: Db, year: number, stateKey: string): Promise<boolean> {
  const row = await filtered(db, year, stateKey).select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The states that have rows in `year`, as options sorted by label. */
export async function rankingStateOptions(db: Db, year: number): Promise<FilterOption[]> {
  const rows = await db
    .selectFrom('nirf_rankings')
    .where('year', '=', year)
    .select(['state_key', (eb) => eb.fn.min('state').as('state')])
    .groupBy('state_key')
    .execute();
  return rows
    .map((row) => ({ value: row.state_key, label: stateLabel(row.state_key, row.state) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/** The years that have rows, newest first. */
export async function rankingYearsWithData(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('nirf_rankings').select('year').distinct().orderBy('year', 'desc').execute();
  return rows.map((row) => Number(row.year));
}

/** Rankings pages already written, per request, for the NIRF list now in the database. */
const keptAnswers = perDataset(NIRF_DATASET, () => new AnswerCache());

/**
 * A rankings page as UTF-8 JSON (RankingsResponse), kept for the next identical request on the same data: the
 * list changes only at import, and the first page of the newest year is what most visitors ask.
 */
export async function rankingsAnswer(db: Db, params: RankingsParams): Promise<Buffer> {
  const answers = await keptAnswers.current(db);
  const key = JSON.stringify(params);
  const known = answers.get(key);
  if (known) return known;
  const answer = Buffer.from(JSON.stringify(await findRankings(db, params)));
  // Had an import replaced the cache meanwhile, this goes into the old one, which nothing reads any more.
  answers.set(key, answer);
  return answer;
}

/** Drops the kept answers of `db` (after an import in this process). */
export function forgetRankingsAnswers(db: Db): void {
  keptAnswers.forget(db);
}
