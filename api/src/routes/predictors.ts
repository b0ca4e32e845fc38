// GET /api/jee-predictor/ and GET /api/mhtcet-predictor/: rank predictions from the reference tables,
// loaded once when the app starts (app.ts, with domain/predictors/tables.ts). Inputs are validated with the
// same rules and messages as the widgets (shared-contracts' predictorInputWarning); a predictor whose
// data could not be loaded answers 503 with the reason.
import type { FastifyInstance } from 'fastify';
import { predictJeeAdvanced } from '../domain/predictors/jeeAdvanced';
import { predictJeeMainFromPercentile, predictJeeMainFromScore } from '../domain/predictors/jeeMain';
import { predictMhtcetFromPercentile, predictMhtcetFromScore } from '../domain/predictors/mhtcet';
import type { Prediction } from '../domain/predictors/prediction';
import type { PredictorModels } from '../domain/predictors/tables';
import { ApiError, badRequest } from '../http/errors';
import { chooseInput, parseExamType, parseInput, PREDICTOR_DETAILS } from '../http/params/predictors';
import type { Query } from '../http/params/query';
import type { RouteDeps } from './deps';

const unavailable = (name: string, problem: string) => new ApiError(503, PREDICTOR_DETAILS.unavailable(name, problem));

export function predictorRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const loaded = (): PredictorModels => {
    const models = deps.predictors();
    if (!models) throw unavailable('rank', 'the reference data is still loading.');
    return models;
  };

  app.get('/jee-predictor/', async (request): Promise<Prediction> => {
    const query = request.query as Query;
    const exam = parseExamType(query);
    const input = chooseInput(query);
    if (exam === 'jee_advanced') {
      if (input.name === 'percentile') throw badRequest(PREDICTOR_DETAILS.advancedScoreOnly);
      const score = parseInput(input.raw, 'score', 'jeeAdvancedScore');
      const { jeeAdvanced } = loaded();
      if (!jeeAdvanced.model) throw unavailable('JEE Advanced', jeeAdvanced.problem);
      return predictJeeAdvanced(jeeAdvanced.model, score);
    }
    const value = parseInput(input.raw, input.name, input.name === 'score' ? 'jeeMainScore' : 'percentile');
    const { jeeMain } = loaded();
    if (!jeeMain.model) throw unavailable('JEE Main', jeeMain.problem);
    if (input.name === 'percentile') return predictJeeMainFromPercentile(jeeMain.model, value);
    if (!jeeMain.model.score) throw unavailable('JEE Main score', jeeMain.model.scoreProblem ?? 'no marks-percentile table.');
    return predictJeeMainFromScore(jeeMain.model, value);
  });

  app.get('/mhtcet-predictor/', async (request): Promise<Prediction> => {
    const input = chooseInput(request.query as Query);
    const value = parseInput(input.raw, input.name, input.name === 'score' ? 'mhtcetScore' : 'percentile');
    const { mhtcet } = loaded();
    if (!mhtcet.model) throw unavailable('MHT-CET', mhtcet.problem);
    if (input.name === 'percentile') return predictMhtcetFromPercentile(mhtcet.model, value);
    if (!mhtcet.model.score) throw unavailable('MHT-CET score', mhtcet.model.scoreProblem ?? 'no marks-percentile table.');
    return predictMhtcetFromScore(mhtcet.model, value);
  });
}
