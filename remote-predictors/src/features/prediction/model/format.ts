import { formatIndianNumber } from 'shared-contracts';

// Figures as an Indian reader expects them: 1,50,000 (en-IN grouping).
export const formatRank = (rank: number): string => formatIndianNumber(rank, 0);
export const formatPercentile = (value: number): string => formatIndianNumber(value, 4);

/** "62 – 716"; both ends even when they agree ("1 – 1"), so it always reads as a range. */
export function formatRange(min: string, max: string): string {
  return `${min} – ${max}`;
}
