import { useState } from 'react';
import { SegmentedControl, type SegmentOption } from 'shared-contracts/ui';
import { PredictionForm, PredictionOutcome, PredictorCard, usePrediction, INPUT_TYPE_LEGEND, INPUT_TYPE_OPTIONS, JEE_MAIN_SCORE_HINT, PERCENTILE_HINT, PREDICT_PERCENTILE, PREDICT_RANK, type InputType, type PredictorViewProps } from '../../prediction';
import { getJeePrediction } from '../api/getJeePrediction';

export type JeeMainMode = 'score-to-percentile' | 'percentile-to-rank';

const MODE_OPTIONS: readonly SegmentOption<JeeMainMode>[] = [
  { value: 'score-to-percentile', label: 'Score to Percentile' },
  { value: 'percentile-to-rank', label: 'Percentile to Rank' },
];

/** JEE Main: Score to Percentile, or Percentile to Rank from a score or a percentile. */
export function JeeMainPredictor({ onUseRank, linkToFinder }: PredictorViewProps) {
  const [mode, setMode] = useState<JeeMainMode>('score-to-percentile');
  const [rankInput, setRankInput] = useState<InputType>('percentile');
  const input: InputType = mode === 'score-to-percentile' ? 'score' : rankInput;
  const prediction = usePrediction(input === 'score' ? 'jeeMainScore' : 'percentile', (api, value) =>
    getJeePrediction(api, 'jee_mains', input, value),
  );

  return (
    <PredictorCard
      title="JEE Main Predictor"
      description="Turn your JEE Main score into a percentile, or your percentile (or score) into an All India rank."
    >
      <PredictionForm
        prediction={prediction}
        label={input === 'score' ? 'Your JEE Main score' : 'Your JEE Main percentile'}
        hint={input === 'score' ? JEE_MAIN_SCORE_HINT : PERCENTILE_HINT}
        placeholder={input === 'score' ? 'e.g. 180' : 'e.g. 98.75'}
        submitLabel={mode === 'score-to-percentile' ? PREDICT_PERCENTILE : PREDICT_RANK}
      >
        <SegmentedControl
          legend="Prediction"
          options={MODE_OPTIONS}
          value={mode}
          onChange={(next) => {
            setMode(next);
            prediction.reset();
          }}
        />
        {mode === 'percentile-to-rank' && (
          <SegmentedControl
            legend={INPUT_TYPE_LEGEND}
            options={INPUT_TYPE_OPTIONS}
            value={rankInput}
            onChange={(next) => {
              setRankInput(next);
              prediction.reset();
            }}
          />
        )}
      </PredictionForm>
      <PredictionOutcome
        loading={prediction.loading}
        error={prediction.error}
        result={prediction.result}
        exam="jee_main"
        emphasis={mode === 'score-to-percentile' ? 'percentile' : 'rank'}
        onUseRank={onUseRank}
        linkToFinder={linkToFinder}
      />
    </PredictorCard>
  );
}
