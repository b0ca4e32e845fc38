import { API_PATHS, type ApiClient, type ProfileUpdatePayload, type User } from 'shared-contracts';

/** PUT /profile/: the updated user. */
export function putProfile(api: ApiClient, payload: ProfileUpdatePayload): Promise<User> {
  return api.put<User>(API_PATHS.profile, payload, { silent: true });
}
