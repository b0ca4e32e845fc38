// Which rounds and years the JoSAA chance backtest (api/bench/analyses/josaa-backtest.ts) checks. JoSAA holds a
// different number of rounds each year (2024: 5, 2025: 6, 2026: 5), so neither may be a literal list: a
// year added to the data must enter the check by itself. (The files are the import's: josaaCutoffFiles.)

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
