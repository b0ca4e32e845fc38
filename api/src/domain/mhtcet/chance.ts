// The chance label of an MHT-CET or state-wise row, and which rows a search returns. The one place
// this rule lives: the finder and the backtest (api/bench/analyses/mhtcet-backtest.ts) both use it.
//
// A student's value is compared with a row's closing value through one ratio x (lower is safer):
// - MHT-CET rank mode:        x = rank / closing_rank
// - MHT-CET percentile mode:  x = (100 - percentile) / (100 - closing_percentile)
// - state-wise (JEE Main):    the same percentile ratio, with the student's JEE Main percentile
// (100 - percentile is the share of candidates ahead, so the percentile ratio is a rank ratio too.)
// Then: High when x <= high, Medium when x <= medium, Low otherwise; rows with x > reach are not
// returned. The thresholds come from the backtest (label with year Y-1's same round, check against
// year Y): pointwise, P(obtained | x) >= 90% up to `high`, >= 50% up to `medium`, >= 10% up to `reach`.
// Boundaries are inclusive (x equal to a threshold takes the better label, and is returned at `reach`).
// Table and method: docs/data/mhtcet.md (Chance; Evidence, Backtest).
import type { Chance, MhtcetFinderBasis } from 'shared-contracts';

export interface ChanceThresholds {
  high: number;
  medium: number;
  reach: number;
}

export const CHANCE_THRESHOLDS: Readonly<Record<MhtcetFinderBasis, ChanceThresholds>> = {
  mhtcet_rank: { high: 0.81, medium: 1.1, reach: 1.45 },
  mhtcet_percentile: { high: 0.61, medium: 0.9, reach: 1.35 },
  jee_main_percentile: { high: 0.7, medium: 0.94, reach: 1.23 },
};

/** Keeps the percentile ratio finite when a closing percentile is 100. */
const EPSILON = 1e-7;

const isRankBasis = (basis: MhtcetFinderBasis) => basis === 'mhtcet_rank';

/** The ratio x of a student's value to a row's closing rank / closing percentile (see above). */
export function ratioOf(basis: MhtcetFinderBasis, student: number, closingRank: number, closingPercentile: number): number {
  if (isRankBasis(basis)) return student / closingRank;
  return (100 - student + EPSILON) / (100 - closingPercentile + EPSILON);
}

export const chanceRatio = (basis: MhtcetFinderBasis, student: number, closing: { rank: number; percentile: number }): number =>
  ratioOf(basis, student, closing.rank, closing.percentile);

export function chanceForRatio(basis: MhtcetFinderBasis, ratio: number): Chance {
  const { high, medium } = CHANCE_THRESHOLDS[basis];
  if (ratio <= high) return 'High';
  if (ratio <= medium) return 'Medium';
  return 'Low';
}

export const chanceFor = (basis: MhtcetFinderBasis, student: number, closing: { rank: number; percentile: number }): Chance =>
  chanceForRatio(basis, chanceRatio(basis, student, closing));

/** Whether a row is close enough to be returned (x <= reach). */
export const withinReach = (basis: MhtcetFinderBasis, student: number, closing: { rank: number; percentile: number }): boolean =>
  chanceRatio(basis, student, closing) <= CHANCE_THRESHOLDS[basis].reach;

/**
 * The closing column x depends on (closing_rank in rank mode, closing_percentile otherwise). x is
 * monotone in it, so in a list sorted on that column the rows within reach form one run.
 */
export const ratioColumn = (basis: MhtcetFinderBasis): 'closing_rank' | 'closing_percentile' =>
  isRankBasis(basis) ? 'closing_rank' : 'closing_percentile';
