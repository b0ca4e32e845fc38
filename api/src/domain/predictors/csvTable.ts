// Reading the predictors' reference CSVs: header check, and typed, validated field access that
// names the file, line and column of any problem. A problem is a TableError; the loader turns it
// into a start-up warning and the predictor that needs the table answers 503.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCsv, type CsvRecord } from '../../import/csv';

export class TableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TableError';
  }
}

export interface TableRow {
  /** 1-based line of the record in the file. */
  line: number;
  /** The field under `column`, trimmed ('' when empty). */
  text(column: string): string;
  /** A number within [min, max]; `optional` allows an empty field (null). */
  number(column: string, options: { min: number; max: number; integer?: boolean; optional: true }): number | null;
  number(column: string, options: { min: number; max: number; integer?: boolean; optional?: false }): number;
  /** Throws a TableError for this row. */
  fail(reason: string): never;
}

const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Rows of a CSV text, checked to carry the `required` columns (other columns are ignored). */
export function tableRows(text: string, file: string, required: readonly string[]): TableRow[] {
  return [...eachTableRow(text, file, required)];
}

/**
 * The rows of tableRows one at a time, each parsed when it is reached: a 45 MB table read whole held its
 * records and rows at once, hundreds of MB at start that the process kept as RSS long after.
 */
export function* eachTableRow(text: string, file: string, required: readonly string[]): Generator<TableRow> {
  const name = path.basename(file);
  const records = parseCsv(text)[Symbol.iterator]();
  const first = records.next();
  if (first.done) throw new TableError(`${name} is empty.`);
  const header = first.value.fields.map((field) => field.trim());
  const missing = required.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new TableError(`${name}: header lacks ${missing.join(', ')}.`);
  const index = new Map(header.map((column, i) => [column, i]));

  for (let next = records.next(); !next.done; next = records.next()) yield tableRow(next.value, name, header, index);
}

function tableRow(record: CsvRecord, name: string, header: string[], index: ReadonlyMap<string, number>): TableRow {
  const fail = (reason: string): never => {
    throw new TableError(`${name}:${record.line}: ${reason}`);
  };
  if (record.error) fail(record.error);
  if (record.fields.length !== header.length) fail(`${record.fields.length} fields, the header has ${header.length}.`);
  const text = (column: string) => {
    const i = index.get(column);
    if (i === undefined) return fail(`no column ${column}.`);
    return record.fields[i].trim();
  };
  function number(column: string, options: { min: number; max: number; integer?: boolean; optional?: boolean }): number | null {
    const raw = text(column);
    if (raw === '') {
      if (options.optional) return null;
      return fail(`${column} is empty.`);
    }
    const value = Number(raw);
    if (!PLAIN_NUMBER.test(raw) || !Number.isFinite(value)) return fail(`${column} is not a number ("${raw.slice(0, 30)}").`);
    if (options.integer && !Number.isInteger(value)) return fail(`${column} must be a whole number ("${raw}").`);
    if (value < options.min || value > options.max) return fail(`${column} ${raw} is outside ${options.min}..${options.max}.`);
    return value;
  }
  return { line: record.line, text, number: number as TableRow['number'], fail };
}

/** Messages name the file, not the server's folders (they reach API clients in 503 details). */
function readProblem(file: string, error: unknown): TableError {
  const name = path.basename(file);
  const code = (error as NodeJS.ErrnoException).code;
  return new TableError(code === 'ENOENT' ? `${name} is missing.` : `${name} cannot be read (${code ?? 'unknown error'}).`);
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw readProblem(file, error);
  }
}

/** Reads and checks a table file. */
export async function readTable(file: string, required: readonly string[]): Promise<TableRow[]> {
  return tableRows(await readText(file), file, required);
}

/** Reads a table file whose rows are checked as they are iterated (for the big ones). */
export async function readTableRows(file: string, required: readonly string[]): Promise<Iterable<TableRow>> {
  return eachTableRow(await readText(file), file, required);
}
