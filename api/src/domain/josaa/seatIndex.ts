// The JoSAA finder's in-memory index: per year, the rows a search can return, in the finder's default
// order, with their filter fields in typed arrays, grouped by (exam, seat type, gender), and each group's
// members in every order the finder offers. A search reads only the groups its filters allow, with no
// database round trip and no sort, which is what lets the finder answer the week results come out at
// thousands of requests per second (api/bench/load/josaa-finder.mjs, docs/benchmarks.md).
//
// The orders themselves still come from the database (finder.ts's ORDER BY keys, read once per year and
// order), so they are the same on SQLite and PostgreSQL as the SQL finder's were. The data changes only at
// import: the index is keyed by the data set's checksum, dropped at once after an import in this process
// and rebuilt within a second after an import by another process (domain/perDataset.ts).
//
// The rows themselves are columns too: each text field is a number standing for one of the year's distinct
// texts, kept once with its JSON form. 530,000 row objects (and their JSON, cached per row as pages were
// served) were most of an API worker's memory; an answer's rows are now written from the columns.
import { sql } from 'kysely';
import type { Chance } from 'shared-contracts';
import type { Db } from '../../db/createDb';
import { columnAt } from '../columnAt';
import { chanceSlot, flat, pieceTable, TAIL_CHANCES as CHANCES } from '../jsonPieces';
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

/** The response's text fields of a row; each is stored as a number standing for a text of RowTexts. */
const TEXT_FIELDS = ['institute', 'program', 'branch', 'seat_type', 'quota', 'gender', 'competitiveness', 'institute_type'] as const;
const RANK_FIELDS = ['opening_rank', 'closing_rank'] as const;

/** Distinct texts, each with its JSON string literal (quoted, escaped) for writing answers. */
export interface RowTexts {
  text: string[];
  json: string[];
}

/** One year's rows. Arrays are indexed by position in the default order. */
export interface YearIndex {
  year: number;
  /** The names (institutes, programs, seat types...) of the text fields; rank texts apart (many more). */
  names: RowTexts;
  ranks: RowTexts;
  /** For each text field, the number of its text (in `names`, or `ranks` for the ranks). */
  texts: Record<(typeof TEXT_FIELDS)[number], Uint16Array> & Record<(typeof RANK_FIELDS)[number], Uint32Array>;
  /** NIRF rank, -1 for none. */
  nirfRank: Int32Array;
  /** lower(program), for the branch filter (one string per distinct program, shared). */
  programLower: string[];
  examType: Uint8Array;
  seatType: Uint8Array;
  gender: Uint8Array;
  quota: Uint8Array;
  round: Uint8Array;
  closingNum: Float64Array;
  preparatory: Uint8Array;
  /** The nirf_order of each position (unique, set at import): ascending, as positions follow it. */
  nirfOrder: Float64Array;
  /** The small integer standing for each exam type, seat type, gender and quota of this year. */
  ids: { examType: Map<string, number>; seatType: Map<string, number>; gender: Map<string, number>; quota: Map<string, number> };
  /** The number standing for each (exam, seat type, gender) group present; key groupKey(). */
  groupIds: Map<number, number>;
  /** The group number of each position. */
  groupOf: Uint16Array;
  /** The rows in the default order (position order). */
  defaultOrder: Ordering;
  /** The search's filter columns of each group of the default order, in that group's order (by group number). */
  defaultGroupColumns: ListColumns[];
  /** The rows in another order, built on first use; key orderKey(). */
  ordered: Map<string, Promise<Ordering>>;
  /** Each row's JSON in three shared pieces around its ranks (seatRowJson). */
  rowJson: RowJsonParts;
}

/**
 * A row's JSON is `head + opening rank + ',"closing_rank":' + closing rank + middle + tail`: the head holds
 * the course (institute, program, branch), the middle the seat (seat type, quota, round, gender) up to the
 * chance, the tail the chance and the institute's fields. Rows share their pieces (a few thousand heads and
 * about a thousand middles and tails a year), so a row is written in five joins instead of one per field:
 * writing a page's text was the largest part of a random search's CPU that `/health` does not share.
 */
export interface RowJsonParts {
  head: string[];
  headOf: Uint32Array;
  middle: string[];
  middleOf: Uint32Array;
  /** Three per tail, one per chance, in CHANCES order: tail[tailOf[pos] + chanceSlot(chance)]. */
  tail: string[];
  tailOf: Uint32Array;
}

/** A row as an object (what the columns hold at `pos`). */
export function seatRow(index: YearIndex, pos: number): SeatRow {
  const { names, ranks, texts } = index;
  const nirf = index.nirfRank[pos];
  return {
    institute: names.text[texts.institute[pos]],
    program: names.text[texts.program[pos]],
    branch: names.text[texts.branch[pos]],
    opening_rank: ranks.text[texts.opening_rank[pos]],
    closing_rank: ranks.text[texts.closing_rank[pos]],
    seat_type: names.text[texts.seat_type[pos]],
    quota: names.text[texts.quota[pos]],
    round: index.round[pos],
    gender: names.text[texts.gender[pos]],
    competitiveness: names.text[texts.competitiveness[pos]],
    nirf_rank: nirf < 0 ? null : nirf,
    year: index.year,
    institute_type: names.text[texts.institute_type[pos]],
  };
}

/**
 * A row as the finder's JSON, `chance` placed after gender: the same text as JSON.stringify of the finder's
 * row object (seatRow plus chance), from the row's shared pieces.
 */
export function seatRowJson(index: YearIndex, pos: number, chance: Chance): string {
  const r = index.ranks.json;
  const t = index.texts;
  const parts = index.rowJson;
  return (
    parts.head[parts.headOf[pos]] + r[t.opening_rank[pos]] + ',"closing_rank":' + r[t.closing_rank[pos]] +
    parts.middle[parts.middleOf[pos]] + parts.tail[parts.tailOf[pos] + chanceSlot(chance)]
  );
}

/** The shared pieces of every row's JSON (RowJsonParts), from the index's text columns. */
function rowJsonParts(index: YearIndex): RowJsonParts {
  const n = index.round.length;
  const heads = pieceTable();
  const middles = pieceTable();
  const tails = pieceTable();
  const parts: RowJsonParts = { head: heads.pieces, headOf: new Uint32Array(n), middle: middles.pieces, middleOf: new Uint32Array(n), tail: [], tailOf: new Uint32Array(n) };
  const j = index.names.json;
  const t = index.texts;
  for (let pos = 0; pos < n; pos += 1) {
    parts.headOf[pos] = heads.idOf(flat('{"institute":', j[t.institute[pos]], ',"program":', j[t.program[pos]], ',"branch":', j[t.branch[pos]], ',"opening_rank":'));
    parts.middleOf[pos] = middles.idOf(
      flat(',"seat_type":', j[t.seat_type[pos]], ',"quota":', j[t.quota[pos]], ',"round":', String(index.round[pos]), ',"gender":', j[t.gender[pos]], ',"chance":'),
    );
    const nirf = index.nirfRank[pos];
    const institute = flat(
      ',"competitiveness":', j[t.competitiveness[pos]], ',"nirf_rank":', nirf < 0 ? 'null' : String(nirf),
      ',"year":', String(index.year), ',"institute_type":', j[t.institute_type[pos]], '}',
    );
    // Tails are numbered by their chance-free text; each number stands for three entries of `tail`.
    parts.tailOf[pos] = tails.idOf(institute) * CHANCES.length;
  }
  parts.tail = tails.pieces.flatMap((institute) => CHANCES.map((chance) => flat('"', chance, '"', institute)));
  return parts;
}

/** Numbers for distinct texts, at most `max` of them. */
function textTable(max: number): { texts: RowTexts; idOf(value: string): number } {
  const ids = new Map<string, number>();
  const texts: RowTexts = { text: [], json: [] };
  return {
    texts,
    idOf(value) {
      let id = ids.get(value);
      if (id === undefined) {
        id = texts.text.length;
        if (id >= max) throw new Error(`More than ${max} distinct texts in the JoSAA rows of one year (at "${value}")`);
        ids.set(value, id);
        texts.text.push(value);
        texts.json.push(JSON.stringify(value));
      }
      return id;
    },
  };
}

/** One order of a year's rows: all positions in that order, and each group's positions in that order. */
export interface Ordering {
  all: Int32Array;
  /** Indexed by group number. */
  byGroup: Int32Array[];
}

/**
 * The columns a search filters on, for the rows of one list in the list's order. A group's rows lie one in
 * every ~40 positions of the year (a group is one exam, seat type and gender): read at their positions, each
 * row's closing rank, round and quota sat in cache lines of their own (~5,000 lines for a group of 1,900 rows);
 * side by side they take ~330.
 */
export interface ListColumns {
  closingNum: Float64Array;
  preparatory: Uint8Array;
  round: Uint8Array;
  quota: Uint8Array;
}

function listColumns(index: Pick<YearIndex, 'closingNum' | 'preparatory' | 'round' | 'quota'>, list: Int32Array): ListColumns {
  return {
    closingNum: columnAt(index.closingNum, list),
    preparatory: columnAt(index.preparatory, list),
    round: columnAt(index.round, list),
    quota: columnAt(index.quota, list),
  };
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
  const names = textTable(0x10000);
  const ranks = textTable(0x100000000);
  const index: YearIndex = {
    year,
    names: names.texts,
    ranks: ranks.texts,
    texts: {
      institute: new Uint16Array(n),
      program: new Uint16Array(n),
      branch: new Uint16Array(n),
      seat_type: new Uint16Array(n),
      quota: new Uint16Array(n),
      gender: new Uint16Array(n),
      competitiveness: new Uint16Array(n),
      institute_type: new Uint16Array(n),
      opening_rank: new Uint32Array(n),
      closing_rank: new Uint32Array(n),
    },
    nirfRank: new Int32Array(n),
    programLower: new Array<string>(n),
    examType: new Uint8Array(n),
    seatType: new Uint8Array(n),
    gender: new Uint8Array(n),
    quota: new Uint8Array(n),
    round: new Uint8Array(n),
    closingNum: new Float64Array(n),
    preparatory: new Uint8Array(n),
    nirfOrder: new Float64Array(n),
    ids: { examType: new Map(), seatType: new Map(), gender: new Map(), quota: new Map() },
    groupIds: new Map(),
    groupOf: new Uint16Array(n),
    defaultOrder: { all: Int32Array.from({ length: n }, (_, pos) => pos), byGroup: [] },
    defaultGroupColumns: [],
    ordered: new Map(),
    rowJson: { head: [], headOf: new Uint32Array(0), middle: [], middleOf: new Uint32Array(0), tail: [], tailOf: new Uint32Array(0) },
  };
  // One lower-case copy of each program name instead of one per row.
  const lowered = new Map<string, string>();
  stored.forEach((row, pos) => {
    for (const field of TEXT_FIELDS) index.texts[field][pos] = names.idOf(row[field]);
    for (const field of RANK_FIELDS) index.texts[field][pos] = ranks.idOf(row[field]);
    const nirf = num(row.nirf_rank);
    index.nirfRank[pos] = nirf === null ? -1 : nirf;
    let lower = lowered.get(row.program);
    if (lower === undefined) {
      lower = row.program.toLowerCase();
      lowered.set(row.program, lower);
    }
    index.programLower[pos] = lower;
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
    index.nirfOrder[pos] = Number(row.nirf_order);
    const key = groupKey(exam, seat, gender);
    let group = index.groupIds.get(key);
    if (group === undefined) {
      group = index.groupIds.size;
      index.groupIds.set(key, group);
    }
    index.groupOf[pos] = group;
  });
  index.defaultOrder.byGroup = byGroup(index.defaultOrder.all, index.groupOf, index.groupIds.size);
  index.defaultGroupColumns = index.defaultOrder.byGroup.map((list) => listColumns(index, list));
  index.rowJson = rowJsonParts(index);
  return index;
}

/** The position of the row with this nirf_order (binary search: positions follow nirf_order). */
function positionOf(index: YearIndex, nirfOrder: number): number {
  let lo = 0;
  let hi = index.nirfOrder.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (index.nirfOrder[mid] < nirfOrder) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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
    const all = Int32Array.from(ordered, (row) => positionOf(index, Number(row.nirf_order)));
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
