export { postVerifyEmail } from './api/postVerifyEmail';
export { ResendCode } from './components/ResendCode';
