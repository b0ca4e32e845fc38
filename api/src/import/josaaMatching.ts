// What the JoSAA import derives from the NIRF list: each row's NIRF rank, the finder's integer sort keys,
// and the matching tables (josaa_institutes, josaa_nirf_ranks), which always cover the institutes of every
// imported file, also when only one file was re-imported.
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Db } from '../db/createDb';
import type { Database, JosaaInstitutesTable, JosaaNirfRanksTable } from '../db/schema';
import {
  INSTITUTE_ALIASES,
  matchedNirfRows,
  nirfRanksByYear,
  NOT_THE_SAME_INSTITUTE,
  type MatchMethod,
  type NirfListRow,
} from '../domain/josaa/instituteMatching';
import { JOSAA_DATASET } from '../domain/josaa/options';
import { ImportError, recordDataset, sha256, storedDataset } from './datasetStore';
import type { JosaaRecord } from './josaa';
import { NIRF_DATASET } from './nirf';

/** Bookkeeping row (in `datasets`) of the JoSAA -> NIRF matching: its checksum says what it was built from. */
export const JOSAA_MATCHING_DATASET = 'josaa_nirf_matching';

/**
 * nirf_order = year * NIRF_ORDER_YEAR_STEP + the row's position in its year's default order. Unique over
 * the table (a year comes from one file), in the same order within a year whichever files were imported
 * with it, and within a 32-bit integer up to the year 2100 (2,100,999,999).
 */
export const NIRF_ORDER_YEAR_STEP = 1_000_000;

/** What the matching was built from: the JoSAA files (their combined checksum), the NIRF file and the alias rules. */
async function matchingChecksum(db: Kysely<Database>, josaaChecksum: string): Promise<string> {
  const nirf = await storedDataset(db, NIRF_DATASET);
  return sha256(JSON.stringify([josaaChecksum, nirf?.checksum ?? null, INSTITUTE_ALIASES, NOT_THE_SAME_INSTITUTE]));
}

/** True when the stored JoSAA -> NIRF matching was built from other files or rules than the current ones. */
export async function josaaMatchingIsStale(db: Db): Promise<boolean> {
  const josaa = await storedDataset(db, JOSAA_DATASET);
  if (!josaa) return false;
  const matching = await storedDataset(db, JOSAA_MATCHING_DATASET);
  return matching?.checksum !== (await matchingChecksum(db, josaa.checksum));
}

export interface MatchingSummary {
  institutes: number;
  matched: number;
  byMethod: Record<MatchMethod, number>;
}

export interface NirfMatching {
  summary: MatchingSummary;
  institutes: Insertable<JosaaInstitutesTable>[];
  ranks: Insertable<JosaaNirfRanksTable>[];
}

/** An institute offering seats in a year, as stored by an earlier import (a file left as it was). */
export interface StoredInstituteYear {
  institute: string;
  institute_type: string;
  year: number;
}

/** The NIRF list as stored (the matching reads it inside the import's transaction). */
export async function storedNirfRows(db: Kysely<Database>): Promise<NirfListRow[]> {
  const rows = await db.selectFrom('nirf_rankings').select(['year', 'name', 'city', 'rank_text', 'rank_min', 'rank_max']).execute();
  return rows.map((r) => ({ ...r, year: Number(r.year), rank_min: Number(r.rank_min), rank_max: Number(r.rank_max) }));
}

/** The institutes and years of the JoSAA rows in the database (inside the import: the kept files' rows). */
export async function storedInstituteYears(db: Kysely<Database>): Promise<StoredInstituteYear[]> {
  const rows = await db.selectFrom('josaa_cutoffs').select(['institute', 'institute_type', 'year']).distinct().execute();
  return rows.map((r) => ({ ...r, year: Number(r.year) }));
}

/** Code-unit order (the same in every database and locale). */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Matches the institutes of `records` and of `kept` (rows of files not re-imported) to the NIRF list, and
 * writes into each record its NIRF rank and the finder's integer sort keys: institute_order (alphabetical,
 * lower case, over every institute) and nirf_order (see NIRF_ORDER_YEAR_STEP; within a year: NIRF rank with
 * banded after ranked and unranked last, institute, closing rank with 'P' ranks last, program, quota, seat
 * type, gender, round, file line). Returns the matching of all institutes and years, for the matching tables.
 */
export function applyNirfMatching(records: JosaaRecord[], nirfRows: readonly NirfListRow[], kept: readonly StoredInstituteYear[] = []): NirfMatching {
  // An institute's type as in its earliest year (JoSAA typed IIEST Shibpur differently over the years).
  const typeOf = new Map<string, { type: string; year: number }>();
  const noteType = (institute: string, type: string, year: number) => {
    const known = typeOf.get(institute);
    if (!known || year < known.year) typeOf.set(institute, { type, year });
  };
  for (const row of kept) noteType(row.institute, row.institute_type, row.year);
  for (const record of records) noteType(record.institute, record.institute_type, record.year);
  const years = new Set([...kept.map((r) => r.year), ...records.map((r) => r.year)]);
  const matches = matchedNirfRows(typeOf.keys(), nirfRows);
  const ranks = nirfRanksByYear(matches, nirfRows, years);
  const rankOf = new Map(ranks.map((r) => [`${r.year}|${r.institute}`, r]));

  const byMethod: Record<MatchMethod, number> = { name: 0, 'name+city': 0, alias: 0 };
  const institutes = [...matches].map(([name, matched]) => {
    const latest = matched.reduce<(typeof matched)[number] | null>((a, b) => (a === null || b.row.year > a.row.year ? b : a), null);
    const method: MatchMethod | null = matched.some((m) => m.method === 'name')
      ? 'name'
      : matched.some((m) => m.method === 'name+city')
        ? 'name+city'
        : latest
          ? 'alias'
          : null;
    if (method) byMethod[method] += 1;
    return { name, institute_type: typeOf.get(name)?.type ?? '', nirf_key: latest ? latest.row.name : null, match_method: method };
  });

  const lowerNames = [...typeOf.keys()].map((name) => [name, name.toLowerCase()] as const);
  lowerNames.sort((a, b) => compare(a[1], b[1]) || compare(a[0], b[0]));
  const instituteOrder = new Map(lowerNames.map(([name], i) => [name, i + 1]));
  for (const record of records) {
    const rank = rankOf.get(`${record.year}|${record.institute}`);
    record.nirf_rank = rank?.nirf_rank ?? null;
    record.nirf_sort = rank?.nirf_sort ?? null;
    record.institute_order = instituteOrder.get(record.institute)!;
  }
  assignNirfOrder(records);
  const matched = institutes.filter((r) => r.match_method !== null).length;
  return { summary: { institutes: institutes.length, matched, byMethod }, institutes, ranks };
}

/** Sets nirf_order: the year's offset plus the position in the year's default order. */
function assignNirfOrder(records: JosaaRecord[]): void {
  const order = records.map((_r, i) => i);
  const nirfKey = (r: JosaaRecord) => r.nirf_sort ?? Number.MAX_SAFE_INTEGER;
  order.sort((i, j) => {
    const a = records[i];
    const b = records[j];
    return (
      a.year - b.year ||
      nirfKey(a) - nirfKey(b) ||
      a.institute_order - b.institute_order ||
      a.is_preparatory - b.is_preparatory ||
      a.closing_rank_num - b.closing_rank_num ||
      compare(a.program, b.program) ||
      compare(a.quota, b.quota) ||
      compare(a.seat_type, b.seat_type) ||
      compare(a.gender, b.gender) ||
      a.round - b.round ||
      a.source_line - b.source_line
    );
  });
  let year = Number.NaN;
  let position = 0;
  for (const recordIndex of order) {
    const record = records[recordIndex];
    if (record.year !== year) {
      year = record.year;
      position = 0;
    }
    position += 1;
    if (position >= NIRF_ORDER_YEAR_STEP) {
      throw new ImportError(`${year}: more than ${NIRF_ORDER_YEAR_STEP - 1} rows in one year; the finder's sort key cannot number them`);
    }
    record.nirf_order = year * NIRF_ORDER_YEAR_STEP + position;
  }
}

/** Rebuilds the matching tables and records what they were built from. */
export async function writeMatching(trx: Transaction<Database>, matching: NirfMatching, josaaChecksum: string): Promise<void> {
  await trx.deleteFrom('josaa_nirf_ranks').execute();
  await trx.deleteFrom('josaa_institutes').execute();
  for (let i = 0; i < matching.institutes.length; i += 200) await trx.insertInto('josaa_institutes').values(matching.institutes.slice(i, i + 200)).execute();
  for (let i = 0; i < matching.ranks.length; i += 200) await trx.insertInto('josaa_nirf_ranks').values(matching.ranks.slice(i, i + 200)).execute();
  await recordDataset(trx, JOSAA_MATCHING_DATASET, await matchingChecksum(trx, josaaChecksum), matching.summary.matched);
}
