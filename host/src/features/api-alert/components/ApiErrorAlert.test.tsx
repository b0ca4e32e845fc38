import { act, screen } from '@testing-library/react';
import { GLOBAL_ALERT_MESSAGES, type ApiErrorEventDetail } from 'shared-contracts';
import { dispatchApiError } from 'shared-contracts/client';
import { renderWithShell } from '../../../test/renderWithShell';
import { ApiErrorAlert } from './ApiErrorAlert';
import { ERROR_ALERT_DISMISS_MS } from '../../../constants';

const raise = (detail: ApiErrorEventDetail) => act(() => dispatchApiError(detail));
const base = { isConnectionError: false, isTimeout: false };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ApiErrorAlert', () => {
  it('shows nothing until an api-error event arrives', () => {
    renderWithShell(<ApiErrorAlert />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[string, ApiErrorEventDetail, string]>([
    ['offline', { ...base, isOffline: true, isConnectionError: true }, GLOBAL_ALERT_MESSAGES.offline],
    ['a connection error', { ...base, isConnectionError: true }, GLOBAL_ALERT_MESSAGES.connection],
    ['a timeout', { ...base, isTimeout: true }, GLOBAL_ALERT_MESSAGES.timeout],
    ['status 401', { ...base, status: 401 }, GLOBAL_ALERT_MESSAGES.session],
    ['status 403', { ...base, status: 403 }, GLOBAL_ALERT_MESSAGES.session],
    ['status 500', { ...base, status: 500 }, GLOBAL_ALERT_MESSAGES.server],
    ['status 503', { ...base, status: 503 }, GLOBAL_ALERT_MESSAGES.server],
    ['status 429', { ...base, status: 429 }, GLOBAL_ALERT_MESSAGES.other],
  ])('shows the message for %s', (_case, detail, message) => {
    renderWithShell(<ApiErrorAlert />);
    raise(detail);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('dismisses itself after 8 s', () => {
    renderWithShell(<ApiErrorAlert />);
    raise({ ...base, status: 500 });
    act(() => jest.advanceTimersByTime(ERROR_ALERT_DISMISS_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on Dismiss', async () => {
    const { user } = renderWithShell(<ApiErrorAlert />, { fakeTimers: true });
    raise({ ...base, isTimeout: true });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces the message on a new event and restarts the 8 s', () => {
    renderWithShell(<ApiErrorAlert />);
    raise({ ...base, status: 500 });
    act(() => jest.advanceTimersByTime(5000));
    raise({ ...base, isTimeout: true });
    expect(screen.getByRole('alert')).toHaveTextContent(GLOBAL_ALERT_MESSAGES.timeout);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('alert')).toHaveTextContent(GLOBAL_ALERT_MESSAGES.timeout);
    act(() => jest.advanceTimersByTime(ERROR_ALERT_DISMISS_MS - 5000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
