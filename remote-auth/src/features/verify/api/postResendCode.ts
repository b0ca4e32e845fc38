import { API_PATHS, type ApiClient, type MessageResponse } from 'shared-contracts';

/** POST /verify-email/: sends a new code. */
export function postResendCode(api: ApiClient, email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>(API_PATHS.verifyEmailResend, { email }, { anonymous: true, silent: true });
}
