// Expected figures for the e2e tests, read from the data the API imports (DATA_DIR, resolved from the
// repository root as the API resolves it) and worked out the way docs/data/ documents them, so that new
// data moves the expectations with it instead of breaking the tests.
import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const DATA_DIR = path.resolve(REPO_ROOT, process.env.DATA_DIR ?? path.join('..', 'shared', 'data'));

export type CsvRow = Record<string, string>;

/** One field per match: a quoted field (commas and doubled quotes inside) or a plain one. */
const FIELD = /(?:^|,)("(?:[^"]|"")*"|[^,]*)/g;
const quotedFields = (record: string): string[] =>
  [...record.matchAll(FIELD)].map(([, field]) => (field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field));

/** Rows of a CSV text with a header line, keyed by the header's names (one record per line, as in every data file). */
export function parseCsv(text: string): CsvRow[] {
  // Most records hold no quotes: a plain split is many times faster on the large cut-off files.
  const records = text
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => (line.includes('"') ? quotedFields(line) : line.split(',')));
  const [header, ...rows] = records;
  return rows.map((r) => Object.fromEntries(header.map((name, i) => [name.trim(), (r[i] ?? '').trim()])));
}

const texts = new Map<string, string[]>();
/** A data file's lines (path relative to DATA_DIR), read once per test worker. */
function dataLines(file: string): string[] {
  let lines = texts.get(file);
  if (!lines) {
    lines = fs.readFileSync(path.join(DATA_DIR, file), 'utf8').split(/\r?\n/);
    texts.set(file, lines);
  }
  return lines;
}

/**
 * The rows whose columns hold exactly the given values. Only lines that contain every value are parsed,
 * which keeps a look-up in the 45 MB MHT-CET cut-off list quick.
 */
export function rowsWhere(file: string, where: CsvRow = {}): CsvRow[] {
  const [header, ...lines] = dataLines(file);
  const values = Object.values(where);
  const candidates = lines.filter((line) => values.every((value) => line.includes(value)));
  return parseCsv([header, ...candidates].join('\n')).filter((row) => Object.entries(where).every(([column, value]) => row[column] === value));
}

/** The one row matching every given column; throws when there is none or more than one. */
export function onlyRow(file: string, where: CsvRow): CsvRow {
  const found = rowsWhere(file, where);
  if (found.length !== 1) throw new Error(`${file}: ${found.length} rows match ${JSON.stringify(where)}`);
  return found[0];
}

/** Whole numbers as the site prints them (Indian grouping: 15,38,468). */
export const indianCount = (value: number): string => Math.round(value).toLocaleString('en-IN');
/** Percentiles as the finders print them: 2 to 4 decimals. */
export const finderPercentile = (value: number): string => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

// ---------------------------------------------------------------------------------------------
// JEE Main: rank = (100 - P) x N / 100, with N the unique candidates of a year

export interface JeeMainCount {
  year: number;
  n: number;
  /** The source says it is NTA's official figure (the predictor's basis then says so). */
  official: boolean;
}

/** The unique-candidate count of each year in predictors/jee_main_candidates.csv. */
export function jeeMainUniqueCounts(): JeeMainCount[] {
  return rowsWhere('predictors/jee_main_candidates.csv')
    .filter((row) => /unique/i.test(row.session))
    .map((row) => ({ year: Number(row.year), n: Number(row.candidates_appeared), official: /\bofficial\b/i.test(row.source) }))
    .sort((a, b) => a.year - b.year);
}

/** The count the JEE Main predictor uses: the newest year's. */
export const newestJeeMainCount = (): JeeMainCount => jeeMainUniqueCounts().at(-1) as JeeMainCount;

/** The JEE Main predictor's rank for a percentile (well below 100, so clear of the tie at the top). */
export function jeeMainRankForPercentile(percentile: number): number {
  return Math.round(((100 - percentile) * newestJeeMainCount().n) / 100);
}

/** The JEE Main percentile of a rank in a year: 100 - 100 x rank / N, N of that year or the nearest one (the later on a tie). */
export function jeeMainPercentileForRank(rank: number, year: number): number {
  const counts = jeeMainUniqueCounts();
  const distance = (c: JeeMainCount) => Math.abs(c.year - year);
  const nearest = counts.reduce((best, c) => (distance(c) < distance(best) || (distance(c) === distance(best) && c.year > best.year) ? c : best));
  return 100 - (100 * rank) / nearest.n;
}
