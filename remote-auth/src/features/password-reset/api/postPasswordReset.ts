import { API_PATHS, type ApiClient, type MessageResponse } from 'shared-contracts';
import { csrfRequestOptions } from './csrf';

/** POST /password-reset/ { email }: a reset code by e-mail (the same answer whether or not the account exists). */
export function postPasswordReset(api: ApiClient, email: string, csrfToken: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(API_PATHS.passwordReset, { email }, csrfRequestOptions(csrfToken));
}
