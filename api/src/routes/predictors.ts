// GET /api/jee-predictor/ and GET /api/mhtcet-predictor/: rank predictions from the reference tables,
// loaded once when the app starts (app.ts, with domain/predictors/tables.ts). Inputs are validated with the
// same rules and messages as the widgets (shared-contracts' predictorInputWarning); a predictor whose
// data could not be loaded answers 503 with the reason.
import type { FastifyInstance } from 'fastify';
import { predictorInputWarning, stripLeadingZeros, type PredictorInputKind } from 'shared-contracts';
import { predictJeeAdvanced } from '../domain/predictors/jeeAdvanced';
import { predictJeeMainFromPercentile, predictJeeMainFromScore } from '../domain/predictors/jeeMain';
import { predictMhtcetFromPercentile, predictMhtcetFromScore } from '../domain/predictors/mhtcet';
import type { Prediction } from '../domain/predictors/prediction';
import type { PredictorModels } from '../domain/predictors/tables';
import { echo, single, type Query } from '../http/params/query';
import { ApiError, badRequest } from '../http/errors';
import type { RouteDeps } from './deps';

export const EXAM_TYPES = ['jee_mains', 'jee_advanced'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

export const PREDICTOR_DETAILS = {
  examTypeMissing: 'exam_type is required: jee_mains or jee_advanced.',
  examTypeUnknown: (raw: string) => `Unknown exam_type: ${echo(raw)}. Choose jee_mains or jee_advanced.`,
  inputMissing: 'Give a score or a percentile.',
  inputBoth: 'Give either a score or a percentile, not both.',
  advancedScoreOnly: 'JEE Advanced takes a score, not a percentile.',
  scoreNotNumber: (raw: string) => `score must be a number, e.g. 250 (got "${echo(raw)}").`,
  percentileNotNumber: (raw: string) => `percentile must be a number from 0 to 100, e.g. 99.5 (got "${echo(raw)}").`,
  unavailable: (name: string, problem: string) => `The ${name} predictor is unavailable: ${problem}`,
} as const;

const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

type InputName = 'score' | 'percentile';

/** The score or percentile given, or null; a repeated parameter is a 400. */
function present(query: Query, name: InputName): string | null {
  const raw = single(query, name);
  return raw === undefined || raw === '' ? null : raw;
}

/** The one input of a request: exactly one of score and percentile. */
function chooseInput(query: Query): { name: InputName; raw: string } {
  const score = present(query, 'score');
  const percentile = present(query, 'percentile');
  if (score !== null && percentile !== null) throw badRequest(PREDICTOR_DETAILS.inputBoth);
  if (score !== null) return { name: 'score', raw: score };
  if (percentile !== null) return { name: 'percentile', raw: percentile };
  throw badRequest(PREDICTOR_DETAILS.inputMissing);
}

/** Leading zeros stripped, then the widgets' rules: at most 6 digits, the kind's range. */
function parseInput(raw: string, name: InputName, kind: PredictorInputKind): number {
  const text = stripLeadingZeros(raw);
  if (!PLAIN_NUMBER.test(text)) throw badRequest(name === 'score' ? PREDICTOR_DETAILS.scoreNotNumber(raw) : PREDICTOR_DETAILS.percentileNotNumber(raw));
  const warning = predictorInputWarning(kind, text);
  if (warning) throw badRequest(warning);
  return Number(text);
}

function examType(query: Query): ExamType {
  const raw = single(query, 'exam_type');
  if (raw === undefined || raw === '') throw badRequest(PREDICTOR_DETAILS.examTypeMissing);
  const value = raw.toLowerCase();
  if (!(EXAM_TYPES as readonly string[]).includes(value)) throw badRequest(PREDICTOR_DETAILS.examTypeUnknown(raw));
  return value as ExamType;
}

const unavailable = (name: string, problem: string) => new ApiError(503, PREDICTOR_DETAILS.unavailable(name, problem));

export function predictorRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const loaded = (): PredictorModels => {
    const models = deps.predictors();
    if (!models) throw unavailable('rank', 'the reference data is still loading.');
    return models;
  };

  app.get('/jee-predictor/', async (request): Promise<Prediction> => {
    const query = request.query as Query;
    const exam = examType(query);
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
