// The real JoSAA files, read the way the API's import reads them (every josaa_cutoffs*.csv under
// DATA_DIR/josaa), so the e2e tests derive their expectations from the data instead of repeating figures
// that change when a year is added.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, parseCsv } from './realData';

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

const texts = new Map<string, string>();
/** A file's text, read once per test process. */
const textOf = (file: string): string => texts.get(file) ?? texts.set(file, readFileSync(file, 'utf8')).get(file)!;

export const josaaFiles = (): string[] =>
  readdirSync(JOSAA_DIR)
    .filter((name) => /^josaa_cutoffs.*\.csv$/.test(name))
    .sort()
    .map((name) => path.join(JOSAA_DIR, name));

/** The years of every file (read from the first column only), newest first. */
export function josaaYears(): number[] {
  const years = new Set<number>();
  for (const file of josaaFiles()) for (const match of textOf(file).matchAll(/^(\d{4}),/gm)) years.add(Number(match[1]));
  return [...years].sort((a, b) => b - a);
}

/** The rounds one year published, ascending. */
export function josaaRoundsOf(year: number): number[] {
  const rounds = new Set<number>();
  for (const file of josaaFiles()) for (const match of textOf(file).matchAll(new RegExp(`^${year},(\\d+),`, 'gm'))) rounds.add(Number(match[1]));
  return [...rounds].sort((a, b) => a - b);
}

/** The rows of the newest year (text collapsed as the import stores it), and its final (latest published) round. */
export function newestJosaaYear(): { year: number; rows: JosaaRow[]; finalRound: number } {
  const year = josaaYears()[0];
  const rows = josaaFiles()
    .filter((file) => textOf(file).includes(`\n${year},`))
    .flatMap((file) => parseCsv(textOf(file)))
    .filter((row) => Number(row.year) === year)
    .map((row) => {
      const text = Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value.replace(/\s+/g, ' ')]));
      return { ...text, year, round: Number(row.round) } as unknown as JosaaRow;
    });
  return { year, rows, finalRound: Math.max(...rows.map((r) => r.round)) };
}

/** Every institute name of the cut-off files (text collapsed as the import stores it). */
export function josaaInstitutes(): Set<string> {
  const names = new Set<string>();
  for (const file of josaaFiles()) for (const row of parseCsv(textOf(file))) names.add(row.institute.replace(/\s+/g, ' ').trim());
  return names;
}
