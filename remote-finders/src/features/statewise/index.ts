// The state-wise finder: state colleges' All India seats for a JEE Main rank. The only module outside the
// feature imports (the MHT-CET lists and rows it shares with the MHT-CET finder live in finder-common).
export { StatewiseForm } from './components/StatewiseForm';
export { StatewiseResults } from './components/StatewiseResults';
export { useStatewiseColleges } from './hooks/useStatewiseColleges';
export { useStatewiseOptions } from './hooks/useStatewiseOptions';
export {
  ALL_ROUNDS,
  STATEWISE_URL_DEFAULTS,
  enterStatewiseRank,
  readStatewiseUrl,
  stateLabel,
  toStatewiseQuery,
  validateStatewiseForm,
  writeStatewiseUrl,
  type StatewiseErrors,
  type StatewiseSearch,
} from './model/form';
export { STATEWISE_LABELS } from './model/labels';
