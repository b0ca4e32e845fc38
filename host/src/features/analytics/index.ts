export { usePageViews } from './hooks/usePageViews';
