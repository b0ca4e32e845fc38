export { ExportCsvButton } from './components/ExportCsvButton';
export { LoginRequiredModal } from './components/LoginRequiredModal';
export { NirfWeights } from './components/NirfWeights';
export { RankingsFilters } from './components/RankingsFilters';
export { RankingsResults } from './components/RankingsResults';
export { useRankingsQuery } from './hooks/useRankingsQuery';
export { useStateOptions } from './hooks/useStateOptions';
export { LABELS, RANKINGS_PATH } from './model/labels';
export type { NoticeMessage, RankingsRequest } from './model/types';
