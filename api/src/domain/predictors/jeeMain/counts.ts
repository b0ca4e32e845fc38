// The candidates N of each year and the tie at 100 percentile, from jee_main_candidates.csv and
// jee_main_percentile_rank.csv; and the percentile <-> rank formula rank = (100 - P) x N / 100 both ways.
import { TableError } from '../csvTable';
import { JEE_MAIN_FILES, type CandidateRow, type PercentileRankRow } from './tables';

export interface CandidateCounts {
  /** Unique candidates per year (rows whose session says "unique"). */
  uniqueByYear: Map<number, number>;
  /** Candidates at 100 NTA score per year (percentile 100 -> ranks 1..k). */
  tieByYear: Map<number, number>;
  latestYear: number;
  /** N of the latest year, and the range it may take. */
  n: number;
  /** N is NTA's official figure (otherwise a press figure). */
  nOfficial: boolean;
  nLow: number;
  nHigh: number;
  /** Largest single-session count of the latest year (a unique count cannot be below it), if any. */
  largestSession: number | null;
}

const isUnique = (session: string) => /unique/i.test(session);
const isSession = (session: string) => /^session\b/i.test(session);

/** The value of the year nearest to `year` (the later one on a tie). */
export function nearestYear<T>(byYear: Map<number, T>, year: number): [number, T] | undefined {
  let best: [number, T] | undefined;
  for (const entry of byYear) {
    if (!best) best = entry;
    else {
      const d = Math.abs(entry[0] - year);
      const bestD = Math.abs(best[0] - year);
      if (d < bestD || (d === bestD && entry[0] > best[0])) best = entry;
    }
  }
  return best;
}

export function candidateCounts(candidates: CandidateRow[], percentileRank: PercentileRankRow[]): CandidateCounts {
  const uniqueRows = new Map<number, CandidateRow>();
  for (const row of candidates) {
    if (!isUnique(row.session)) continue;
    if (uniqueRows.has(row.year)) throw new TableError(`${JEE_MAIN_FILES.candidates}:${row.line}: a second unique count for ${row.year}.`);
    uniqueRows.set(row.year, row);
  }
  if (uniqueRows.size === 0) throw new TableError(`${JEE_MAIN_FILES.candidates}: no row gives the unique candidates of a year (session "... (unique)").`);
  const uniqueByYear = new Map([...uniqueRows].map(([year, row]) => [year, row.count]));
  const latestYear = Math.max(...uniqueRows.keys());
  const { count: n, official: nOfficial } = uniqueRows.get(latestYear) as CandidateRow;
  const sessions = candidates.filter((row) => row.year === latestYear && isSession(row.session)).map((row) => row.count);
  const largestSession = sessions.length ? Math.max(...sessions) : null;

  const tieByYear = new Map<number, number>();
  for (const row of percentileRank) {
    if (row.pctLow === 100 && row.pctHigh === 100 && row.rankLow === 1) tieByYear.set(row.year, row.rankHigh);
  }
  return {
    uniqueByYear,
    tieByYear,
    latestYear,
    n,
    nOfficial,
    nLow: Math.min(n, largestSession ?? n),
    nHigh: Math.max(n, largestSession ?? n),
    largestSession,
  };
}

/** Candidates sharing 100 percentile in the year of N (or the nearest year with a count); 1 when unknown. */
export const tieCount = (counts: CandidateCounts): number => nearestYear(counts.tieByYear, counts.latestYear)?.[1] ?? 1;

/** Rank of percentile p with N candidates: (100 - p) x N / 100, never better than the tie at 100. */
export function rankForPercentile(p: number, n: number, tie: number): number {
  if (p >= 100) return 1;
  return Math.max(tie + 1, ((100 - p) * n) / 100);
}
/**
 * The JEE Main percentile of an All India Rank in `year` (the state-wise finder's conversion): the inverse
 * of rank = (100 - P) x N / 100, P = 100 - 100 x rank / N, with N that year's unique candidates (the
 * nearest year with a count when `year` has none). Clamped to 0..100. Throws if the rank is not a positive
 * number.
 */
export function jeeMainPercentileForRank(counts: CandidateCounts, rank: number, year: number): number {
  if (!Number.isFinite(rank) || rank <= 0) throw new RangeError(`rank must be a positive number (got ${rank}).`);
  const n = (nearestYear(counts.uniqueByYear, year) as [number, number])[1];
  return Math.min(100, Math.max(0, 100 - (100 * rank) / n));
}
