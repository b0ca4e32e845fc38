export { LazyShortlistSync } from './components/LazyShortlistSync';
export { useShortlistCount } from './hooks/useShortlistCount';
