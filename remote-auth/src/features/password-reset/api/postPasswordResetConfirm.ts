import { API_PATHS, type ApiClient, type MessageResponse, type PasswordResetConfirmPayload } from 'shared-contracts';
import { csrfRequestOptions } from './csrf';

/** POST /password-reset/confirm/ { email, code, new_password, new_password_confirm }. */
export function postPasswordResetConfirm(api: ApiClient, payload: PasswordResetConfirmPayload, csrfToken: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(API_PATHS.passwordResetConfirm, payload, csrfRequestOptions(csrfToken));
}
