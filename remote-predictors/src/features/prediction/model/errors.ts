// The message a predictor shows when its call fails (the predictors' failure messages).
import { GLOBAL_ALERT_MESSAGES, PREDICTOR_MESSAGES } from 'shared-contracts';
import type { ApiError } from 'shared-contracts/client';

/** Reason phrases for when the response carried none (HTTP/2 has no status text). */
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

type ApiErrorLike = Partial<Pick<ApiError, 'status' | 'statusText' | 'detail' | 'isConnectionError' | 'isTimeout' | 'message'>>;

/** "Score exceeds maximum (300). Please enter a realistic value." loses its last full stop inside the sentence. */
const asReason = (text: string) => text.trim().replace(/[.\s]+$/, '');

/**
 * 400 -> "Failed to get prediction: {detail}. Please try a different value."; any other HTTP status ->
 * "Server returned {status}: {statusText}"; no response at all -> the connection or timeout message.
 */
export function predictionErrorMessage(error: unknown): string {
  const e: ApiErrorLike = error && typeof error === 'object' ? (error as ApiErrorLike) : {};
  const status = typeof e.status === 'number' ? e.status : undefined;
  if (status === 400) return PREDICTOR_MESSAGES.failed(asReason(e.detail || e.statusText || REASON_PHRASES[400]));
  if (status !== undefined) return PREDICTOR_MESSAGES.serverReturned(status, e.statusText || REASON_PHRASES[status] || 'Error');
  if (e.isTimeout) return GLOBAL_ALERT_MESSAGES.timeout;
  if (e.isConnectionError) return GLOBAL_ALERT_MESSAGES.connection;
  return GLOBAL_ALERT_MESSAGES.other;
}
