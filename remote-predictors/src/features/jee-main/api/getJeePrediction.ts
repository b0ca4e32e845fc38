import { API_PATHS, type ApiClient, type JeePredictorExamType } from 'shared-contracts';
import type { InputType } from '../../prediction';

/**
 * GET /jee-predictor/ with exam_type and one of score or percentile, as typed (leading zeros already
 * stripped). Used by the JEE Main and the JEE Advanced predictor. The answer is checked by the caller.
 */
export function getJeePrediction(api: ApiClient, examType: JeePredictorExamType, input: InputType, value: string): Promise<unknown> {
  return api.get<unknown>(API_PATHS.jeePredictor, { params: { exam_type: examType, [input]: value } });
}
