// Which files, rounds and years the JoSAA chance backtest (api/bench/josaa-backtest.mjs) reads. The
// data arrives as one file per batch of years and JoSAA holds a different number of rounds each year
// (2024: 5, 2025: 6, 2026: 5), so none of the three may be a literal list: a year added to the data
// must enter the check by itself.

/** The cut-off files of DATA_DIR/josaa: josaa_cutoffs.csv, josaa_cutoffs_2026.csv, ... */
const CUTOFF_FILE = /^josaa_cutoffs.*\.csv$/;

/** The cut-off file names among a folder's entries, in name order (so runs read them alike). */
export const josaaCutoffFiles = (names: readonly string[]): string[] => names.filter((name) => CUTOFF_FILE.test(name)).sort();

/** Each year's final round: the latest round the data holds for it. */
export function finalRoundByYear(rows: Iterable<{ year: number; round: number }>): Map<number, number> {
  const rounds = new Map<number, number>();
  for (const { year, round } of rows) rounds.set(year, Math.max(rounds.get(year) ?? 0, round));
  return rounds;
}

/** The out-of-sample years: every year after the calibration years whose previous year is in the data. */
export function outOfSampleYears(years: Iterable<number>, calibrationYears: readonly number[]): number[] {
  const present = new Set(years);
  const lastCalibrated = Math.max(...calibrationYears);
  return [...present].filter((year) => year > lastCalibrated && present.has(year - 1)).sort((a, b) => a - b);
}
