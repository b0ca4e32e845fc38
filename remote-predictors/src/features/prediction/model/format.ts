// Figures as an Indian reader expects them: 1,50,000 (en-IN grouping). The formatters are made at the first
// figure shown, not when the module loads: the first one loads the browser's locale data (13-25 ms in one
// task), which a predictor that has predicted nothing yet should not pay at start.
let rankFormat: Intl.NumberFormat | null = null;
let percentileFormat: Intl.NumberFormat | null = null;

export const formatRank = (rank: number): string => (rankFormat ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })).format(rank);
export const formatPercentile = (value: number): string =>
  (percentileFormat ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 })).format(value);

/** "62 – 716"; both ends even when they agree ("1 – 1"), so it always reads as a range. */
export function formatRange(min: string, max: string): string {
  return `${min} – ${max}`;
}
