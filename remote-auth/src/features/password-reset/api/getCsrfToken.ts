import { API_PATHS, type ApiClient, type CsrfResponse } from 'shared-contracts';

/** GET /csrf/: sets the csrftoken cookie (credentials on, so the browser keeps it) and returns its value. */
export function getCsrfToken(api: ApiClient): Promise<CsrfResponse> {
  return api.get<CsrfResponse>(API_PATHS.csrf, { anonymous: true, silent: true, withCredentials: true });
}
