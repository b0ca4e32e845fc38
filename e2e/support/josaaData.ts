// The real JoSAA files, read the way the API's import reads them (every josaa_cutoffs*.csv under
// DATA_DIR/josaa, default ../shared/data beside the repo), so the e2e tests derive their expectations
// from the data instead of repeating figures that change when a year is added.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DATA_DIR = path.resolve(__dirname, '..', '..', process.env.DATA_DIR ?? path.join('..', 'shared', 'data'));
const JOSAA_DIR = path.join(DATA_DIR, 'josaa');

export interface JosaaRow {
  year: number;
  round: number;
  institute: string;
  institute_type: string;
  program: string;
  quota: string;
  seat_type: string;
  gender: string;
  opening_rank: string;
  closing_rank: string;
}

/** One CSV line's fields (quoted fields may hold commas and doubled quotes). */
function fields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}

const texts = new Map<string, string>();
/** A file's text, read once per test process. */
const textOf = (file: string): string => texts.get(file) ?? texts.set(file, readFileSync(file, 'utf8')).get(file)!;

export const josaaFiles = (): string[] =>
  readdirSync(JOSAA_DIR)
    .filter((name) => /^josaa_cutoffs.*\.csv$/.test(name))
    .sort()
    .map((name) => path.join(JOSAA_DIR, name));

/** Every row of one file, with text trimmed and inner runs of spaces collapsed (as the import stores them). */
export function josaaRows(file: string): JosaaRow[] {
  const [header, ...lines] = textOf(file).split(/\r?\n/);
  const names = fields(header);
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const values = fields(line).map((v) => v.trim().replace(/\s+/g, ' '));
      const row = Object.fromEntries(names.map((name, i) => [name, values[i]])) as Record<string, string>;
      return { ...row, year: Number(row.year), round: Number(row.round) } as unknown as JosaaRow;
    });
}

/** The years of every file (read from the first column only), newest first. */
export function josaaYears(): number[] {
  const years = new Set<number>();
  for (const file of josaaFiles()) {
    for (const match of textOf(file).matchAll(/^(\d{4}),/gm)) years.add(Number(match[1]));
  }
  return [...years].sort((a, b) => b - a);
}

/** The rows of the newest year, and its final (latest published) round. */
export function newestJosaaYear(): { year: number; rows: JosaaRow[]; finalRound: number } {
  const year = josaaYears()[0];
  const rows = josaaFiles().flatMap((file) => (textOf(file).includes(`\n${year},`) ? josaaRows(file) : [])).filter((r) => r.year === year);
  return { year, rows, finalRound: Math.max(...rows.map((r) => r.round)) };
}

/** The rounds one year published, ascending. */
export function josaaRoundsOf(year: number): number[] {
  const rounds = new Set<number>();
  for (const file of josaaFiles()) {
    for (const match of textOf(file).matchAll(new RegExp(`^${year},(\\d+),`, 'gm'))) rounds.add(Number(match[1]));
  }
  return [...rounds].sort((a, b) => a - b);
}
