// What the finder features share (the MHT-CET and state-wise finders read the same MHT-CET lists): URL
// state, predictor widgets over federation, paths, the data-basis note, the MHT-CET option and finder calls.
// The only module outside finder-common imports.
export { useUrlState, type UrlFields, type UrlState } from './hooks/useUrlState';
export { useMhtcetYears } from './hooks/useMhtcetYears';
export {
  PredictorFailedPanel,
  PredictorWidget,
  usePredictorWidget,
  type PredictorWidgetHostProps,
  type PredictorWidgetName,
  type PredictorWidgetProps,
  type PredictorWidgetState,
} from './usePredictorWidget';
export { FINDER_PATHS, canonicalUrl } from './model/paths';
export { DataBasisNote } from './components/DataBasisNote';
export { dataBasisText, fewerRoundsText, josaaRoundName, type RoundName } from './model/dataBasis';
export { ALL_CAP_ROUNDS } from './model/capRounds';
export { formatPercentile, formatRank, toRowViews, type MhtcetRowView } from './model/rows';
export { readOptions, type OptionsPayload } from './api/readOptions';
export { getMhtcetBranches } from './api/getMhtcetBranches';
export { getMhtcetRounds, type RoundsQuery } from './api/getMhtcetRounds';
export { getMhtcetYears } from './api/getMhtcetYears';
export { getMhtcetFinder, mhtcetFinderParams, type MhtcetFinderQuery, type MhtcetSortBy } from './api/getMhtcetFinder';
export { StarButton, type StarButtonProps } from './components/StarButton';
export { josaaSeatKey, mhtcetSeatKey } from './model/shortlistItems';
export { MhtcetRowStar } from './components/MhtcetRowStar';
export { StarredName, StarredTitle } from './components/StarredLayout';
