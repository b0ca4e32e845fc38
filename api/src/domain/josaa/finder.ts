// The JoSAA college finder query: the seats a rank is shown (domain/josaa/chance.ts decides which), with
// their chance, competitiveness and NIRF rank, filtered, sorted and paged. Only bound parameters reach
// SQL; sort columns come from a fixed map.
import { sql, type SqlBool } from 'kysely';
import type { Chance, JeeFinderRow, PagedResponse, SortOrder } from 'shared-contracts';
import type { Db } from '../../db/createDb';
import { totalPages } from '../queryParams';
import { chanceFor, minClosingRankFor } from './chance';
import type { JosaaExamType } from './values';

export const JOSAA_SORT_FIELDS = ['nirf_rank', 'closing_rank', 'opening_rank', 'institute'] as const;
export type JosaaSortField = (typeof JOSAA_SORT_FIELDS)[number];

export interface FinderParams {
  rank: number;
  year: number;
  /** null: every value (ALL). */
  examType: JosaaExamType | null;
  round: number | null;
  quota: string | null;
  seatType: string | null;
  gender: string | null;
  /** Free text matched inside the program name (case-insensitive); null: no branch filter. */
  branch: string | null;
  sortBy: JosaaSortField;
  sortOrder: SortOrder;
  page: number;
  /** Rows per page, or 'all' for every row on one page. */
  pageSize: number | 'all';
}

export type JosaaFinderResponse = PagedResponse<JeeFinderRow>;

/** `text` as a LIKE pattern matching it anywhere, with LIKE's wildcards taken literally (escape char \). */
export const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function filtered(db: Db, params: FinderParams) {
  let query = db.selectFrom('josaa_cutoffs as c').where('c.year', '=', params.year);
  if (params.examType !== null) query = query.where('c.exam_type', '=', params.examType);
  if (params.seatType !== null) query = query.where('c.seat_type', '=', params.seatType);
  if (params.gender !== null) query = query.where('c.gender', '=', params.gender);
  if (params.quota !== null) query = query.where('c.quota', '=', params.quota);
  if (params.round !== null) query = query.where('c.round', '=', params.round);
  const minClosing = minClosingRankFor(params.rank);
  query = query.where((eb) => eb.or([eb('c.closing_rank_num', '>=', minClosing), eb('c.is_preparatory', '=', 1)]));
  if (params.branch !== null) {
    const pattern = containsPattern(params.branch);
    query = query.where(sql<SqlBool>`lower(${sql.ref('c.program')}) like ${pattern} escape '\\'`);
  }
  return query;
}

interface SortKey {
  column: 'nirf_sort' | 'nirf_order' | 'institute_order' | 'is_preparatory' | 'closing_rank_num' | 'opening_is_preparatory' | 'opening_rank_num';
  /** Follows sort_order; otherwise always ascending (the tie-breaker). */
  directed: boolean;
  nullsLast?: boolean;
}

/** nirf_order: the default order (NIRF, institute, closing rank, program, ...), computed at import. */
const TIES: SortKey = { column: 'nirf_order', directed: false };

/**
 * The order of each sort field, on integer keys computed at import (import/josaa.ts), all in the finder
 * index. NIRF: banded after ranked, unranked last in both directions. Ranks: 'P' ranks (preparatory
 * list) come after every regular rank when ascending. Ties follow the default order, so pages never overlap.
 */
const SORTS: Record<JosaaSortField, (order: SortOrder) => SortKey[]> = {
  // nirf_order already starts with the NIRF key (banded after ranked, unranked last), so ascending is
  // that one column, read in order from its index.
  nirf_rank: (order) => (order === 'asc' ? [TIES] : [{ column: 'nirf_sort', directed: true, nullsLast: true }, TIES]),
  closing_rank: () => [{ column: 'is_preparatory', directed: true }, { column: 'closing_rank_num', directed: true }, TIES],
  opening_rank: () => [{ column: 'opening_is_preparatory', directed: true }, { column: 'opening_rank_num', directed: true }, TIES],
  institute: () => [{ column: 'institute_order', directed: true }, TIES],
};

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

/**
 * Two statements: the count, and the page, whose inner query finds the page's ids on a finder index
 * alone (no table reads; the default order needs no sort at all) and whose outer query reads just those
 * rows.
 */
export async function findJosaaSeats(db: Db, params: FinderParams): Promise<JosaaFinderResponse> {
  const countRow = await filtered(db, params)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const count = Number(countRow.count);
  const pageSize = params.pageSize === 'all' ? Math.max(count, 1) : params.pageSize;
  const page = params.pageSize === 'all' ? 1 : params.page;
  const offset = (page - 1) * pageSize;
  const base = { count, page, total_pages: totalPages(count, pageSize) };
  if (offset >= count) return { results: [], ...base };

  const keys = SORTS[params.sortBy](params.sortOrder);
  const direction = (key: SortKey) => (key.directed && params.sortOrder === 'desc' ? 'desc' : 'asc');
  let inner = filtered(db, params).select([
    'c.id', 'c.nirf_sort', 'c.nirf_order', 'c.institute_order', 'c.is_preparatory', 'c.closing_rank_num', 'c.opening_is_preparatory',
    'c.opening_rank_num',
  ]);
  for (const key of keys) {
    inner = inner.orderBy(sql.ref(`c.${key.column}`), (ob) => (key.nullsLast ? ob[direction(key)]().nullsLast() : ob[direction(key)]()));
  }
  if (params.pageSize !== 'all') inner = inner.limit(pageSize).offset(offset);

  let outer = db
    .selectFrom(inner.as('p'))
    .innerJoin('josaa_cutoffs as r', 'r.id', 'p.id')
    .select([
      'r.institute', 'r.program', 'r.branch', 'r.opening_rank', 'r.closing_rank', 'r.seat_type', 'r.quota', 'r.round', 'r.gender',
      'r.closing_rank_num', 'r.is_preparatory', 'r.competitiveness', 'r.nirf_rank', 'r.year', 'r.institute_type',
    ]);
  for (const key of keys) {
    outer = outer.orderBy(sql.ref(`p.${key.column}`), (ob) => (key.nullsLast ? ob[direction(key)]().nullsLast() : ob[direction(key)]()));
  }
  const rows = await outer.execute();
  return { results: rows.map((row) => toRow(row, params.rank)), ...base };
}

interface StoredRow {
  institute: string;
  program: string;
  branch: string;
  opening_rank: string;
  closing_rank: string;
  seat_type: string;
  quota: string;
  round: number | string;
  gender: string;
  closing_rank_num: number | string;
  is_preparatory: number | string;
  competitiveness: string;
  nirf_rank: number | string | null;
  year: number | string;
  institute_type: string;
}

function toRow(row: StoredRow, rank: number): JeeFinderRow {
  const chance: Chance = chanceFor(rank, { num: Number(row.closing_rank_num), preparatory: Number(row.is_preparatory) === 1 }) ?? 'Low';
  return {
    institute: row.institute,
    program: row.program,
    branch: row.branch,
    opening_rank: row.opening_rank,
    closing_rank: row.closing_rank,
    seat_type: row.seat_type,
    quota: row.quota,
    round: Number(row.round),
    gender: row.gender,
    chance,
    competitiveness: row.competitiveness,
    nirf_rank: num(row.nirf_rank),
    year: Number(row.year),
    institute_type: row.institute_type,
  };
}
