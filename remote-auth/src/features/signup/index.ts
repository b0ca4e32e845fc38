export { SignupForm } from './components/SignupForm';
export { REGISTRATION_MESSAGES } from './model/messages';
