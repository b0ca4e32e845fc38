// Import of the NIRF engineering rankings CSV (DATA_DIR/nirf/nirf_engineering.csv). Every row is
// validated; bad rows are reported as `file:line: reason` and the rest are loaded, in one transaction
// that replaces the data set's rows. Re-running with an unchanged file does nothing unless forced.
import type { Insertable } from 'kysely';
import type { Db } from '../db/createDb';
import type { NirfRankingsTable } from '../db/schema';
import { forgetRankingsAnswers, NIRF_DATASET } from '../domain/rankings';
import { normaliseState } from '../domain/states';
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

export { NIRF_DATASET };
export const NIRF_FILE = 'nirf/nirf_engineering.csv';
export const NIRF_COLUMNS = ['year', 'rank', 'institute_id', 'name', 'city', 'state', 'score', 'tlr', 'rpc', 'go', 'oi', 'perception'] as const;
const METRICS = ['score', 'tlr', 'rpc', 'go', 'oi', 'perception'] as const;
export const NIRF_YEAR_RANGE = { min: 2016, max: 2100 } as const;
const BATCH_SIZE = 500;

export type NirfRecord = Insertable<NirfRankingsTable>;
type Column = (typeof NIRF_COLUMNS)[number];

export interface ParsedNirf {
  records: NirfRecord[];
  errors: string[];
  /** Data rows in the file (good and bad). */
  total: number;
}

const INT = /^\d+$/;
const BAND = /^(\d+)\s*-\s*(\d+)$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

function parseRank(raw: string): { rank_text: string; rank_min: number; rank_max: number } | string {
  if (INT.test(raw) && Number(raw) >= 1) return { rank_text: String(Number(raw)), rank_min: Number(raw), rank_max: Number(raw) };
  const band = BAND.exec(raw);
  if (band) {
    const [min, max] = [Number(band[1]), Number(band[2])];
    if (min >= 1 && min <= max) return { rank_text: `${min}-${max}`, rank_min: min, rank_max: max };
  }
  return `rank must be a whole number of 1 or more or a band like 101-150 (got "${raw}")`;
}

function parseMetric(name: string, raw: string): number | null | string {
  if (raw === '') return null;
  const value = Number(raw);
  if (!DECIMAL.test(raw) || !Number.isFinite(value)) return `${name} must be a number (got "${raw}")`;
  if (value < 0 || value > 100) return `${name} must be between 0 and 100 (got "${raw}")`;
  return value;
}

/** Validates one data row; returns the record or the reasons it is bad. */
function toRecord(get: (column: Column) => string, line: number): NirfRecord | string[] {
  const problems: string[] = [];
  const yearText = get('year');
  const year = Number(yearText);
  if (!INT.test(yearText) || year < NIRF_YEAR_RANGE.min || year > NIRF_YEAR_RANGE.max) {
    problems.push(`year must be a whole number from ${NIRF_YEAR_RANGE.min} to ${NIRF_YEAR_RANGE.max} (got "${yearText}")`);
  }
  const rank = parseRank(get('rank'));
  if (typeof rank === 'string') problems.push(rank);
  for (const column of ['name', 'city', 'state'] as const) if (get(column) === '') problems.push(`${column} is required`);
  const metrics: Partial<Record<(typeof METRICS)[number], number | null>> = {};
  for (const metric of METRICS) {
    const value = parseMetric(metric, get(metric));
    if (typeof value === 'string') problems.push(value);
    else metrics[metric] = value;
  }
  const scored = typeof rank !== 'string' && rank.rank_min === rank.rank_max && INT.test(get('rank'));
  if (scored && get('score') === '') problems.push('score is required for a ranked (not banded) row');
  if (problems.length > 0 || typeof rank === 'string') return problems;

  const state = normaliseState(get('state'));
  if (state.key === '') return [`state has no letters (got "${get('state')}")`];
  return {
    year,
    ...rank,
    institute_id: get('institute_id') || null,
    name: get('name'),
    city: get('city'),
    state: get('state'),
    state_key: state.key,
    score: metrics.score ?? null,
    tlr: metrics.tlr ?? null,
    rpc: metrics.rpc ?? null,
    go: metrics.go ?? null,
    oi: metrics.oi ?? null,
    perception: metrics.perception ?? null,
    source_line: line,
  };
}

/** Parses and validates the CSV text. `file` names the file in error messages. */
export function parseNirfCsv(text: string, file: string): ParsedNirf {
  const records: NirfRecord[] = [];
  const errors: string[] = [];
  const seenIds = new Map<string, number>();
  const csv = checkedCsv(text, file, errors, NIRF_COLUMNS);

  for (const { line, where, fields } of csv.rows) {
    const result = toRecord((column) => fields[csv.index[column]].trim(), line);
    if (Array.isArray(result)) {
      errors.push(`${where}: ${result.join('; ')}`);
      continue;
    }
    if (result.institute_id) {
      const idKey = `${result.year}|${result.institute_id}`;
      const first = seenIds.get(idKey);
      if (first !== undefined) {
        errors.push(`${where}: institute_id ${result.institute_id} appears twice in ${result.year} (first on line ${first})`);
        continue;
      }
      seenIds.set(idKey, line);
    }
    records.push(result);
  }
  return { records, errors, total: csv.total() };
}

export type { ImportOptions };

export async function importNirf(db: Db, file: string, options: ImportOptions = {}): Promise<ImportResult> {
  const started = Date.now();
  const reporter = options.reporter ?? silentReporter;
  const { content, checksum } = await readDatasetFile(file);
  const stored = await storedDataset(db, NIRF_DATASET);
  if (!options.force && stored?.checksum === checksum) return skippedImport(reporter, stored, { dataset: NIRF_DATASET, file, checksum, started });

  const { records, errors, total } = parseNirfCsv(content.toString('utf8'), file);
  for (const error of errors) reporter.warn(error);
  reporter.info(`${NIRF_DATASET}: ${records.length} of ${total} rows valid; importing`);

  await replaceDatasetRows(db, {
    dataset: NIRF_DATASET,
    table: 'nirf_rankings',
    rows: records,
    checksum,
    insert: batchInserter('nirf_rankings', BATCH_SIZE),
    reporter,
    reportEvery: BATCH_SIZE,
    onProgress: options.onProgress,
  });

  forgetRankingsAnswers(db);
  const ms = Date.now() - started;
  reporter.info(importedMessage(NIRF_DATASET, records.length, ms, errors));
  return { dataset: NIRF_DATASET, file, status: 'imported', rows: records.length, errors, checksum, ms };
}
