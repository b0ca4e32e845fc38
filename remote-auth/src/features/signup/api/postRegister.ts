import { API_PATHS, type ApiClient, type RegisterResponse, type RegistrationPayload } from 'shared-contracts';

/** POST /register/: the account waits for its e-mail to be verified. */
export function postRegister(api: ApiClient, payload: RegistrationPayload): Promise<RegisterResponse> {
  return api.post<RegisterResponse>(API_PATHS.register, payload, { anonymous: true, silent: true });
}
