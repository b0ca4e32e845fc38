// The query parameters of the rank predictors (GET /api/jee-predictor/ and /api/mhtcet-predictor/):
// exam_type, and exactly one of score and percentile, checked with the same rules and messages as the
// widgets (shared-contracts' predictorInputWarning).
import { predictorInputWarning, stripLeadingZeros, type PredictorInputKind } from 'shared-contracts';
import { badRequest } from '../errors';
import { echo, single, type Query } from './query';

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
export function chooseInput(query: Query): { name: InputName; raw: string } {
  const score = present(query, 'score');
  const percentile = present(query, 'percentile');
  if (score !== null && percentile !== null) throw badRequest(PREDICTOR_DETAILS.inputBoth);
  if (score !== null) return { name: 'score', raw: score };
  if (percentile !== null) return { name: 'percentile', raw: percentile };
  throw badRequest(PREDICTOR_DETAILS.inputMissing);
}

/** Leading zeros stripped, then the widgets' rules: at most 6 digits, the kind's range. */
export function parseInput(raw: string, name: InputName, kind: PredictorInputKind): number {
  const text = stripLeadingZeros(raw);
  if (!PLAIN_NUMBER.test(text)) throw badRequest(name === 'score' ? PREDICTOR_DETAILS.scoreNotNumber(raw) : PREDICTOR_DETAILS.percentileNotNumber(raw));
  const warning = predictorInputWarning(kind, text);
  if (warning) throw badRequest(warning);
  return Number(text);
}

export function parseExamType(query: Query): ExamType {
  const raw = single(query, 'exam_type');
  if (raw === undefined || raw === '') throw badRequest(PREDICTOR_DETAILS.examTypeMissing);
  const value = raw.toLowerCase();
  if (!(EXAM_TYPES as readonly string[]).includes(value)) throw badRequest(PREDICTOR_DETAILS.examTypeUnknown(raw));
  return value as ExamType;
}
