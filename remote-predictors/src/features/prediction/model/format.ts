// Figures as an Indian reader expects them: 1,50,000 (en-IN grouping).
const rankFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const percentileFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 });

export const formatRank = (rank: number): string => rankFormat.format(rank);
export const formatPercentile = (value: number): string => percentileFormat.format(value);

/** "62 – 716"; both ends even when they agree ("1 – 1"), so it always reads as a range. */
export function formatRange(min: string, max: string): string {
  return `${min} – ${max}`;
}
