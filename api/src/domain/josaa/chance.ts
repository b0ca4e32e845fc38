// Which JoSAA seats a rank is shown, and the chance label of each (High, Medium, Low). The one place the
// rule lives; its evidence (the backtest, api/bench/analyses/josaa-backtest.ts) is in docs/data/josaa.md.
//
// The rule compares the student's rank r with the seat's closing rank c (the row's own round):
//   High   when r <= high(c) * c
//   Medium when r <= medium(c) * c
//   Low    when r <= reach(c) * c   (within reach)
//   not shown beyond that.
// A closing rank with JoSAA's 'P' means the seat was still open after the whole regular rank list and
// went to the preparatory-course list. Such a seat is shown for every rank, as Medium: the next year it
// went to the preparatory list again (so any regular rank would have got it) for 78% of seats in 2024,
// 35% in 2025 and 73% in 2026, and otherwise closed at a regular rank; over the backtest's sample it was
// obtained 88.2% of the time (91.9% in 2024, 82.5% in 2025, 92.5% in 2026): not the >= 90% in every
// year that High promises.
//
// Closing ranks move from year to year by an amount that depends on their size: a seat closing at 40
// may close at 20 or 90 next year, one closing at 40,000 rarely moves by more than 20%. So the three
// ratios are read off the backtest per size of closing rank, at the anchors below, and interpolated
// linearly in log10(c) between them (constant outside). At each anchor:
//   high    = the largest r/c at which the seat was still obtained the next year in >= 90% of cases,
//   medium  = the same for 50%,
//   reach   = the same for 10%,
// measured on the 2018->2019, 2019->2020 and 2020->2021 transitions (final rounds, seats whose closing
// rank lies within half a decade of the anchor), rounded to the nearest 0.05 (`backtest:josaa --calibrate`).
// Every later year (2022-2026 in the data) is the out-of-sample check; on 2025->2026 High was obtained
// 98.5%, Medium 79.8%, Low 15.7%, so the ratios stand as calibrated.
import type { Chance } from 'shared-contracts';

export interface ChanceAnchor {
  /** Closing rank at which the ratios below were measured. */
  closing: number;
  high: number;
  medium: number;
  reach: number;
}

export const CHANCE_ANCHORS: readonly ChanceAnchor[] = [
  { closing: 10, high: 0.7, medium: 1.5, reach: 5 },
  { closing: 100, high: 0.6, medium: 1.15, reach: 3.2 },
  { closing: 1_000, high: 0.65, medium: 1.05, reach: 1.7 },
  { closing: 10_000, high: 0.8, medium: 1.05, reach: 1.4 },
  { closing: 100_000, high: 0.7, medium: 1.05, reach: 1.3 },
  { closing: 1_000_000, high: 0.4, medium: 0.8, reach: 1.2 },
];

export interface ChanceRatios {
  high: number;
  medium: number;
  reach: number;
}

/** The three ratios for a closing rank (log-linear between the anchors, constant outside them). */
export function chanceRatios(closing: number, anchors: readonly ChanceAnchor[] = CHANCE_ANCHORS): ChanceRatios {
  const first = anchors[0];
  const last = anchors[anchors.length - 1];
  if (closing <= first.closing) return { high: first.high, medium: first.medium, reach: first.reach };
  if (closing >= last.closing) return { high: last.high, medium: last.medium, reach: last.reach };
  let i = 1;
  while (anchors[i].closing < closing) i += 1;
  const a = anchors[i - 1];
  const b = anchors[i];
  const t = (Math.log10(closing) - Math.log10(a.closing)) / (Math.log10(b.closing) - Math.log10(a.closing));
  const mix = (x: number, y: number) => x + (y - x) * t;
  return { high: mix(a.high, b.high), medium: mix(a.medium, b.medium), reach: mix(a.reach, b.reach) };
}

export interface ClosingRank {
  /** The number of the closing rank ("44P" -> 44). */
  num: number;
  /** The closing rank carries 'P'. */
  preparatory: boolean;
}

/** The chance label of a seat for a rank, or null when the seat is beyond reach (not shown). */
export function chanceFor(rank: number, closing: ClosingRank, anchors: readonly ChanceAnchor[] = CHANCE_ANCHORS): Chance | null {
  if (closing.preparatory) return 'Medium';
  const c = closing.num;
  const ratios = chanceRatios(c, anchors);
  if (rank <= ratios.high * c) return 'High';
  if (rank <= ratios.medium * c) return 'Medium';
  if (rank <= ratios.reach * c) return 'Low';
  return null;
}

/** Whether a seat closing at `closing` (no 'P') is shown for `rank`. */
export const isShown = (rank: number, closing: number, anchors: readonly ChanceAnchor[] = CHANCE_ANCHORS): boolean =>
  rank <= chanceRatios(closing, anchors).reach * closing;

/**
 * The smallest closing rank shown for `rank`: the finder's SQL bound (closing_rank_num >= this, or 'P').
 * reach(c) * c grows with c (a test checks it), so the shown seats are exactly those at or above it.
 */
export function minClosingRankFor(rank: number, anchors: readonly ChanceAnchor[] = CHANCE_ANCHORS): number {
  let lo = 1;
  let hi = Math.max(1, rank);
  if (isShown(rank, lo, anchors)) return lo;
  // isShown(rank, hi) holds because every reach ratio is >= 1.
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (isShown(rank, mid, anchors)) hi = mid;
    else lo = mid;
  }
  return hi;
}
