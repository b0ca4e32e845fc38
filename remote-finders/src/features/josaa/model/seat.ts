// How the seat view writes a seat's cut-offs: ranks as published, grouped the Indian way.
import { formatIndianNumber, orNA } from 'shared-contracts';

const PUBLISHED_RANK = /^(\d+)(P?)$/;

/** "15234" -> "15,234", "44P" -> "44P" (a preparatory-list rank keeps its P); anything else as it is. */
export function formatPublishedRank(raw: string): string {
  const match = PUBLISHED_RANK.exec(raw.trim());
  return match ? `${formatIndianNumber(Number(match[1]))}${match[2]}` : orNA(raw);
}

/** The number of a published rank ("44P" -> 44), or null when it has none. */
export function publishedRankNumber(raw: string): number | null {
  const match = PUBLISHED_RANK.exec(raw.trim());
  return match ? Number(match[1]) : null;
}

/**
 * Each round's closing rank as a share (0..1] of the year's largest, for the series' bars: the bars show how
 * the cut-off moved from round to round. A rank without a number gets no bar (0).
 */
export function roundShares(closingRanks: readonly string[]): number[] {
  const numbers = closingRanks.map(publishedRankNumber);
  const largest = Math.max(0, ...numbers.map((n) => n ?? 0));
  return numbers.map((n) => (n && largest > 0 ? n / largest : 0));
}
