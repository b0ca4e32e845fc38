import { API_PATHS, type ApiClient, type LoginForm, type LoginResponse } from 'shared-contracts';

/** POST /login/: access, refresh and user. Made without a session (no bearer, no refresh on its 401). */
export function postLogin(api: ApiClient, credentials: LoginForm): Promise<LoginResponse> {
  return api.post<LoginResponse>(API_PATHS.login, { email: credentials.email.trim(), password: credentials.password }, { anonymous: true, silent: true });
}
