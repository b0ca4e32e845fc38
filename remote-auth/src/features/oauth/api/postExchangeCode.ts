import { API_PATHS, type ApiClient, type GoogleExchangePayload, type LoginResponse } from 'shared-contracts';

/** POST /auth/google/exchange-code/ { code, redirect_uri, state }: tokens and user. `iss` goes along when the provider sent one. */
export function postExchangeCode(api: ApiClient, payload: GoogleExchangePayload & { iss?: string }): Promise<LoginResponse> {
  return api.post<LoginResponse>(API_PATHS.googleExchange, payload, { anonymous: true, silent: true, withCredentials: true });
}
