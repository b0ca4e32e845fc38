// The JoSAA features: the JEE college finder (form, results, FAQ) and the OR-CR explorer (seat table,
// cut-off chart). The only module outside the feature imports.
export { CutoffChart, type ChartPoint } from './components/CutoffChart';
export { JeeFinderForm, JeeFinderFormPlaceholder } from './components/JeeFinderForm';
export { JeeResults, type InPageTerms } from './components/JeeResults';
export { ResultCard } from './components/ResultCard';
export { SeatCard } from './components/SeatCard';
export { ViewSwitch } from './components/ViewSwitch';
export { SeatTable } from './components/SeatTable';
export { useJosaaFinder, useJosaaSeatFinder } from './hooks/useJosaaFinder';
export { useJosaaHomeStates } from './hooks/useJosaaHomeStates';
export { useJosaaHistory } from './hooks/useJosaaHistory';
export { useJosaaInstitutes } from './hooks/useJosaaInstitutes';
export { useJosaaOptions } from './hooks/useJosaaOptions';
export { useJosaaPrograms } from './hooks/useJosaaPrograms';
export { useJosaaRounds } from './hooks/useJosaaRounds';
export { useJosaaSeatLists } from './hooks/useJosaaSeatLists';
export { useJosaaSeats } from './hooks/useJosaaSeats';
export { useJosaaYears } from './hooks/useJosaaYears';
export { JEE_FAQ } from './model/faq';
export {
  ALL,
  URL_DEFAULTS,
  formFromUrl,
  pageFromUrl,
  pageSizeFromUrl,
  queryFromUrl,
  urlFromForm,
  validateForm,
  viewFromUrl,
  type FinderView,
  type JeeFinderFormValues,
} from './model/form';
export { labelFrom, withoutAll } from './model/options';
