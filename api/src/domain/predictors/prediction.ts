// The shape every predictor returns, and the rounding that makes its figures safe to show:
// whole ranks with 1 <= rank_min <= predicted_rank <= rank_max, and percentiles that never round up
// to 100 unless they are 100.
import type { PredictionResponse } from 'shared-contracts';

export interface Prediction extends PredictionResponse {
  basis: string;
  is_estimate: boolean;
  percentile_range?: { min: number; max: number };
  qualified?: boolean;
  note?: string;
}

/** Percentiles are shown with 4 decimals; a value below 100 never rounds to 100 (or one above 0 to 0). */
export function roundPercentile(value: number): number {
  const clamped = Math.min(100, Math.max(0, value));
  const rounded = Math.round(clamped * 1e4) / 1e4;
  if (rounded >= 100 && clamped < 100) return 99.9999;
  if (rounded <= 0 && clamped > 0) return 0.0001;
  return rounded;
}

/** Whole ranks, at least 1, ordered: the prediction is clamped into [rank_min, rank_max]. */
export function rankPrediction(predicted: number, min: number, max: number): Prediction['rank_prediction'] {
  const lo = Math.max(1, Math.floor(Math.min(min, max)));
  const hi = Math.max(lo, Math.ceil(Math.max(min, max)));
  const point = Math.min(hi, Math.max(lo, Math.round(predicted)));
  return { predicted_rank: point, rank_min: lo, rank_max: hi };
}

/** 1538468 -> "15,38,468": the grouping NTA prints its counts in, and the site shows ranks in. */
export const formatCount = (value: number): string => Math.round(value).toLocaleString('en-IN');
