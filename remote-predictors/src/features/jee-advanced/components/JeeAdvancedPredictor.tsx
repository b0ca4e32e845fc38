import { getJeePrediction } from '../../jee-main';
import { PredictionForm, PredictionOutcome, PredictorCard, usePrediction, JEE_ADVANCED_SCORE_HINT, PREDICT_RANK, type PredictorViewProps } from '../../prediction';

/** JEE Advanced: score to Common Rank List rank. */
export function JeeAdvancedPredictor({ onUseRank, linkToFinder }: PredictorViewProps) {
  // Same endpoint as JEE Main (GET /jee-predictor/), with exam_type jee_advanced and a score.
  const prediction = usePrediction('jeeAdvancedScore', (api, value) => getJeePrediction(api, 'jee_advanced', 'score', value));

  return (
    <PredictorCard title="JEE Advanced Predictor" description="Turn your JEE Advanced marks into a Common Rank List (CRL) rank.">
      <PredictionForm
        prediction={prediction}
        label="Your JEE Advanced score"
        hint={JEE_ADVANCED_SCORE_HINT}
        placeholder="e.g. 150"
        submitLabel={PREDICT_RANK}
      />
      <PredictionOutcome
        loading={prediction.loading}
        error={prediction.error}
        result={prediction.result}
        exam="jee_advanced"
        emphasis="rank"
        onUseRank={onUseRank}
        linkToFinder={linkToFinder}
      />
    </PredictorCard>
  );
}
