import { useState } from 'react';
import { SegmentedControl } from 'shared-contracts/ui';
import { PredictionForm, PredictionOutcome, PredictorCard, usePrediction, INPUT_TYPE_LEGEND, INPUT_TYPE_OPTIONS, MHTCET_SCORE_HINT, PERCENTILE_HINT, PREDICT_RANK, type InputType, type PredictorViewProps } from '../../prediction';
import { getMhtcetPrediction } from '../api/getMhtcetPrediction';

/** MHT-CET: score or percentile to a state merit rank. */
export function MhtcetPredictor({ onUseRank, linkToFinder }: PredictorViewProps) {
  const [input, setInput] = useState<InputType>('percentile');
  const prediction = usePrediction(input === 'score' ? 'mhtcetScore' : 'percentile', (api, value) => getMhtcetPrediction(api, input, value));

  return (
    <PredictorCard title="MHT-CET Predictor" description="Turn your MHT-CET score or percentile into a state merit rank.">
      <PredictionForm
        prediction={prediction}
        label={input === 'score' ? 'Your MHT-CET score' : 'Your MHT-CET percentile'}
        hint={input === 'score' ? MHTCET_SCORE_HINT : PERCENTILE_HINT}
        placeholder={input === 'score' ? 'e.g. 120' : 'e.g. 95.5'}
        submitLabel={PREDICT_RANK}
      >
        <SegmentedControl
          legend={INPUT_TYPE_LEGEND}
          options={INPUT_TYPE_OPTIONS}
          value={input}
          onChange={(next) => {
            setInput(next);
            prediction.reset();
          }}
        />
      </PredictionForm>
      <PredictionOutcome
        loading={prediction.loading}
        error={prediction.error}
        result={prediction.result}
        exam="mhtcet"
        emphasis="rank"
        onUseRank={onUseRank}
        linkToFinder={linkToFinder}
      />
    </PredictorCard>
  );
}
