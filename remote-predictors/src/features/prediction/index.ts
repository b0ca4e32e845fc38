export { PredictionForm } from './components/PredictionForm';
export { PredictionOutcome } from './components/PredictionOutcome';
export { PredictorCard } from './components/PredictorCard';
export { usePrediction } from './hooks/usePrediction';
export { INPUT_TYPE_LEGEND, INPUT_TYPE_OPTIONS, JEE_ADVANCED_SCORE_HINT, JEE_MAIN_SCORE_HINT, MHTCET_SCORE_HINT, PERCENTILE_HINT, PREDICT_PERCENTILE, PREDICT_RANK } from './model/labels';
export type { InputType, PredictorViewProps } from './model/types';
