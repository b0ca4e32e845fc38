// Import of the JoSAA opening/closing ranks: every `josaa_cutoffs*.csv` in DATA_DIR/josaa (2018-2025 in
// josaa_cutoffs.csv, 2026 in josaa_cutoffs_2026.csv, ...; 533k rows in all). Every row is validated; bad
// rows are reported as `file:line: reason` and the rest are loaded. The import also derives, once, what the
// finder needs per row: the competitiveness, the NIRF rank (JoSAA -> NIRF matching against the stored NIRF
// list, kept in josaa_institutes and josaa_nirf_ranks) and the integer sort keys.
// Incremental per file, because a new year should not cost a reload of every earlier one: an unchanged
// file is left alone, a new or changed one replaces its own rows, a removed one takes its rows with it, all
// in one transaction (a bad file changes nothing). Everything is re-imported when forced, when the stored
// rows cannot be traced to their files, or when the NIRF list or the matching rules changed (the NIRF
// ranks of every row depend on them). Inserts go in multi-row statements whose SQL text is built once
// (SQLite) or as one array per column (PostgreSQL), so a full import stays well under a minute.
import path from 'node:path';
import { CompiledQuery, sql, type Selectable, type Transaction } from 'kysely';
import { dialectOf, type Db } from '../db/createDb';
import type { Database, DialectName, JosaaCutoffsTable } from '../db/schema';
import { CompetitivenessScale } from '../domain/josaa/competitiveness';
import { forgetJosaaCatalog, JOSAA_DATASET } from '../domain/josaa/options';
import { forgetJosaaSeatIndex } from '../domain/josaa/seatIndex';
import { branchOf, examTypeOf, INSTITUTE_TYPES, parseJosaaRank } from '../domain/josaa/values';
import { checkedCsv } from './csv';
import {
  ImportError,
  importedMessage,
  recordDataset,
  silentReporter,
  skippedImport,
  storedDataset,
  type ImportOptions,
  type ImportResult,
  type Reporter,
  type RowInserter,
} from './datasetStore';
import {
  checkYearsApart,
  combinedChecksum,
  JOSAA_DIR,
  planJosaaImport,
  readJosaaFiles,
  recordJosaaFiles,
  storedJosaaFiles,
  type JosaaImportPlan,
  type JosaaSourceFile,
  type StoredJosaaFile,
} from './josaaFiles';
import { applyNirfMatching, josaaMatchingIsStale, storedInstituteYears, storedNirfRows, writeMatching } from './josaaMatching';

export { JOSAA_DATASET, JOSAA_DIR };
export { josaaCutoffFiles } from './josaaFiles';
export { applyNirfMatching, JOSAA_MATCHING_DATASET, josaaMatchingIsStale, type MatchingSummary, type NirfMatching } from './josaaMatching';
export const JOSAA_COLUMNS = [
  'year', 'round', 'institute', 'institute_type', 'program', 'quota', 'seat_type', 'gender', 'opening_rank', 'closing_rank',
] as const;
export const JOSAA_YEAR_RANGE = { min: 2015, max: 2100 } as const;
export const JOSAA_ROUND_RANGE = { min: 1, max: 20 } as const;
const BATCH_ROWS = 1000;
/** Progress lines: one each time this many more rows are in (and at the end). */
const REPORT_EVERY_ROWS = 50_000;

type Column = (typeof JOSAA_COLUMNS)[number];

/** A cut-off row as inserted: the table's columns but the generated id. */
export type JosaaRecord = Omit<Selectable<JosaaCutoffsTable>, 'id'>;

/** Insert order of the columns (the SQL text and the parameter order follow it). */
const INSERT_COLUMNS = [
  'year', 'round', 'institute', 'institute_type', 'exam_type', 'program', 'branch', 'quota', 'seat_type', 'gender',
  'opening_rank', 'closing_rank', 'opening_rank_num', 'closing_rank_num', 'opening_is_preparatory', 'is_preparatory',
  'competitiveness', 'nirf_rank', 'nirf_sort', 'nirf_order', 'institute_order', 'source_line', 'source_file',
] as const satisfies readonly (keyof JosaaRecord)[];

export interface ParsedJosaa {
  records: JosaaRecord[];
  errors: string[];
  /** Data rows in the file (good and bad). */
  total: number;
}

const INT = /^\d+$/;

function wholeNumber(name: string, raw: string, range: { min: number; max: number }, problems: string[]): number {
  const value = Number(raw);
  if (!INT.test(raw) || value < range.min || value > range.max) {
    problems.push(`${name} must be a whole number from ${range.min} to ${range.max} (got "${raw}")`);
  }
  return value;
}

/**
 * Text cells repeat a lot (137 institutes, 331 programs, a few quotas...): each distinct raw cell is
 * normalised once (trimmed, inner runs of spaces collapsed) and shared by every row that has it, which
 * keeps the 467,609 records small and the parse fast.
 */
class Interner {
  private readonly cache = new Map<string, string>();

  get(raw: string): string {
    let value = this.cache.get(raw);
    if (value === undefined) {
      value = raw.trim().replace(/\s+/g, ' ');
      this.cache.set(raw, value);
    }
    return value;
  }
}

/** Validates one data row; returns the record (without competitiveness) or the reasons it is bad. */
function toRecord(get: (column: Column) => string, line: number, sourceFile: string, branches: Map<string, string>): JosaaRecord | string[] {
  const problems: string[] = [];
  const year = wholeNumber('year', get('year'), JOSAA_YEAR_RANGE, problems);
  const round = wholeNumber('round', get('round'), JOSAA_ROUND_RANGE, problems);
  for (const column of ['institute', 'program', 'quota', 'seat_type', 'gender'] as const) {
    if (get(column) === '') problems.push(`${column} is required`);
  }
  const instituteType = get('institute_type');
  if (!(INSTITUTE_TYPES as readonly string[]).includes(instituteType)) {
    problems.push(`institute_type must be one of ${INSTITUTE_TYPES.join(', ')} (got "${instituteType}")`);
  }
  const opening = parseJosaaRank(get('opening_rank'));
  if (!opening) problems.push(`opening_rank must be a rank of 1 or more, optionally ending in P (got "${get('opening_rank')}")`);
  const closing = parseJosaaRank(get('closing_rank'));
  if (!closing) problems.push(`closing_rank must be a rank of 1 or more, optionally ending in P (got "${get('closing_rank')}")`);
  if (problems.length > 0 || !opening || !closing) return problems;
  const program = get('program');
  let branch = branches.get(program);
  if (branch === undefined) {
    branch = branchOf(program);
    branches.set(program, branch);
  }
  return {
    year,
    round,
    institute: get('institute'),
    institute_type: instituteType,
    exam_type: examTypeOf(instituteType),
    program,
    branch,
    quota: get('quota'),
    seat_type: get('seat_type'),
    gender: get('gender'),
    opening_rank: opening.text,
    closing_rank: closing.text,
    opening_rank_num: opening.num,
    closing_rank_num: closing.num,
    opening_is_preparatory: opening.preparatory ? 1 : 0,
    is_preparatory: closing.preparatory ? 1 : 0,
    competitiveness: '',
    nirf_rank: null,
    nirf_sort: null,
    nirf_order: 0,
    institute_order: 0,
    source_line: line,
    source_file: sourceFile,
  };
}

const RANK_COLUMNS: ReadonlySet<Column> = new Set(['opening_rank', 'closing_rank']);

/**
 * Parses and validates the CSV text, and labels each valid row's competitiveness (per year, on the year's
 * final round, which a file holds whole). `file` names the file in errors; its base name is the rows' source_file.
 */
export function parseJosaaCsv(text: string, file: string): ParsedJosaa {
  const sourceFile = path.basename(file);
  const records: JosaaRecord[] = [];
  const errors: string[] = [];
  // Duplicate detection on short keys: each distinct text gets a number.
  const ids = new Map<string, number>();
  const idOf = (value: string) => ids.get(value) ?? ids.set(value, ids.size).get(value)!;
  const seen = new Map<string, number>();
  const interner = new Interner();
  const branches = new Map<string, string>();
  const csv = checkedCsv(text, file, errors, JOSAA_COLUMNS);
  const columns = csv.index;

  for (const { line, where, fields } of csv.rows) {
    const get = (column: Column) => (RANK_COLUMNS.has(column) ? fields[columns[column]].trim() : interner.get(fields[columns[column]]));
    const result = toRecord(get, line, sourceFile, branches);
    if (Array.isArray(result)) {
      errors.push(`${where}: ${result.join('; ')}`);
      continue;
    }
    const key = `${result.year}|${result.round}|${idOf(result.institute)}|${idOf(result.program)}|${idOf(result.quota)}|${idOf(result.seat_type)}|${idOf(result.gender)}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push(`${where}: the same year, round, institute, program, quota, seat type and gender appear on line ${first}`);
      continue;
    }
    seen.set(key, line);
    records.push(result);
  }

  const scale = new CompetitivenessScale(records);
  for (const record of records) record.competitiveness = scale.label(record);
  return { records, errors, total: csv.total() };
}

/** INSERT ... VALUES (...), (...) for `rows` rows, in the dialect's placeholder style. */
function insertSql(dialect: DialectName, rows: number): string {
  const width = INSERT_COLUMNS.length;
  const tuples: string[] = [];
  for (let r = 0; r < rows; r += 1) {
    const marks = dialect === 'postgres' ? INSERT_COLUMNS.map((_c, i) => `$${r * width + i + 1}`) : INSERT_COLUMNS.map(() => '?');
    tuples.push(`(${marks.join(',')})`);
  }
  return `insert into josaa_cutoffs (${INSERT_COLUMNS.join(',')}) values ${tuples.join(',')}`;
}

/** PostgreSQL column types, for the unnest() insert. */
const PG_TYPES: Record<(typeof INSERT_COLUMNS)[number], string> = {
  year: 'int', round: 'int', institute: 'text', institute_type: 'text', exam_type: 'text', program: 'text', branch: 'text',
  quota: 'text', seat_type: 'text', gender: 'text', opening_rank: 'text', closing_rank: 'text', opening_rank_num: 'int',
  closing_rank_num: 'int', opening_is_preparatory: 'int', is_preparatory: 'int', competitiveness: 'text', nirf_rank: 'int',
  nirf_sort: 'int', nirf_order: 'int', institute_order: 'int', source_line: 'int', source_file: 'text',
};

/** PostgreSQL: one array parameter per column, unnested into rows (a fixed number of parameters per batch). */
const PG_UNNEST_SQL = `insert into josaa_cutoffs (${INSERT_COLUMNS.join(',')}) select * from unnest(${INSERT_COLUMNS.map(
  (column, i) => `$${i + 1}::${PG_TYPES[column]}[]`,
).join(',')})`;
const PG_BATCH_ROWS = 10_000;

/** Inserts the records in multi-row statements of precompiled SQL text, in the dialect's way. */
const recordInserter = (dialect: DialectName): RowInserter<JosaaRecord> => async (trx, records, onBatch) => {
  if (dialect === 'postgres') {
    for (let start = 0; start < records.length; start += PG_BATCH_ROWS) {
      const batch = records.slice(start, start + PG_BATCH_ROWS);
      const params = INSERT_COLUMNS.map((column) => batch.map((record) => record[column]));
      await trx.executeQuery(CompiledQuery.raw(PG_UNNEST_SQL, params));
      onBatch(start + batch.length);
    }
    return;
  }
  const fullBatchSql = insertSql(dialect, BATCH_ROWS);
  for (let start = 0; start < records.length; start += BATCH_ROWS) {
    const batch = records.slice(start, start + BATCH_ROWS);
    const params: unknown[] = [];
    for (const record of batch) for (const column of INSERT_COLUMNS) params.push(record[column]);
    const text = batch.length === BATCH_ROWS ? fullBatchSql : insertSql(dialect, batch.length);
    await trx.executeQuery(CompiledQuery.raw(text, params));
    onBatch(start + batch.length);
  }
};

export type { ImportOptions };


/** A file read for loading: its valid rows and their years. */
interface LoadedFile {
  file: JosaaSourceFile;
  records: JosaaRecord[];
  errors: string[];
  years: number[];
}

/** Parses one file; a file without one valid row is an ImportError (a year is never emptied by mistake). */
function loadFile(file: JosaaSourceFile, reporter: Reporter): LoadedFile {
  const started = Date.now();
  const { records, errors, total } = parseJosaaCsv(file.content.toString('utf8'), file.path);
  for (const error of errors) reporter.warn(error);
  if (records.length === 0) {
    const why = total === 0 ? 'the file has no data rows' : `none of its ${total} data rows is valid`;
    throw new ImportError(`${file.path}: ${why}; nothing was imported`);
  }
  const years = [...new Set(records.map((r) => r.year))].sort((a, b) => a - b);
  reporter.info(`${JOSAA_DATASET}: ${file.name}: ${records.length} of ${total} rows valid, years ${years.join(', ')} (parsed in ${Date.now() - started} ms)`);
  return { file, records, errors, years };
}

/** Inserts each loaded file's rows, with a progress line per file every REPORT_EVERY_ROWS rows and at its end. */
async function insertFiles(trx: Transaction<Database>, dialect: DialectName, loaded: readonly LoadedFile[], reporter: Reporter, options: ImportOptions): Promise<void> {
  const insert = recordInserter(dialect);
  const total = loaded.reduce((sum, l) => sum + l.records.length, 0);
  let before = 0;
  for (const { file, records } of loaded) {
    let reported = 0;
    await insert(trx, records, (done) => {
      if (done - reported >= REPORT_EVERY_ROWS || done === records.length) {
        reported = done;
        reporter.info(`${JOSAA_DATASET}: ${file.name}: ${done}/${records.length} rows`);
      }
      options.onProgress?.(before + done, total);
    });
    before += records.length;
  }
}

/** Runs the plan in one transaction; returns the matching summary and the rows now stored. */
async function applyPlan(db: Db, plan: JosaaImportPlan, loaded: readonly LoadedFile[], checksum: string, reporter: Reporter, options: ImportOptions) {
  const dialect = dialectOf(db);
  return db.transaction().execute(async (trx) => {
    if (plan.keep.length === 0) {
      await trx.deleteFrom('josaa_cutoffs').execute();
    } else {
      const replaced = [...plan.load, ...plan.remove].map((f) => f.name);
      if (replaced.length > 0) await trx.deleteFrom('josaa_cutoffs').where('source_file', 'in', replaced).execute();
    }
    // The kept files' institutes and years (what is left after the delete) join the matching.
    const kept = plan.keep.length > 0 ? await storedInstituteYears(trx) : [];
    const records = loaded.flatMap((l) => l.records);
    const matching = applyNirfMatching(records, await storedNirfRows(trx), kept);
    await insertFiles(trx, dialect, loaded, reporter, options);
    const imported: StoredJosaaFile[] = loaded.map((l) => ({ name: l.file.name, checksum: l.file.checksum, rowCount: l.records.length, years: l.years }));
    await recordJosaaFiles(trx, imported, plan.remove.map((f) => f.name));
    const rows = plan.keep.reduce((sum, f) => sum + f.rowCount, records.length);
    await recordDataset(trx, JOSAA_DATASET, checksum, rows);
    await writeMatching(trx, matching, checksum);
    return { summary: matching.summary, rows };
  });
}

/**
 * Imports the JoSAA files of `source`: a folder (every josaa_cutoffs*.csv in it: DATA_DIR/josaa), or one
 * CSV file, which is then the whole data set. Only new and changed files are read unless `force`.
 */
export async function importJosaa(db: Db, source: string, options: ImportOptions = {}): Promise<ImportResult> {
  const started = Date.now();
  const reporter = options.reporter ?? silentReporter;
  const files = await readJosaaFiles(source);
  const checksum = combinedChecksum(files);
  const stored = await storedDataset(db, JOSAA_DATASET);
  const storedFiles = await storedJosaaFiles(db);
  // The per-file bookkeeping is trusted only when the data set's checksum was built from it; rows imported
  // before files were tracked (or bookkeeping emptied by hand) make the import load every file.
  const traced = stored !== undefined && stored.checksum === combinedChecksum(storedFiles);
  const stale = await josaaMatchingIsStale(db);
  if (stored && traced && !stale && !options.force && stored.checksum === checksum) {
    return skippedImport(reporter, stored, { dataset: JOSAA_DATASET, file: source, checksum, started });
  }
  if (!options.force && stored && !traced) {
    reporter.info(`${JOSAA_DATASET}: the stored rows cannot be traced to their files (imported before files were tracked); importing every file`);
  } else if (!options.force && stale) {
    reporter.info(`${JOSAA_DATASET}: the NIRF list or the matching rules changed since the last import; re-importing every file to refresh the NIRF ranks`);
  }
  const plan = planJosaaImport(files, storedFiles, options.force === true || !traced || stale);
  for (const f of plan.keep) reporter.info(`${JOSAA_DATASET}: ${f.name}: unchanged (${f.rowCount} rows); kept`);
  for (const f of plan.remove) reporter.info(`${JOSAA_DATASET}: ${f.name}: no longer there; its ${f.rowCount} rows go`);

  // Everything is read and checked before the transaction starts: a bad file stops the import unchanged.
  const loaded = plan.load.map((file) => loadFile(file, reporter));
  checkYearsApart(loaded.map((l) => ({ name: l.file.name, years: l.years })), plan.keep);
  const { summary, rows } = await applyPlan(db, plan, loaded, checksum, reporter, options);
  // Fresh statistics, so the planner picks the finder index (PostgreSQL: and a visibility map, so the
  // finder's index-only scans stay index-only).
  await sql`${sql.raw(dialectOf(db) === 'postgres' ? 'vacuum analyze' : 'analyze')} josaa_cutoffs`.execute(db);
  forgetJosaaCatalog(db);
  forgetJosaaSeatIndex(db);

  const ms = Date.now() - started;
  const errors = loaded.flatMap((l) => l.errors);
  const inserted = loaded.reduce((sum, l) => sum + l.records.length, 0);
  const keptRows = rows - inserted;
  reporter.info(
    `${importedMessage(JOSAA_DATASET, inserted, ms, errors)}; ` +
      (keptRows > 0 ? `${keptRows} rows of unchanged files kept; ` : '') +
      `${summary.matched} of ${summary.institutes} institutes matched to NIRF`,
  );
  return { dataset: JOSAA_DATASET, file: source, status: 'imported', rows, errors, checksum, ms };
}
