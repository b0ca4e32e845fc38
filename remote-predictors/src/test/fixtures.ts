import type { PredictionResponse } from 'shared-contracts';

/** A prediction as the API sends it (figures from the real tables). */
export function prediction(overrides: Partial<PredictionResponse> = {}): PredictionResponse {
  return {
    rank_prediction: { predicted_rank: 7500, rank_min: 6290, rank_max: 7500 },
    basis: 'JEE Main percentile to rank: rank = (100 - percentile) x N / 100.',
    is_estimate: true,
    ...overrides,
  };
}
