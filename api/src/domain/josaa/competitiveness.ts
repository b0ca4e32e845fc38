// How competitive a JoSAA seat is: where its closing rank falls among the closing ranks of that year's
// seats for the same exam (JEE Main or JEE Advanced) and the same seat type (category ranks are only
// comparable within a category), taken from the year's final round (one closing rank per seat).
//   percentile = share of those final-round seats whose closing rank is <= this row's closing rank
//   Highly Competitive      percentile <= 1/3 (the third of seats that close at the best ranks)
//   Moderately Competitive  percentile <= 2/3
//   Less Competitive        otherwise, and always when the closing rank carries 'P' (the seat was not
//                           filled from the regular rank list).
// Rows of earlier rounds are placed on the same final-round scale. Computed at import (import/josaa.ts).
import type { Competitiveness } from 'shared-contracts';

export const COMPETITIVENESS_CUTS = { highly: 1 / 3, moderately: 2 / 3 } as const;

export interface CompetitivenessInput {
  year: number;
  round: number;
  exam_type: string;
  seat_type: string;
  closing_rank_num: number;
  is_preparatory: number | boolean;
}

const groupKey = (row: Pick<CompetitivenessInput, 'year' | 'exam_type' | 'seat_type'>) => `${row.year}|${row.exam_type}|${row.seat_type}`;

/** Number of values in the sorted array that are <= x. */
function countAtMost(sorted: Float64Array, x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function competitivenessOfPercentile(percentile: number): Competitiveness {
  if (percentile <= COMPETITIVENESS_CUTS.highly) return 'Highly Competitive';
  if (percentile <= COMPETITIVENESS_CUTS.moderately) return 'Moderately Competitive';
  return 'Less Competitive';
}

/** The reference scales of a data set: built once from all its rows, then asked per row. */
export class CompetitivenessScale {
  private readonly scales = new Map<string, Float64Array>();

  constructor(rows: Iterable<CompetitivenessInput>) {
    const list = [...rows];
    const finalRound = new Map<number, number>();
    for (const row of list) finalRound.set(row.year, Math.max(finalRound.get(row.year) ?? 0, row.round));
    const values = new Map<string, number[]>();
    const fallback = new Map<string, number[]>();
    for (const row of list) {
      if (row.is_preparatory) continue;
      const key = groupKey(row);
      if (row.round === finalRound.get(row.year)) (values.get(key) ?? values.set(key, []).get(key)!).push(row.closing_rank_num);
      (fallback.get(key) ?? fallback.set(key, []).get(key)!).push(row.closing_rank_num);
    }
    // A group without final-round seats (a seat type offered only in earlier rounds) uses all its rounds.
    for (const [key, all] of fallback) {
      const chosen = values.get(key) ?? all;
      this.scales.set(key, Float64Array.from(chosen).sort());
    }
  }

  /** The row's percentile in its group (0-1], or null for a 'P' closing rank or an unknown group. */
  percentile(row: CompetitivenessInput): number | null {
    if (row.is_preparatory) return null;
    const scale = this.scales.get(groupKey(row));
    if (!scale || scale.length === 0) return null;
    return Math.max(countAtMost(scale, row.closing_rank_num), 1) / scale.length;
  }

  label(row: CompetitivenessInput): Competitiveness {
    const percentile = this.percentile(row);
    return percentile === null ? 'Less Competitive' : competitivenessOfPercentile(percentile);
  }
}
