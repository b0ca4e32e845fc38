// Pieces every finder page shares that are more than UI: URL state, predictor widgets over federation, paths.
export { useUrlState, type UrlFields, type UrlState } from './useUrlState';
export {
  PredictorFailedPanel,
  PredictorWidget,
  usePredictorWidget,
  type PredictorWidgetHostProps,
  type PredictorWidgetName,
  type PredictorWidgetProps,
  type PredictorWidgetState,
} from './usePredictorWidget';
export { FINDER_PATHS, canonicalUrl } from './paths';
export { DataBasisNote } from './DataBasisNote';
export { dataBasisText, fewerRoundsText, josaaRoundName, type RoundName } from './dataBasis';
