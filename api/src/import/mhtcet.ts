// Import of the MHT-CET CAP cut-offs (DATA_DIR/mhtcet/mhtcet_cutoffs.csv): the State CET Cell's
// Maharashtra & Minority seats lists and All India lists, 2022-2025, rounds as published. Same rules
// as the NIRF import: every row validated, bad rows reported as `file:line: reason` and skipped, one
// transaction that replaces the data set's rows, skipped when the file's checksum is unchanged.
// College codes are stored as 5 digits and choice codes as 10 (plus any printed suffix); a blank
// district is filled from the district table (domain/mhtcet/districts.ts). The lists publish closing
// values only, so opening values stay NULL unless the file has opening_rank / opening_percentile columns.
// The supplementary low-confidence file (2023 CAP III) is not imported; see docs/data/mhtcet.md.
import type { Insertable } from 'kysely';
import { describeMhtcetSeatType } from 'shared-contracts';
import type { Db } from '../db/createDb';
import type { MhtcetCutoffsTable } from '../db/schema';
import { mhtcetDataChanged } from '../domain/mhtcet/dataChanges';
import { AI_SEAT_TYPE, isJeeMainAllIndia, normaliseChoiceCode, normaliseCollegeCode, parseAllIndiaQuota, parseRound } from '../domain/mhtcet/codes';
import { tableDistrict } from '../domain/mhtcet/districts';
import { checkedCsv } from './csv';
import {
  batchInserter,
  importedMessage,
  readDatasetFile,
  replaceDatasetRows,
  silentReporter,
  skippedImport,
  storedDataset,
  type ImportOptions,
  type ImportResult,
} from './datasetStore';

export const MHTCET_DATASET = 'mhtcet_cutoffs';
export const MHTCET_FILE = 'mhtcet/mhtcet_cutoffs.csv';
export const MHTCET_COLUMNS = [
  'year', 'round', 'college_code', 'college_name', 'district', 'status', 'branch_code', 'branch_name',
  'stage', 'seat_type', 'quota', 'closing_rank', 'closing_percentile',
] as const;
/** Optional: no published list has them, but a file that does gets them stored. */
export const MHTCET_OPTIONAL_COLUMNS = ['opening_rank', 'opening_percentile'] as const;
export const MHTCET_YEAR_RANGE = { min: 2000, max: 2100 } as const;
const BATCH_SIZE = 1000;
/** Progress lines: one each time this many more rows are in (and at the end). */
const REPORT_EVERY_ROWS = 20_000;

export type MhtcetRecord = Insertable<MhtcetCutoffsTable>;
type Column = (typeof MHTCET_COLUMNS)[number] | (typeof MHTCET_OPTIONAL_COLUMNS)[number];

export interface MhtcetStats {
  /** Rows per "year round list", e.g. "2025 I MH": 34433, "2025 I AI": 1927. */
  perList: Record<string, number>;
  /** Rows whose district came from the district table, and their distinct college codes. */
  districtFilledRows: number;
  districtFilledColleges: string[];
}

export interface ParsedMhtcet {
  records: MhtcetRecord[];
  errors: string[];
  /** Data rows in the file (good and bad). */
  total: number;
  stats: MhtcetStats;
}

const INT = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const SEAT_TYPE = /^[A-Z0-9]+$/;
const ROMAN = ['I', 'II', 'III', 'IV'];

function parseInteger(name: string, raw: string, required: boolean): number | null | string {
  if (raw === '') return required ? `${name} is required` : null;
  const value = Number(raw);
  if (!INT.test(raw) || !Number.isSafeInteger(value) || value < 1) return `${name} must be a whole number of 1 or more (got "${raw}")`;
  return value;
}

function parsePercentile(name: string, raw: string, required: boolean): number | null | string {
  if (raw === '') return required ? `${name} is required` : null;
  const value = Number(raw);
  if (!DECIMAL.test(raw) || !Number.isFinite(value) || value > 100) return `${name} must be a number from 0 to 100 (got "${raw}")`;
  return value;
}

/** Validates one data row; returns the record or the reasons it is bad. */
function toRecord(get: (column: Column) => string, line: number): MhtcetRecord | string[] {
  const problems: string[] = [];
  const yearText = get('year');
  const year = Number(yearText);
  if (!/^\d{4}$/.test(yearText) || year < MHTCET_YEAR_RANGE.min || year > MHTCET_YEAR_RANGE.max) {
    problems.push(`year must be a year from ${MHTCET_YEAR_RANGE.min} to ${MHTCET_YEAR_RANGE.max} (got "${yearText}")`);
  }
  const round = parseRound(get('round'));
  if (round === null) problems.push(`round must be I, II, III or IV (got "${get('round')}")`);
  const collegeCode = normaliseCollegeCode(get('college_code'));
  if (collegeCode === null) problems.push(`college_code must be 1 to 5 digits (got "${get('college_code')}")`);
  const branchCode = normaliseChoiceCode(get('branch_code'));
  if (branchCode === null) problems.push(`branch_code must be 1 to 10 digits and an optional letter suffix (got "${get('branch_code')}")`);
  else if (collegeCode !== null && branchCode.slice(0, 5) !== collegeCode) {
    problems.push(`branch_code ${get('branch_code')} does not belong to college_code ${get('college_code')}`);
  }
  for (const column of ['college_name', 'branch_name', 'seat_type', 'quota'] as const) if (get(column) === '') problems.push(`${column} is required`);

  const seatType = get('seat_type');
  if (seatType !== '' && (!SEAT_TYPE.test(seatType) || describeMhtcetSeatType(seatType) === null)) {
    problems.push(`seat_type ${seatType} is not in the seat-type table (shared-contracts mhtcetSeatTypes.ts)`);
  }
  const quota = get('quota');
  const allIndia = seatType === AI_SEAT_TYPE ? parseAllIndiaQuota(quota) : null;
  if (seatType === AI_SEAT_TYPE && quota !== '') {
    if (allIndia === null) problems.push(`quota of an All India row must read "Type | Exam" or "Type | Exam | seat type" (got "${quota}")`);
    else if (allIndia.originalSeatType !== null && describeMhtcetSeatType(allIndia.originalSeatType) === null) {
      problems.push(`the printed seat type ${allIndia.originalSeatType} in the quota is not in the seat-type table`);
    }
  }

  const closingRank = parseInteger('closing_rank', get('closing_rank'), true);
  const closingPercentile = parsePercentile('closing_percentile', get('closing_percentile'), true);
  const openingRank = parseInteger('opening_rank', get('opening_rank'), false);
  const openingPercentile = parsePercentile('opening_percentile', get('opening_percentile'), false);
  for (const value of [closingRank, closingPercentile, openingRank, openingPercentile]) if (typeof value === 'string') problems.push(value);

  let district = get('district');
  let districtFromTable = 0;
  if (district === '' && collegeCode !== null) {
    const filled = tableDistrict(collegeCode);
    if (filled === undefined) problems.push(`district is empty and college ${collegeCode} is not in the district table (domain/mhtcet/districts.ts)`);
    else {
      district = filled;
      districtFromTable = 1;
    }
  }
  if (problems.length > 0) return problems;

  return {
    year,
    round: round as number,
    college_code: collegeCode as string,
    college_name: get('college_name'),
    district,
    district_from_table: districtFromTable,
    status: get('status') || null,
    branch_code: branchCode as string,
    branch_name: get('branch_name'),
    stage: get('stage') || null,
    seat_type: seatType,
    quota,
    ai_allotment: allIndia?.allotment ?? null,
    ai_exam: allIndia?.exam ?? null,
    ai_original_seat_type: allIndia?.originalSeatType ?? null,
    jee_main_ai: isJeeMainAllIndia(allIndia) ? 1 : 0,
    opening_rank: openingRank as number | null,
    closing_rank: closingRank as number,
    opening_percentile: openingPercentile as number | null,
    closing_percentile: closingPercentile as number,
    source_line: line,
  };
}

const listKey = (record: MhtcetRecord) => `${record.year} ${ROMAN[record.round - 1]} ${record.seat_type === AI_SEAT_TYPE ? 'AI' : 'MH'}`;

/** Parses and validates the CSV text. `file` names the file in error messages. */
export function parseMhtcetCsv(text: string, file: string): ParsedMhtcet {
  const records: MhtcetRecord[] = [];
  const errors: string[] = [];
  const perList: Record<string, number> = {};
  const filledColleges = new Set<string>();
  let districtFilledRows = 0;
  const csv = checkedCsv(text, file, errors, MHTCET_COLUMNS, MHTCET_OPTIONAL_COLUMNS);
  const columns: Partial<Record<Column, number>> = csv.index;

  for (const { line, fields } of csv.rows) {
    const result = toRecord((column) => (columns[column] === undefined ? '' : fields[columns[column] as number].trim()), line);
    if (Array.isArray(result)) {
      errors.push(`${file}:${line}: ${result.join('; ')}`);
      continue;
    }
    records.push(result);
    const key = listKey(result);
    perList[key] = (perList[key] ?? 0) + 1;
    if (result.district_from_table) {
      districtFilledRows += 1;
      filledColleges.add(result.college_code);
    }
  }
  return { records, errors, total: csv.total(), stats: { perList, districtFilledRows, districtFilledColleges: [...filledColleges].sort() } };
}

export type MhtcetImportOptions = ImportOptions;

export interface MhtcetImportResult extends ImportResult {
  /** Absent when the import was skipped. */
  stats?: MhtcetStats;
}

export async function importMhtcet(db: Db, file: string, options: MhtcetImportOptions = {}): Promise<MhtcetImportResult> {
  const started = Date.now();
  const reporter = options.reporter ?? silentReporter;
  const { content, checksum } = await readDatasetFile(file);
  const stored = await storedDataset(db, MHTCET_DATASET);
  if (!options.force && stored?.checksum === checksum) return skippedImport(reporter, stored, { dataset: MHTCET_DATASET, file, checksum, started });

  const { records, errors, total, stats } = parseMhtcetCsv(content.toString('utf8'), file);
  for (const error of errors) reporter.warn(error);
  reporter.info(`${MHTCET_DATASET}: ${records.length} of ${total} rows valid; importing`);

  await replaceDatasetRows(db, {
    dataset: MHTCET_DATASET,
    table: 'mhtcet_cutoffs',
    rows: records,
    checksum,
    insert: batchInserter('mhtcet_cutoffs', BATCH_SIZE),
    reporter,
    reportEvery: REPORT_EVERY_ROWS,
    onProgress: options.onProgress,
  });
  // After the commit: the in-memory catalog is rebuilt from the new rows on next use.
  mhtcetDataChanged();

  const ms = Date.now() - started;
  const lists = Object.entries(stats.perList)
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([key, count]) => `${key} ${count}`)
    .join(', ');
  reporter.info(`${MHTCET_DATASET}: rows per year, round and list: ${lists}`);
  reporter.info(
    `${MHTCET_DATASET}: district filled from the district table for ${stats.districtFilledRows} rows of ${stats.districtFilledColleges.length} colleges`,
  );
  reporter.info(importedMessage(MHTCET_DATASET, records.length, ms, errors));
  return { dataset: MHTCET_DATASET, file, status: 'imported', rows: records.length, errors, checksum, ms, stats };
}
