// Import of the JoSAA opening/closing ranks (DATA_DIR/josaa/josaa_cutoffs.csv, 467,609 rows). Every row is
// validated; bad rows are reported as `file:line: reason` and the rest are loaded in one transaction that
// replaces the data set's rows. The import also derives, once, what the finder needs per row: the
// competitiveness, the NIRF rank (JoSAA -> NIRF matching against the stored NIRF list, whose result is
// kept in josaa_institutes and josaa_nirf_ranks) and the integer sort keys. Re-running with an unchanged
// file does nothing unless forced, or unless the NIRF list (or the matching rules) changed since, which
// re-imports so the NIRF ranks are fresh. Inserts go in multi-row statements whose SQL text is built
// once (SQLite) or as one array per column (PostgreSQL), so a full import stays well under a minute.
import { CompiledQuery, sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { dialectOf, type Db } from '../db/createDb';
import type { Database, DialectName, JosaaCutoffsTable, JosaaInstitutesTable, JosaaNirfRanksTable } from '../db/schema';
import { CompetitivenessScale } from '../domain/josaa/competitiveness';
import {
  INSTITUTE_ALIASES,
  matchedNirfRows,
  nirfRanksByYear,
  NOT_THE_SAME_INSTITUTE,
  type MatchMethod,
  type NirfListRow,
} from '../domain/josaa/instituteMatching';
import { forgetJosaaCatalog, JOSAA_DATASET } from '../domain/josaa/options';
import { forgetJosaaSeatIndex } from '../domain/josaa/seatIndex';
import { branchOf, examTypeOf, INSTITUTE_TYPES, parseJosaaRank } from '../domain/josaa/values';
import { checkedCsv } from './csv';
import {
  importedMessage,
  readDatasetFile,
  recordDataset,
  replaceDatasetRows,
  sha256,
  silentReporter,
  skippedImport,
  storedDataset,
  type ImportOptions,
  type ImportResult,
  type RowInserter,
} from './datasetStore';
import { NIRF_DATASET } from './nirf';

export { JOSAA_DATASET };
export const JOSAA_FILE = 'josaa/josaa_cutoffs.csv';
/** Bookkeeping row (in `datasets`) of the JoSAA -> NIRF matching: its checksum says what it was built from. */
export const JOSAA_MATCHING_DATASET = 'josaa_nirf_matching';
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
  'competitiveness', 'nirf_rank', 'nirf_sort', 'nirf_order', 'institute_order', 'source_line',
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
function toRecord(get: (column: Column) => string, line: number, branches: Map<string, string>): JosaaRecord | string[] {
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
  };
}

const RANK_COLUMNS: ReadonlySet<Column> = new Set(['opening_rank', 'closing_rank']);

/** Parses and validates the CSV text, and labels each valid row's competitiveness. `file` names the file in errors. */
export function parseJosaaCsv(text: string, file: string): ParsedJosaa {
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
    const result = toRecord(get, line, branches);
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
  nirf_sort: 'int', nirf_order: 'int', institute_order: 'int', source_line: 'int',
};

/** PostgreSQL: one array parameter per column, unnested into rows (a fixed 18 parameters per batch). */
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

/** What the matching was built from: the two data files and the alias rules. */
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

/** The NIRF list as stored (the matching reads it inside the import's transaction). */
async function storedNirfRows(db: Kysely<Database>): Promise<NirfListRow[]> {
  const rows = await db.selectFrom('nirf_rankings').select(['year', 'name', 'city', 'rank_text', 'rank_min', 'rank_max']).execute();
  return rows.map((r) => ({ ...r, year: Number(r.year), rank_min: Number(r.rank_min), rank_max: Number(r.rank_max) }));
}

/**
 * Matches the records' institutes to the NIRF list and writes, into each record, its NIRF rank and the
 * finder's integer sort keys: institute_order (alphabetical, lower case) and nirf_order (year, NIRF rank
 * with banded after ranked and unranked last, institute, closing rank with 'P' ranks last, program,
 * quota, seat type, gender, round, file line). Returns the matching, for josaa_institutes / josaa_nirf_ranks.
 */
export function applyNirfMatching(records: JosaaRecord[], nirfRows: readonly NirfListRow[]): NirfMatching {
  const typeOf = new Map<string, string>();
  for (const record of records) if (!typeOf.has(record.institute)) typeOf.set(record.institute, record.institute_type);
  const matches = matchedNirfRows(typeOf.keys(), nirfRows);
  const ranks = nirfRanksByYear(matches, nirfRows, new Set(records.map((r) => r.year)));
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
    return { name, institute_type: typeOf.get(name) ?? '', nirf_key: latest ? latest.row.name : null, match_method: method };
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
  order.forEach((recordIndex, position) => {
    records[recordIndex].nirf_order = position + 1;
  });
  const matched = institutes.filter((r) => r.match_method !== null).length;
  return { summary: { institutes: institutes.length, matched, byMethod }, institutes, ranks };
}

/** Code-unit order (the same in every database and locale). */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

async function writeMatching(trx: Transaction<Database>, matching: NirfMatching, josaaChecksum: string): Promise<void> {
  await trx.deleteFrom('josaa_nirf_ranks').execute();
  await trx.deleteFrom('josaa_institutes').execute();
  for (let i = 0; i < matching.institutes.length; i += 200) await trx.insertInto('josaa_institutes').values(matching.institutes.slice(i, i + 200)).execute();
  for (let i = 0; i < matching.ranks.length; i += 200) await trx.insertInto('josaa_nirf_ranks').values(matching.ranks.slice(i, i + 200)).execute();
  await recordDataset(trx, JOSAA_MATCHING_DATASET, await matchingChecksum(trx, josaaChecksum), matching.summary.matched);
}

export type { ImportOptions };

export async function importJosaa(db: Db, file: string, options: ImportOptions = {}): Promise<ImportResult> {
  const started = Date.now();
  const reporter = options.reporter ?? silentReporter;
  const { content, checksum } = await readDatasetFile(file);
  const stored = await storedDataset(db, JOSAA_DATASET);
  if (!options.force && stored?.checksum === checksum) {
    if (!(await josaaMatchingIsStale(db))) return skippedImport(reporter, stored, { dataset: JOSAA_DATASET, file, checksum, started });
    reporter.info(`${JOSAA_DATASET}: the NIRF list or the matching rules changed since the last import; re-importing to refresh the NIRF ranks`);
  }

  const { records, errors, total } = parseJosaaCsv(content.toString('utf8'), file);
  for (const error of errors) reporter.warn(error);
  reporter.info(`${JOSAA_DATASET}: ${records.length} of ${total} rows valid (parsed in ${Date.now() - started} ms); importing`);

  const dialect = dialectOf(db);
  const summary = await replaceDatasetRows(db, {
    dataset: JOSAA_DATASET,
    table: 'josaa_cutoffs',
    rows: records,
    checksum,
    insert: recordInserter(dialect),
    reporter,
    reportEvery: REPORT_EVERY_ROWS,
    onProgress: options.onProgress,
    // The NIRF ranks and sort keys go into the records before they are inserted...
    before: async (trx) => applyNirfMatching(records, await storedNirfRows(trx)),
    // ...and the matching tables are rebuilt once the cut-offs are in.
    after: async (trx, matching) => {
      await writeMatching(trx, matching, checksum);
      return matching.summary;
    },
  });
  // Fresh statistics, so the planner picks the finder index (PostgreSQL: and a visibility map, so the
  // finder's index-only scans stay index-only).
  await sql`${sql.raw(dialect === 'postgres' ? 'vacuum analyze' : 'analyze')} josaa_cutoffs`.execute(db);
  forgetJosaaCatalog(db);
  forgetJosaaSeatIndex(db);

  const ms = Date.now() - started;
  reporter.info(
    `${importedMessage(JOSAA_DATASET, records.length, ms, errors)}; ` +
      `${summary.matched} of ${summary.institutes} institutes matched to NIRF`,
  );
  return { dataset: JOSAA_DATASET, file, status: 'imported', rows: records.length, errors, checksum, ms };
}
