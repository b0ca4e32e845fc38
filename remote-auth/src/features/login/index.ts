export { postLogin } from './api/postLogin';
export { LoginForm } from './components/LoginForm';
