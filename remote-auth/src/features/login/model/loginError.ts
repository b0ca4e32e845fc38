// The login page's error: the server detail when present, else by status.
import { LOGIN_MESSAGES } from 'shared-contracts';
import { asApiError, serverMessage } from '../../../lib/apiErrors';

export const UNVERIFIED_MARKER = 'Email not verified';

export function loginErrorMessage(error: unknown): string {
  const detail = serverMessage(error);
  if (detail) return detail;
  const status = asApiError(error)?.status;
  if (status === 404) return LOGIN_MESSAGES.unavailable;
  if (status === 401) return LOGIN_MESSAGES.invalidCredentials;
  return LOGIN_MESSAGES.failed;
}

export const isUnverified = (message: string) => message.includes(UNVERIFIED_MARKER);
