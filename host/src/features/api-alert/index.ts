export { ApiErrorAlert } from './components/ApiErrorAlert';
