import { GLOBAL_ALERT_MESSAGES, PREDICTOR_MESSAGES } from 'shared-contracts';
import { ApiError } from 'shared-contracts/client';
import { predictionErrorMessage } from './errors';

it('turns a 400 detail into the failure reason, without a doubled full stop', () => {
  const detail = 'Score exceeds maximum (300). Please enter a realistic value.';
  expect(predictionErrorMessage(new ApiError(detail, { status: 400, body: { detail } }))).toBe(
    'Failed to get prediction: Score exceeds maximum (300). Please enter a realistic value. Please try a different value.',
  );
  expect(predictionErrorMessage(new ApiError('x', { status: 400 }))).toBe(PREDICTOR_MESSAGES.failed('Bad Request'));
});

it('names the status and its text for other HTTP failures', () => {
  expect(predictionErrorMessage(new ApiError('x', { status: 503, statusText: 'Service Unavailable' }))).toBe('Server returned 503: Service Unavailable');
  expect(predictionErrorMessage(new ApiError('x', { status: 429 }))).toBe('Server returned 429: Too Many Requests');
  expect(predictionErrorMessage(new ApiError('x', { status: 418 }))).toBe('Server returned 418: Error');
});

it('says what happened when no response came, or something else failed', () => {
  expect(predictionErrorMessage(new ApiError('x', { isConnectionError: true }))).toBe(GLOBAL_ALERT_MESSAGES.connection);
  expect(predictionErrorMessage(new ApiError('x', { isTimeout: true }))).toBe(GLOBAL_ALERT_MESSAGES.timeout);
  expect(predictionErrorMessage(new TypeError('boom'))).toBe(GLOBAL_ALERT_MESSAGES.other);
  expect(predictionErrorMessage(undefined)).toBe(GLOBAL_ALERT_MESSAGES.other);
});
