import { API_PATHS, type ApiClient, type VerifyEmailResponse } from 'shared-contracts';

/** POST /verify-email/confirm/: verified and logged in (tokens and user). */
export function postVerifyEmail(api: ApiClient, email: string, code: string): Promise<VerifyEmailResponse> {
  return api.post<VerifyEmailResponse>(API_PATHS.verifyEmailConfirm, { email, code }, { anonymous: true, silent: true });
}
