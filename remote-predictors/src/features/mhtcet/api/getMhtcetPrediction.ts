import { API_PATHS, type ApiClient } from 'shared-contracts';
import type { InputType } from '../../prediction';

/** GET /mhtcet-predictor/ with one of score or percentile, as typed (leading zeros already stripped). No login needed. */
export function getMhtcetPrediction(api: ApiClient, input: InputType, value: string): Promise<unknown> {
  return api.get<unknown>(API_PATHS.mhtcetPredictor, { params: { [input]: value } });
}
