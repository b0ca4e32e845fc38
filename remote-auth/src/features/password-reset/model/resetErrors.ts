import { PASSWORD_RESET_MESSAGES } from 'shared-contracts';
import { asApiError, serverMessage } from '../../../lib/apiErrors';

/** An answer that is not a JSON object (a proxy's HTML page, say). */
export const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export class NonJsonResponse extends Error {
  constructor() {
    super(PASSWORD_RESET_MESSAGES.nonJson);
    this.name = 'NonJsonResponse';
  }
}

/** The page's message for a failed call: non-JSON, the server's words, or `fallback`. */
export function resetErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof NonJsonResponse) return error.message;
  const apiError = asApiError(error);
  // A response came back, but with no JSON body to read.
  if (apiError && apiError.status !== undefined && !apiError.body) return PASSWORD_RESET_MESSAGES.nonJson;
  return serverMessage(error) ?? fallback;
}
