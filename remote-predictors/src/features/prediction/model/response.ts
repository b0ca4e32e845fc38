import type { PredictionResponse } from 'shared-contracts';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A usable prediction: rank_prediction with the three ranks as numbers (anything else is an unexpected format). */
export function isPredictionResponse(data: unknown): data is PredictionResponse {
  if (!data || typeof data !== 'object') return false;
  const prediction = (data as { rank_prediction?: unknown }).rank_prediction;
  if (!prediction || typeof prediction !== 'object') return false;
  const { predicted_rank, rank_min, rank_max } = prediction as Record<string, unknown>;
  return isCount(predicted_rank) && isCount(rank_min) && isCount(rank_max);
}
