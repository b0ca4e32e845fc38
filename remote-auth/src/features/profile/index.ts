export { ProfileForm } from './components/ProfileForm';
export { ProfileView } from './components/ProfileView';
export { DEFAULT_COUNTRY_CODE } from './model/phone';
