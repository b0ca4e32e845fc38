export { SignupForm } from './components/SignupForm';
