export { withCsrf } from './api/csrf';
export { postPasswordReset } from './api/postPasswordReset';
export { postPasswordResetConfirm } from './api/postPasswordResetConfirm';
export { RequestStep } from './components/RequestStep';
export { VerifyStep } from './components/VerifyStep';
export type { VerifyField } from './components/VerifyStep';
export { NonJsonResponse, isJsonObject, resetErrorMessage } from './model/resetErrors';
