// Texts of the predictor widgets that are not messages of the spec (those live in shared-contracts).
import { JEE_ADVANCED_SCORE_RANGE, JEE_MAIN_SCORE_RANGE, MHTCET_SCORE_RANGE, PERCENTILE_RANGE } from 'shared-contracts';
import type { SegmentOption } from 'shared-contracts/ui';
import type { InputType } from './types';

export const INPUT_TYPE_LEGEND = 'I will enter my';
export const INPUT_TYPE_OPTIONS: readonly SegmentOption<InputType>[] = [
  { value: 'score', label: 'Score' },
  { value: 'percentile', label: 'Percentile' },
];

export const PREDICT_PERCENTILE = 'Predict percentile';
export const PREDICT_RANK = 'Predict rank';

const range = (r: { min: number; max: number }) => `${r.min} to ${r.max}`;

export const PERCENTILE_HINT = `A number from ${range(PERCENTILE_RANGE)}, e.g. 98.75`;
export const JEE_MAIN_SCORE_HINT = `Marks from ${range(JEE_MAIN_SCORE_RANGE)} (negative marking can take it below 0)`;
export const JEE_ADVANCED_SCORE_HINT = `Total marks of both papers, from ${range(JEE_ADVANCED_SCORE_RANGE)}`;
export const MHTCET_SCORE_HINT = `Marks from ${range(MHTCET_SCORE_RANGE)}`;
