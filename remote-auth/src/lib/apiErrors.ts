// Reading the account calls' errors: { detail } (or message/error), or per-field arrays (first entry each).
import { GLOBAL_ALERT_MESSAGES } from 'shared-contracts';
import { ApiError } from 'shared-contracts/client';

export function asApiError(error: unknown): ApiError | null {
  return error instanceof ApiError ? error : null;
}

/** The server's own words, or the connection/timeout text, or null. */
export function serverMessage(error: unknown): string | null {
  const apiError = asApiError(error);
  if (!apiError) return null;
  if (apiError.isConnectionError) return GLOBAL_ALERT_MESSAGES.connection;
  if (apiError.isTimeout) return GLOBAL_ALERT_MESSAGES.timeout;
  return apiError.detail ?? null;
}

/** First message of each field array the server sent, for the fields the form has. */
export function fieldErrorsOf<K extends string>(error: unknown, fields: readonly K[]): Partial<Record<K, string>> {
  const all = asApiError(error)?.fieldErrors ?? {};
  const out: Partial<Record<K, string>> = {};
  for (const field of fields) if (all[field]) out[field] = all[field];
  return out;
}

/** Field messages the form has no field for (e.g. non_field_errors), joined. */
export function otherFieldErrors(error: unknown, fields: readonly string[]): string | null {
  const all = asApiError(error)?.fieldErrors ?? {};
  const rest = Object.entries(all)
    .filter(([key]) => !fields.includes(key))
    .map(([, message]) => message);
  return rest.length ? rest.join(' ') : null;
}

export const statusOf = (error: unknown): number | undefined => asApiError(error)?.status;
