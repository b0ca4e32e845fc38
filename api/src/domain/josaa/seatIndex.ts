// The JoSAA finder's in-memory index: per year, the rows a search can return, in the finder's default
// order, with their filter fields in typed arrays, grouped by (exam, seat type, gender), and each group's
// members in every order the finder offers. A search reads only the groups its filters allow, with no
// database round trip and no sort, which is what lets the finder answer the week results come out at
// thousands of requests per second (api/bench/josaa-finder.mjs, docs/benchmarks.md).
//
// The orders themselves still come from the database (finder.ts's ORDER BY keys, read once per year and
// order), so they are the same on SQLite and PostgreSQL as the SQL finder's were. The data changes only at
// import: the index is keyed by the data set's checksum, dropped at once after an import in this process
// and rebuilt within a second after an import by another process (domain/perDataset.ts).
import { sql } from 'kysely';
import type { Db } from '../../db/createDb';
import { perDataset } from '../perDataset';
import { JOSAA_DATASET } from './options';

export interface SortKey {
  column: 'nirf_sort' | 'nirf_order' | 'institute_order' | 'is_preparatory' | 'closing_rank_num' | 'opening_is_preparatory' | 'opening_rank_num';
  /** Follows the sort order; otherwise always ascending (the tie-breaker). */
  directed: boolean;
  nullsLast?: boolean;
}

/** The response fields of a row, as stored. */
export interface SeatRow {
  institute: string;
  program: string;
  branch: string;
  opening_rank: string;
  closing_rank: string;
  seat_type: string;
  quota: string;
  round: number;
  gender: string;
  competitiveness: string;
  nirf_rank: number | null;
  year: number;
  institute_type: string;
}

/** One year's rows. Arrays are indexed by position in the default order. */
export interface YearIndex {
  rows: SeatRow[];
  /** lower(program), for the branch filter. */
  programLower: string[];
  examType: Uint8Array;
  seatType: Uint8Array;
  gender: Uint8Array;
  quota: Uint8Array;
  round: Uint8Array;
  closingNum: Float64Array;
  preparatory: Uint8Array;
  /** Row position of each nirf_order value (unique, set at import). */
  positionOf: Map<number, number>;
  /** The small integer standing for each exam type, seat type, gender and quota of this year. */
  ids: { examType: Map<string, number>; seatType: Map<string, number>; gender: Map<string, number>; quota: Map<string, number> };
  /** The number standing for each (exam, seat type, gender) group present; key groupKey(). */
  groupIds: Map<number, number>;
  /** The group number of each position. */
  groupOf: Uint16Array;
  /** The rows in the default order (position order). */
  defaultOrder: Ordering;
  /** The rows in another order, built on first use; key orderKey(). */
  ordered: Map<string, Promise<Ordering>>;
  /** The JSON of each row up to its chance, and after it, built on first use. */
  jsonHead: (string | undefined)[];
  jsonTail: (string | undefined)[];
}

/** One order of a year's rows: all positions in that order, and each group's positions in that order. */
export interface Ordering {
  all: Int32Array;
  /** Indexed by group number. */
  byGroup: Int32Array[];
}

/** Splits positions (in some order) by group number, keeping the order. */
function byGroup(positions: ArrayLike<number>, groupOf: Uint16Array, groups: number): Int32Array[] {
  const sizes = new Int32Array(groups);
  for (let i = 0; i < positions.length; i += 1) sizes[groupOf[positions[i]]] += 1;
  const lists = Array.from(sizes, (size) => new Int32Array(size));
  const fill = new Int32Array(groups);
  for (let i = 0; i < positions.length; i += 1) {
    const group = groupOf[positions[i]];
    lists[group][fill[group]++] = positions[i];
  }
  return lists;
}

export const groupKey = (examType: number, seatType: number, gender: number): number => (examType * 256 + seatType) * 256 + gender;

const idOf = (map: Map<string, number>, value: string): number => {
  let id = map.get(value);
  if (id === undefined) {
    id = map.size;
    if (id > 255) throw new Error(`More than 256 distinct values in a JoSAA column (at "${value}")`);
    map.set(value, id);
  }
  return id;
};

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

async function loadYear(db: Db, year: number): Promise<YearIndex> {
  const stored = await db
    .selectFrom('josaa_cutoffs')
    .select([
      'institute', 'program', 'branch', 'opening_rank', 'closing_rank', 'seat_type', 'quota', 'round', 'gender', 'closing_rank_num',
      'is_preparatory', 'competitiveness', 'nirf_rank', 'year', 'institute_type', 'exam_type', 'nirf_order',
    ])
    .where('year', '=', year)
    .orderBy('nirf_order')
    .execute();
  const n = stored.length;
  const index: YearIndex = {
    rows: new Array<SeatRow>(n),
    programLower: new Array<string>(n),
    examType: new Uint8Array(n),
    seatType: new Uint8Array(n),
    gender: new Uint8Array(n),
    quota: new Uint8Array(n),
    round: new Uint8Array(n),
    closingNum: new Float64Array(n),
    preparatory: new Uint8Array(n),
    positionOf: new Map(),
    ids: { examType: new Map(), seatType: new Map(), gender: new Map(), quota: new Map() },
    groupIds: new Map(),
    groupOf: new Uint16Array(n),
    defaultOrder: { all: Int32Array.from({ length: n }, (_, pos) => pos), byGroup: [] },
    ordered: new Map(),
    jsonHead: new Array<string | undefined>(n),
    jsonTail: new Array<string | undefined>(n),
  };
  // One copy of each repeated text instead of one per row.
  const texts = new Map<string, string>();
  const intern = (value: string): string => texts.get(value) ?? (texts.set(value, value), value);
  stored.forEach((row, pos) => {
    index.rows[pos] = {
      institute: intern(row.institute),
      program: intern(row.program),
      branch: intern(row.branch),
      opening_rank: row.opening_rank,
      closing_rank: row.closing_rank,
      seat_type: intern(row.seat_type),
      quota: intern(row.quota),
      round: Number(row.round),
      gender: intern(row.gender),
      competitiveness: intern(row.competitiveness),
      nirf_rank: num(row.nirf_rank),
      year: Number(row.year),
      institute_type: intern(row.institute_type),
    };
    index.programLower[pos] = intern(row.program.toLowerCase());
    const exam = idOf(index.ids.examType, row.exam_type);
    const seat = idOf(index.ids.seatType, row.seat_type);
    const gender = idOf(index.ids.gender, row.gender);
    index.examType[pos] = exam;
    index.seatType[pos] = seat;
    index.gender[pos] = gender;
    index.quota[pos] = idOf(index.ids.quota, row.quota);
    index.round[pos] = Number(row.round);
    index.closingNum[pos] = Number(row.closing_rank_num);
    index.preparatory[pos] = Number(row.is_preparatory) === 1 ? 1 : 0;
    index.positionOf.set(Number(row.nirf_order), pos);
    const key = groupKey(exam, seat, gender);
    let group = index.groupIds.get(key);
    if (group === undefined) {
      group = index.groupIds.size;
      index.groupIds.set(key, group);
    }
    index.groupOf[pos] = group;
  });
  index.defaultOrder.byGroup = byGroup(index.defaultOrder.all, index.groupOf, index.groupIds.size);
  return index;
}

/** The orders are described by their ORDER BY keys; this names one (column, direction) list. */
export const orderKey = (keys: readonly SortKey[], descending: boolean): string =>
  keys.map((k) => `${k.column}:${k.directed && descending ? 'desc' : 'asc'}${k.nullsLast ? ':nl' : ''}`).join(',');

/** Each group's positions in the order of `keys` (read from the database once per year and order). */
export function orderingOf(db: Db, year: number, index: YearIndex, keys: readonly SortKey[], descending: boolean): Promise<Ordering> {
  const name = orderKey(keys, descending);
  const known = index.ordered.get(name);
  if (known) return known;
  const built = (async () => {
    let query = db.selectFrom('josaa_cutoffs').select(['nirf_order']).where('year', '=', year);
    for (const key of keys) {
      const direction = key.directed && descending ? 'desc' : 'asc';
      query = query.orderBy(sql.ref(key.column), (ob) => (key.nullsLast ? ob[direction]().nullsLast() : ob[direction]()));
    }
    const ordered = await query.execute();
    const all = Int32Array.from(ordered, (row) => index.positionOf.get(Number(row.nirf_order)) as number);
    return { all, byGroup: byGroup(all, index.groupOf, index.groupIds.size) };
  })();
  index.ordered.set(name, built);
  built.catch(() => index.ordered.delete(name));
  return built;
}

/** Each year's index (built on first use) of the JoSAA data now in the database. */
const yearIndexes = perDataset(JOSAA_DATASET, () => new Map<number, Promise<YearIndex>>());

/** The index of `year` of the data now in `db` (built on first use after each import). */
export async function josaaYearIndex(db: Db, year: number): Promise<YearIndex> {
  const years = await yearIndexes.current(db);
  const known = years.get(year);
  if (known) return known;
  const built = loadYear(db, year);
  years.set(year, built);
  built.catch(() => {
    if (years.get(year) === built) years.delete(year);
  });
  return built;
}

/** Drops the index of `db` (after an import in this process). */
export function forgetJosaaSeatIndex(db: Db): void {
  yearIndexes.forget(db);
}
