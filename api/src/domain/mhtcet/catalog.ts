// The MHT-CET data as the API serves it, built once per import and kept in memory:
// - the catalog: the quotas, seat types, districts, rounds and branches that the option lists offer
//   and the finder accepts;
// - the finder index: per year, the rows a search can return (Maharashtra-list rows by seat type, and
//   All India rows allotted on JEE Main), pre-sorted in each order the finder offers, so a search reads
//   only the candidate rows of the chosen seat types, with no database round trip and no sort.
// The data changes only at import. The cache is keyed by the data set's checksum and import time in
// `datasets`: an import in this process is picked up by the next request, and one by another process
// (the CLI, another API instance on the same PostgreSQL) within VERSION_CHECK_MS.
import { STATEWISE_QUOTA, type SortOrder } from 'shared-contracts';
import type { Db } from '../../db/createDb';
import { MHTCET_DATASET } from '../../import/mhtcet';
import { columnAt } from '../columnAt';
import { AI_SEAT_TYPE } from './codes';
import { mhtcetImportsInProcess } from './dataChanges';
import { homeUniversityOfDistrict, seatSection, type SeatSection } from './homeUniversity';

/** Quota sections for All India candidates: never offered in the quota list. */
export const ALL_INDIA_QUOTAS: ReadonlySet<string> = new Set([STATEWISE_QUOTA, 'Maharashtra State Seats Allotted to All India Candidature Candidates']);

/** The order the quota list is offered in (others follow alphabetically). */
const QUOTA_ORDER = [
  'Home University Seats Allotted to Home University Candidates',
  'Home University Seats Allotted to Other Than Home University Candidates',
  'Other Than Home University Seats Allotted to Home University Candidates',
  'Other Than Home University Seats Allotted to Other Than Home University Candidates',
  'State Level',
  'Minority Seats Allotted to Maharashtra State Candidature Candidates',
];

export interface YearRounds {
  /** Rounds with a Maharashtra & Minority seats list. */
  mh: number[];
  /** Rounds with an All India list that has JEE Main rows. */
  allIndia: number[];
}

export interface MhtcetCatalog {
  /** Quotas of the Maharashtra lists, as stored, in offer order (All India quotas left out). */
  offeredQuotas: string[];
  /** Every quota of the Maharashtra lists (the finder accepts these). */
  quotas: ReadonlySet<string>;
  /** Seat types of the Maharashtra lists (never AI), sorted. */
  seatTypes: string[];
  districts: string[];
  /** Years with data, newest first (the finders list exactly these; the newest is the default). */
  years: number[];
  /** Rounds with a Maharashtra list in any year. */
  rounds: number[];
  roundsByYear: ReadonlyMap<number, YearRounds>;
  /** Branch names per year (Maharashtra and JEE Main All India rows), sorted. */
  branchesByYear: ReadonlyMap<number, string[]>;
}

/** Indexes into MhtcetData.texts: 16 bits while every index fits, else 32. */
export type TextIds = Uint16Array | Uint32Array;

/**
 * The searchable rows, one typed array per field, a row being one position in all of them (in the order
 * of the finder's lists: inListOrder): about a third of the heap that one object per row took (two objects,
 * and a boxed number for each fractional value), and no object for the garbage collector to walk. A
 * response builds its page's row objects from these.
 */
export interface RowColumns {
  count: number;
  id: Float64Array;
  year: Uint16Array;
  round: Uint8Array;
  /** 1: an All India row allotted on JEE Main (seat type AI). */
  allIndia: Uint8Array;
  closingRank: Float64Array;
  closingPercentile: Float64Array;
  /** NaN where the list has none (null in the answer). */
  openingRank: Float64Array;
  openingPercentile: Float64Array;
  institute: TextIds;
  branch: TextIds;
  /** As stored (AI on All India rows; the answer shows those as the state-wise seat type). */
  seatType: TextIds;
  /** As stored (the answer's quota_detail on All India rows). */
  quota: TextIds;
  /** As stored: null on All India rows. */
  stage: TextIds;
  clgCode: TextIds;
  branchCode: TextIds;
  status: TextIds;
  district: TextIds;
  /** Each row's place in the tie order (choice code, seat type, quota, stage, then file order): see finishColumns. */
  tieRank: Uint32Array;
}

/**
 * One sorted list of rows (their positions in RowColumns), with the filter fields of each in the list's
 * order: a search's scan reads these adjacent small integers, not the rows.
 */
export interface RowList {
  rows: Uint32Array;
  round: Uint8Array;
  quota: Uint16Array;
  district: Uint16Array;
  branch: Uint16Array;
  seatGroup: Uint16Array;
  groups: RowGroups;
}

/**
 * A list's rows grouped by round, quota and district (a few hundred groups at most): each group's
 * positions in the list, ascending, with its three values. A search that filters on nothing else counts
 * its matches with two binary searches per group and merges just its page from them, instead of reading
 * every row within reach (all of a seat type's rows, for a top rank).
 */
export interface RowGroups {
  round: Uint8Array;
  quota: Uint16Array;
  district: Uint16Array;
  positions: Uint32Array[];
}

export type SortColumn = 'closing_rank' | 'closing_percentile';
/** The same rows in each order the finder offers. */
export type Views = Record<SortColumn, Record<SortOrder, RowList>>;

export interface YearIndex {
  /** Maharashtra-list rows, by seat type. */
  mh: ReadonlyMap<string, Views>;
  /** All India rows allotted on JEE Main. */
  allIndia: Views;
}

/**
 * Rows the home-university rule treats alike: the same seat section and the same college university. A
 * few dozen of them, so a search decides the rule once per group, never once per row.
 */
export interface SeatGroup {
  section: SeatSection;
  collegeUniversity: string | null;
}

export interface MhtcetData {
  catalog: MhtcetCatalog;
  years: ReadonlyMap<number, YearIndex>;
  rows: RowColumns;
  /** Every distinct text of the rows, once (RowColumns' text fields index it). */
  texts: readonly (string | null)[];
  /** The integer standing for each quota, district and branch name in RowList. */
  ids: { quota: ReadonlyMap<string, number>; district: ReadonlyMap<string, number>; branch: ReadonlyMap<string, number> };
  /** The seat groups, by RowList.seatGroup (All India rows are in section 'none'). */
  seatGroups: readonly SeatGroup[];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byLabel = (a: string, b: string) => a.localeCompare(b, 'en');

const num = (value: number | string | null): number => (value === null ? NaN : Number(value));

/** Rows read per query while the index is built. */
const LOAD_PAGE_ROWS = 20_000;

/**
 * The stored rows, a page at a time in id order: the 200,000 rows read at once were hundreds of MB of row
 * objects at start, which the process then kept as RSS.
 */
async function* storedRows(db: Db) {
  let after = -1;
  for (;;) {
    const page = await db
      .selectFrom('mhtcet_cutoffs')
      .select([
        'id', 'year', 'round', 'college_code', 'college_name', 'district', 'status', 'branch_code', 'branch_name', 'stage',
        'seat_type', 'quota', 'jee_main_ai', 'opening_rank', 'closing_rank', 'opening_percentile', 'closing_percentile',
      ])
      .where('id', '>', after)
      .orderBy('id')
      .limit(LOAD_PAGE_ROWS)
      .execute();
    yield* page;
    if (page.length < LOAD_PAGE_ROWS) return;
    after = Number(page[page.length - 1].id);
  }
}

async function storedRowCount(db: Db): Promise<number> {
  const row = await db.selectFrom('mhtcet_cutoffs').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The text fields of RowColumns and the stored column each comes from. */
const TEXT_COLUMNS = [
  ['institute', 'college_name'],
  ['branch', 'branch_name'],
  ['seatType', 'seat_type'],
  ['quota', 'quota'],
  ['stage', 'stage'],
  ['clgCode', 'college_code'],
  ['branchCode', 'branch_code'],
  ['status', 'status'],
  ['district', 'district'],
] as const;

type TextColumn = (typeof TEXT_COLUMNS)[number][0];

/** Columns filled row by row while loading, sized for every stored row (the few left out leave unused room). */
function emptyColumns(capacity: number) {
  return {
    count: 0,
    id: new Float64Array(capacity),
    year: new Uint16Array(capacity),
    round: new Uint8Array(capacity),
    allIndia: new Uint8Array(capacity),
    closingRank: new Float64Array(capacity),
    closingPercentile: new Float64Array(capacity),
    openingRank: new Float64Array(capacity),
    openingPercentile: new Float64Array(capacity),
    institute: new Uint32Array(capacity),
    branch: new Uint32Array(capacity),
    seatType: new Uint32Array(capacity),
    quota: new Uint32Array(capacity),
    stage: new Uint32Array(capacity),
    clgCode: new Uint32Array(capacity),
    branchCode: new Uint32Array(capacity),
    status: new Uint32Array(capacity),
    district: new Uint32Array(capacity),
    // Filter fields: copied into each sorted list, then dropped.
    quotaId: new Uint16Array(capacity),
    districtId: new Uint16Array(capacity),
    branchId: new Uint16Array(capacity),
    seatGroupId: new Uint16Array(capacity),
  };
}

type LoadingColumns = ReturnType<typeof emptyColumns>;

/** The same columns with room for more rows (rows stored while the count was read, during an import). */
function grown(c: LoadingColumns): LoadingColumns {
  const bigger = emptyColumns(c.id.length * 2 + 1024);
  for (const key of Object.keys(c) as (keyof LoadingColumns)[]) {
    if (key !== 'count') (bigger[key] as { set(values: ArrayLike<number>): void }).set(c[key] as ArrayLike<number>);
  }
  bigger.count = c.count;
  return bigger;
}

/** The loaded columns cut to the rows kept, text ids narrowed to 16 bits when they fit, the tie order added. */
function finishColumns(loading: LoadingColumns, texts: readonly (string | null)[]): RowColumns {
  const n = loading.count;
  const ids = (column: Uint32Array): TextIds => (texts.length <= 0x10000 ? Uint16Array.from(column.subarray(0, n)) : column.slice(0, n));
  const rows: Omit<RowColumns, 'tieRank'> = {
    count: n,
    id: loading.id.slice(0, n),
    year: loading.year.slice(0, n),
    round: loading.round.slice(0, n),
    allIndia: loading.allIndia.slice(0, n),
    closingRank: loading.closingRank.slice(0, n),
    closingPercentile: loading.closingPercentile.slice(0, n),
    openingRank: loading.openingRank.slice(0, n),
    openingPercentile: loading.openingPercentile.slice(0, n),
    ...(Object.fromEntries(TEXT_COLUMNS.map(([column]) => [column, ids(loading[column])])) as Record<TextColumn, TextIds>),
  };
  const text = (column: TextIds, r: number) => texts[column[r]] as string;
  // Ties after the sort column: choice code, seat type, quota, stage, then file order; always ascending.
  const tieBreak = (a: number, b: number) =>
    byText(text(rows.branchCode, a), text(rows.branchCode, b)) ||
    byText(text(rows.seatType, a), text(rows.seatType, b)) ||
    byText(text(rows.quota, a), text(rows.quota, b)) ||
    byText(texts[rows.stage[a]] ?? '', texts[rows.stage[b]] ?? '') ||
    rows.id[a] - rows.id[b];
  const order = Array.from({ length: n }, (_, r) => r).sort(tieBreak);
  const tieRank = new Uint32Array(n);
  order.forEach((r, place) => (tieRank[r] = place));
  return { ...rows, tieRank };
}

/** The rows `members` (positions in RowColumns) sorted on `key` then the tie order, with their filter fields. */
function rowList(members: readonly number[], key: Float64Array, sign: 1 | -1, rows: RowColumns, loading: LoadingColumns): RowList {
  const { tieRank } = rows;
  const sorted = Uint32Array.from([...members].sort((a, b) => sign * (key[a] - key[b]) || tieRank[a] - tieRank[b]));
  const list: Omit<RowList, 'groups'> = {
    rows: sorted,
    round: columnAt(rows.round, sorted),
    quota: columnAt(loading.quotaId, sorted),
    district: columnAt(loading.districtId, sorted),
    branch: columnAt(loading.branchId, sorted),
    seatGroup: columnAt(loading.seatGroupId, sorted),
  };
  return { ...list, groups: rowGroups(list) };
}

function rowGroups(list: Omit<RowList, 'groups'>): RowGroups {
  const members = new Map<number, number[]>();
  for (let i = 0; i < list.rows.length; i += 1) {
    const key = (list.round[i] * MAX_FILTER_IDS + list.quota[i]) * MAX_FILTER_IDS + list.district[i];
    const positions = members.get(key);
    if (positions) positions.push(i);
    else members.set(key, [i]);
  }
  const groups: RowGroups = { round: new Uint8Array(members.size), quota: new Uint16Array(members.size), district: new Uint16Array(members.size), positions: [] };
  for (const positions of members.values()) {
    const g = groups.positions.length;
    const first = positions[0];
    groups.round[g] = list.round[first];
    groups.quota[g] = list.quota[first];
    groups.district[g] = list.district[first];
    groups.positions.push(Uint32Array.from(positions));
  }
  return groups;
}

function views(members: readonly number[], rows: RowColumns, loading: LoadingColumns): Views {
  return {
    closing_rank: { asc: rowList(members, rows.closingRank, 1, rows, loading), desc: rowList(members, rows.closingRank, -1, rows, loading) },
    closing_percentile: { asc: rowList(members, rows.closingPercentile, 1, rows, loading), desc: rowList(members, rows.closingPercentile, -1, rows, loading) },
  };
}

/**
 * The loaded rows renumbered in the order of the finder's lists (year, All India or not, seat type, closing
 * rank, then load order), and the lists' members with them: a search's rows are then near each other in
 * every column (and in what is kept per row), instead of anywhere among all the rows.
 */
function inListOrder(c: LoadingColumns, texts: readonly (string | null)[], membersByYear: Map<number, { mh: Map<string, number[]>; allIndia: number[] }>): LoadingColumns {
  const n = c.count;
  const order = Array.from({ length: n }, (_, r) => r).sort(
    (a, b) =>
      c.year[a] - c.year[b] ||
      c.allIndia[a] - c.allIndia[b] ||
      byText(texts[c.seatType[a]] ?? '', texts[c.seatType[b]] ?? '') ||
      c.closingRank[a] - c.closingRank[b] ||
      a - b,
  );
  const newOf = new Uint32Array(n);
  order.forEach((r, place) => (newOf[r] = place));
  const out = emptyColumns(n);
  for (const key of Object.keys(c) as (keyof LoadingColumns)[]) {
    if (key === 'count') continue;
    const from = c[key] as unknown as { [i: number]: number };
    const to = out[key] as unknown as { [i: number]: number };
    for (let place = 0; place < n; place += 1) to[place] = from[order[place]];
  }
  out.count = n;
  for (const members of membersByYear.values()) {
    members.allIndia = members.allIndia.map((r) => newOf[r]);
    for (const [seatType, list] of members.mh) members.mh.set(seatType, list.map((r) => newOf[r]));
  }
  return out;
}

/** Quota, district, branch and seat-group ids are kept in 16 bits. */
const MAX_FILTER_IDS = 0x10000;

async function loadData(db: Db): Promise<MhtcetData> {
  // One copy of each repeated text (names, quotas, districts...), and the number standing for it in the columns.
  const texts: (string | null)[] = [];
  const textIds = new Map<string | null, number>();
  const textId = (value: string | null): number => {
    let id = textIds.get(value);
    if (id === undefined) {
      id = texts.length;
      texts.push(value);
      textIds.set(value, id);
    }
    return id;
  };

  const ids = { quota: new Map<string, number>(), district: new Map<string, number>(), branch: new Map<string, number>() };
  const idOf = (map: Map<string, number>, value: string) => {
    let id = map.get(value);
    if (id === undefined) {
      id = map.size;
      if (id >= MAX_FILTER_IDS) throw new Error(`MHT-CET data: more than ${MAX_FILTER_IDS} distinct values of one filter field.`);
      map.set(value, id);
    }
    return id;
  };
  const seatGroups: SeatGroup[] = [];
  const seatGroupIds = new Map<string, number>();
  const seatGroupOf = (section: SeatSection, collegeUniversity: string | null) => {
    const key = `${section}|${collegeUniversity ?? ''}`;
    let id = seatGroupIds.get(key);
    if (id === undefined) {
      id = seatGroups.length;
      seatGroups.push({ section, collegeUniversity });
      seatGroupIds.set(key, id);
    }
    return id;
  };
  const quotas = new Set<string>();
  const seatTypes = new Set<string>();
  const districts = new Set<string>();
  const rounds = new Set<number>();
  const roundsByYear = new Map<number, YearRounds>();
  const branchSets = new Map<number, Set<string>>();
  /** Row positions by year: Maharashtra-list rows by seat type, and the All India rows. */
  const membersByYear = new Map<number, { mh: Map<string, number[]>; allIndia: number[] }>();

  let c = emptyColumns(await storedRowCount(db));
  for await (const row of storedRows(db)) {
    const year = Number(row.year);
    const round = Number(row.round);
    const allIndia = row.seat_type === AI_SEAT_TYPE;
    const jeeMain = Number(row.jee_main_ai) === 1;
    districts.add(row.district);
    const yearRounds = roundsByYear.get(year) ?? { mh: [], allIndia: [] };
    roundsByYear.set(year, yearRounds);
    if (allIndia && !jeeMain) continue; // never returned: MHT-CET, NEET and PCB-course All India rows
    if (allIndia) {
      if (!yearRounds.allIndia.includes(round)) yearRounds.allIndia.push(round);
    } else {
      quotas.add(row.quota);
      seatTypes.add(row.seat_type);
      rounds.add(round);
      if (!yearRounds.mh.includes(round)) yearRounds.mh.push(round);
    }
    const branches = branchSets.get(year) ?? new Set<string>();
    branches.add(row.branch_name);
    branchSets.set(year, branches);

    if (c.count === c.id.length) c = grown(c);
    const r = c.count;
    c.count += 1;
    c.id[r] = Number(row.id);
    c.year[r] = year;
    c.round[r] = round;
    c.allIndia[r] = allIndia ? 1 : 0;
    c.closingRank[r] = Number(row.closing_rank);
    c.closingPercentile[r] = Number(row.closing_percentile);
    c.openingRank[r] = num(row.opening_rank);
    c.openingPercentile[r] = num(row.opening_percentile);
    for (const [column, field] of TEXT_COLUMNS) c[column][r] = textId(row[field]);
    c.quotaId[r] = idOf(ids.quota, row.quota);
    c.districtId[r] = idOf(ids.district, row.district);
    c.branchId[r] = idOf(ids.branch, row.branch_name);
    c.seatGroupId[r] = seatGroupOf(allIndia ? 'none' : seatSection(row.quota, row.seat_type), homeUniversityOfDistrict(row.district));

    const members = membersByYear.get(year) ?? { mh: new Map<string, number[]>(), allIndia: [] };
    membersByYear.set(year, members);
    if (allIndia) members.allIndia.push(r);
    else {
      const list = members.mh.get(row.seat_type) ?? [];
      list.push(r);
      members.mh.set(row.seat_type, list);
    }
  }

  for (const entry of roundsByYear.values()) {
    entry.mh.sort((a, b) => a - b);
    entry.allIndia.sort((a, b) => a - b);
  }
  c = inListOrder(c, texts, membersByYear);
  const rows = finishColumns(c, texts);
  const years = new Map<number, YearIndex>();
  for (const [year, members] of membersByYear) {
    years.set(year, {
      mh: new Map([...members.mh].map(([seatType, list]) => [seatType, views(list, rows, c)])),
      allIndia: views(members.allIndia, rows, c),
    });
  }

  const offeredQuotas = [...quotas]
    .filter((quota) => !ALL_INDIA_QUOTAS.has(quota))
    .sort((a, b) => {
      const [ia, ib] = [QUOTA_ORDER.indexOf(a), QUOTA_ORDER.indexOf(b)];
      if (ia !== -1 || ib !== -1) return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib);
      return byLabel(a, b);
    });

  return {
    catalog: {
      offeredQuotas,
      quotas,
      seatTypes: [...seatTypes].sort(byLabel),
      districts: [...districts].sort(byLabel),
      years: [...roundsByYear.keys()].sort((a, b) => b - a),
      rounds: [...rounds].sort((a, b) => a - b),
      roundsByYear,
      branchesByYear: new Map([...branchSets].map(([year, set]) => [year, [...set].sort(byLabel)])),
    },
    years,
    rows,
    texts,
    ids,
    seatGroups,
  };
}

/**
 * How long a checked data version is trusted before `datasets` is read again. An import in this process
 * (start-up import, tests) invalidates at once; one by another process (the CLI, another API instance)
 * is seen within this time.
 */
export const VERSION_CHECK_MS = 1000;

interface CacheEntry {
  version: string;
  data: Promise<MhtcetData>;
  checkedAt: number;
  localImports: number;
}

const cache = new WeakMap<Db, CacheEntry>();

async function dataVersion(db: Db): Promise<string> {
  const row = await db.selectFrom('datasets').select(['checksum', 'imported_at']).where('name', '=', MHTCET_DATASET).executeTakeFirst();
  return row ? `${row.checksum}@${row.imported_at}` : 'none';
}

/** The data now in `db` (built on first use after each import, then served from memory). */
export async function mhtcetData(db: Db): Promise<MhtcetData> {
  const cached = cache.get(db);
  const now = Date.now();
  const localImports = mhtcetImportsInProcess();
  if (cached && cached.localImports === localImports && now - cached.checkedAt < VERSION_CHECK_MS) return cached.data;
  const seenImports = localImports;
  const version = await dataVersion(db);
  const current = cache.get(db);
  if (current && current.version === version) {
    current.checkedAt = now;
    current.localImports = seenImports;
    return current.data;
  }
  const data = loadData(db);
  cache.set(db, { version, data, checkedAt: now, localImports: seenImports });
  data.catch(() => {
    if (cache.get(db)?.data === data) cache.delete(db);
  });
  return data;
}

export const mhtcetCatalog = async (db: Db): Promise<MhtcetCatalog> => (await mhtcetData(db)).catalog;
