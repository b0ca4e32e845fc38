export { OfflineBanner } from './components/OfflineBanner';
