// The MHT-CET college finder: its form and URL fields, option lists, results and FAQ. The only module
// outside the feature imports (what it shares with the state-wise finder lives in finder-common).
export { MhtcetForm } from './components/MhtcetForm';
export { MhtcetResults } from './components/MhtcetResults';
export { useMhtcetFinder } from './hooks/useMhtcetFinder';
export { useMhtcetOptions } from './hooks/useMhtcetOptions';
export { MHTCET_FAQ } from './model/faq';
export {
  enterPercentile,
  enterRank,
  hasErrors,
  initialMhtcetForm,
  readMhtcetUrl,
  settlePercentile,
  switchMode,
  toMhtcetQuery,
  validateMhtcetForm,
  withOptionDefaults,
  writeMhtcetUrl,
  type MhtcetErrors,
  type MhtcetFormState,
  type MhtcetMode,
  type MhtcetSearch,
} from './model/form';
export { MHTCET_LABELS } from './model/labels';
export { MHTCET_URL_DEFAULTS, fieldsToParams, paramsToFields } from './model/urlFields';
