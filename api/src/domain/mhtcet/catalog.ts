// The MHT-CET data as the API serves it, built once per import and kept in memory:
// - the catalog: the quotas, seat types, districts, rounds and branches that the option lists offer
//   and the finder accepts;
// - the finder index: per year, the rows a search can return (Maharashtra-list rows by seat type, and
//   All India rows allotted on JEE Main), pre-sorted in each order the finder offers, so a search reads
//   only the candidate rows of the chosen seat types, with no database round trip and no sort.
// The data changes only at import. The cache is keyed by the data set's checksum and import time in
// `datasets`: an import in this process is picked up by the next request, and one by another process
// (the CLI, another API instance on the same PostgreSQL) within VERSION_CHECK_MS.
import { STATEWISE_QUOTA, STATEWISE_SEAT_TYPE, type MhtcetResultRow, type SortOrder } from 'shared-contracts';
import type { Db } from '../../db/createDb';
import { MHTCET_DATASET } from '../../import/mhtcet';
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

/** One searchable row: the filter and sort fields, and the response row without its chance. */
export interface IndexedRow {
  id: number;
  round: number;
  seatType: string;
  quota: string;
  /** Small integers standing for quota, district and branch name (see MhtcetData.ids), for fast filters. */
  quotaId: number;
  districtId: number;
  branchId: number;
  /** Which of MhtcetData.seatGroups the row belongs to (the home-university filter's lookup). */
  seatGroupId: number;
  branchName: string;
  branchCode: string;
  stage: string;
  closingRank: number;
  closingPercentile: number;
  out: Omit<MhtcetResultRow, 'chance'>;
}

export type SortColumn = 'closing_rank' | 'closing_percentile';
/** The same rows in each order the finder offers. */
export type Views = Record<SortColumn, Record<SortOrder, IndexedRow[]>>;

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
  /** The integer standing for each quota, district and branch name in IndexedRow. */
  ids: { quota: ReadonlyMap<string, number>; district: ReadonlyMap<string, number>; branch: ReadonlyMap<string, number> };
  /** The seat groups, by IndexedRow.seatGroupId (All India rows are in section 'none'). */
  seatGroups: readonly SeatGroup[];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byLabel = (a: string, b: string) => a.localeCompare(b, 'en');

/** Ties after the sort column: choice code, seat type, quota, stage, then file order; always ascending. */
export function tieBreak(a: IndexedRow, b: IndexedRow): number {
  return byText(a.branchCode, b.branchCode) || byText(a.seatType, b.seatType) || byText(a.quota, b.quota) || byText(a.stage, b.stage) || a.id - b.id;
}

function views(rows: IndexedRow[]): Views {
  const sorted = (key: 'closingRank' | 'closingPercentile', sign: 1 | -1) =>
    [...rows].sort((a, b) => sign * (a[key] - b[key]) || tieBreak(a, b));
  return {
    closing_rank: { asc: sorted('closingRank', 1), desc: sorted('closingRank', -1) },
    closing_percentile: { asc: sorted('closingPercentile', 1), desc: sorted('closingPercentile', -1) },
  };
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

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

async function loadData(db: Db): Promise<MhtcetData> {
  // One copy of each repeated text (names, quotas, districts...) instead of one per row.
  const texts = new Map<string, string>();
  const intern = <T extends string | null>(value: T): T => {
    if (value === null) return value;
    const known = texts.get(value);
    if (known !== undefined) return known as T;
    texts.set(value, value);
    return value;
  };

  const ids = { quota: new Map<string, number>(), district: new Map<string, number>(), branch: new Map<string, number>() };
  const idOf = (map: Map<string, number>, value: string) => {
    let id = map.get(value);
    if (id === undefined) {
      id = map.size;
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
  const rowsByYear = new Map<number, { mh: IndexedRow[]; allIndia: IndexedRow[] }>();

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

    const closingRank = Number(row.closing_rank);
    const closingPercentile = Number(row.closing_percentile);
    const indexed: IndexedRow = {
      id: Number(row.id),
      round,
      seatType: intern(row.seat_type),
      quota: intern(row.quota),
      quotaId: idOf(ids.quota, row.quota),
      districtId: idOf(ids.district, row.district),
      branchId: idOf(ids.branch, row.branch_name),
      seatGroupId: seatGroupOf(allIndia ? 'none' : seatSection(row.quota, row.seat_type), homeUniversityOfDistrict(row.district)),
      branchName: intern(row.branch_name),
      branchCode: intern(row.branch_code),
      stage: intern(row.stage ?? ''),
      closingRank,
      closingPercentile,
      out: {
        institute: intern(row.college_name),
        branch: intern(row.branch_name),
        opening_rank: num(row.opening_rank),
        closing_rank: closingRank,
        opening_percentile: num(row.opening_percentile),
        closing_percentile: closingPercentile,
        seat_type: allIndia ? STATEWISE_SEAT_TYPE : intern(row.seat_type),
        quota: allIndia ? STATEWISE_QUOTA : intern(row.quota),
        ...(allIndia ? { quota_detail: intern(row.quota) } : {}),
        round,
        stage: intern(row.stage),
        clg_code: intern(row.college_code),
        branch_code: intern(row.branch_code),
        status: intern(row.status),
        year,
        district: intern(row.district),
      },
    };
    const lists = rowsByYear.get(year) ?? { mh: [], allIndia: [] };
    (allIndia ? lists.allIndia : lists.mh).push(indexed);
    rowsByYear.set(year, lists);
  }

  for (const entry of roundsByYear.values()) {
    entry.mh.sort((a, b) => a - b);
    entry.allIndia.sort((a, b) => a - b);
  }
  const years = new Map<number, YearIndex>();
  for (const [year, lists] of rowsByYear) {
    const bySeatType = new Map<string, IndexedRow[]>();
    for (const row of lists.mh) {
      const list = bySeatType.get(row.seatType) ?? [];
      list.push(row);
      bySeatType.set(row.seatType, list);
    }
    years.set(year, { mh: new Map([...bySeatType].map(([seatType, rows]) => [seatType, views(rows)])), allIndia: views(lists.allIndia) });
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
