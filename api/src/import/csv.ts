// A small, fast CSV reader (RFC 4180): comma-separated fields, double-quoted fields that may hold
// commas, doubled quotes ("") and line breaks, CRLF or LF line ends, an optional UTF-8 BOM.
// Each record carries the 1-based line it starts on, for error messages.
import { ImportError } from './datasetStore';

export interface CsvRecord {
  /** 1-based line number where the record starts. */
  line: number;
  fields: string[];
  /** Set when the record is malformed (e.g. a quoted field that never closes); fields are then partial. */
  error?: string;
}

const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const LF = 10;

/** Records of `text`, in order. Blank lines are skipped. */
export function* parseCsv(text: string): Generator<CsvRecord> {
  const length = text.length;
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;

  while (pos < length) {
    const startLine = line;
    const fields: string[] = [];
    let error: string | undefined;

    // Read one record: fields until an unquoted line end or the end of the text.
    for (;;) {
      if (text.charCodeAt(pos) === QUOTE) {
        // Quoted field: up to the closing quote; "" is a literal quote.
        let value = '';
        let from = pos + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close === -1) {
            value += text.slice(from);
            line += countLineBreaks(text, from, length);
            pos = length;
            error = `unterminated quoted field (opened on line ${startLine})`;
            break;
          }
          value += text.slice(from, close);
          line += countLineBreaks(text, from, close);
          if (text.charCodeAt(close + 1) === QUOTE) {
            value += '"';
            from = close + 2;
            continue;
          }
          pos = close + 1;
          break;
        }
        // Lenient about text between the closing quote and the separator: keep it.
        if (!error) {
          const end = fieldEnd(text, pos);
          value += text.slice(pos, end);
          pos = end;
        }
        fields.push(value);
      } else {
        const end = fieldEnd(text, pos);
        fields.push(text.slice(pos, end));
        pos = end;
      }

      if (error || pos >= length) break;
      const code = text.charCodeAt(pos);
      if (code === COMMA) {
        pos += 1;
        continue;
      }
      // Line end: CRLF, LF or a lone CR.
      pos += code === CR && text.charCodeAt(pos + 1) === LF ? 2 : 1;
      line += 1;
      break;
    }

    if (error) {
      yield { line: startLine, fields, error };
      return;
    }
    if (fields.length === 1 && fields[0] === '') continue; // blank line
    yield { line: startLine, fields };
  }
}

/** Index of the next comma or line break at or after `from` (or the end). */
function fieldEnd(text: string, from: number): number {
  let i = from;
  const length = text.length;
  while (i < length) {
    const code = text.charCodeAt(i);
    if (code === COMMA || code === LF || code === CR) return i;
    i += 1;
  }
  return length;
}

function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i += 1) {
    const code = text.charCodeAt(i);
    if (code === LF) count += 1;
    else if (code === CR && text.charCodeAt(i + 1) !== LF) count += 1;
  }
  return count;
}

/** A well-formed data row of a checked CSV file. */
export interface DataRow {
  line: number;
  /** `file:line`, the prefix of the row's error messages. */
  where: string;
  fields: string[];
}

export interface CheckedCsv<R extends string, O extends string> {
  /** Position of each column in the header: every required column, and the optional ones present. */
  index: Record<R, number> & Partial<Record<O, number>>;
  /** The data rows that parse and have the header's width; the others go to `errors` as `file:line: reason`. */
  rows: Iterable<DataRow>;
  /** Data rows read so far, good and bad. */
  total(): number;
}

/**
 * Reads the header of an importer's CSV text (column names trimmed, case-insensitive) and returns its data
 * rows. A header lacking a `required` column, or an empty file, is an ImportError. `file` names the file.
 */
export function checkedCsv<R extends string, O extends string = never>(
  text: string,
  file: string,
  errors: string[],
  required: readonly R[],
  optional: readonly O[] = [],
): CheckedCsv<R, O> {
  const records = parseCsv(text);
  const first = records.next();
  if (first.done) throw new ImportError(`${file}: the file is empty; expected the header ${required.join(',')}`);
  const headerRecord = first.value;
  const header = headerRecord.fields.map((name) => name.trim().toLowerCase());
  const missing = required.filter((column) => !header.includes(column));
  if (headerRecord.error || missing.length > 0) {
    throw new ImportError(`${file}:${headerRecord.line}: the header lacks column(s) ${missing.join(', ') || '(unreadable header)'}; expected ${required.join(',')}`);
  }
  const index: Partial<Record<R | O, number>> = {};
  for (const column of [...required, ...optional]) if (header.includes(column)) index[column] = header.indexOf(column);
  const width = header.length;
  let total = 0;
  function* rows(): Generator<DataRow> {
    for (const record of records) {
      total += 1;
      const where = `${file}:${record.line}`;
      if (record.error) {
        errors.push(`${where}: ${record.error}`);
        continue;
      }
      if (record.fields.length !== width) {
        errors.push(`${where}: expected ${width} fields, found ${record.fields.length}`);
        continue;
      }
      yield { line: record.line, where, fields: record.fields };
    }
  }
  return { index: index as Record<R, number> & Partial<Record<O, number>>, rows: rows(), total: () => total };
}
