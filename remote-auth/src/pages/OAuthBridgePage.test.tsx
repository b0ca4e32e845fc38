import { screen } from '@testing-library/react';
import { API_PATHS, SOCIAL_MESSAGES, STORAGE_KEYS } from 'shared-contracts';
import { apiError, createFakeShell, location, renderPage, TEST_USER } from '../test/renderWithShell';
import OAuthBridgePage from './OAuthBridgePage';

jest.mock('../lib/browser', () => ({ redirectBrowser: jest.fn(), pageOrigin: () => 'https://site.test' }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const GOOGLE_USER = { ...TEST_USER, auth_provider: 'google' as const };
const bridge = (search: string, shell = createFakeShell()) => renderPage(<OAuthBridgePage />, shell, { route: `/oauth-bridge${search}`, mount: '/oauth-bridge' });

it('shows Processing authentication, exchanges the code once, logs in and returns to auth_return_to', async () => {
  sessionStorage.setItem(STORAGE_KEYS.authReturnTo, '/rankings');
  const shell = createFakeShell();
  let finish!: (value: unknown) => void;
  shell.api.post.mockReturnValue(new Promise((resolve) => (finish = resolve)));
  bridge('?code=abc&state=st1&iss=https%3A%2F%2Fidp.test', shell);
  expect(screen.getByRole('status')).toHaveTextContent(SOCIAL_MESSAGES.processing);
  expect(sessionStorage.getItem(`${STORAGE_KEYS.processedPrefix}abc`)).toBe('processing');
  expect(shell.api.post).toHaveBeenCalledTimes(1);
  expect(shell.api.post).toHaveBeenCalledWith(
    API_PATHS.googleExchange,
    { code: 'abc', redirect_uri: 'https://site.test/oauth-bridge', state: 'st1', iss: 'https://idp.test' },
    // Credentials on: the API compares the posted state with its HttpOnly oidc_state cookie.
    expect.objectContaining({ anonymous: true, withCredentials: true }),
  );
  finish({ access: 'a', refresh: 'r', user: GOOGLE_USER });
  expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  expect(location()).toMatch('/rankings');
  expect(shell.session.login).toHaveBeenCalledWith({ access: 'a', refresh: 'r' }, GOOGLE_USER);
  expect(localStorage.getItem(STORAGE_KEYS.oauthLoginMethod)).toBe('google');
  expect(sessionStorage.getItem(`${STORAGE_KEYS.processedPrefix}abc`)).toBe('success');
  expect(sessionStorage.getItem(STORAGE_KEYS.authReturnTo)).toBeNull();
});

it('a second mount while the exchange runs does not exchange the code again', async () => {
  const shell = createFakeShell();
  let finish!: (value: unknown) => void;
  shell.api.post.mockReturnValue(new Promise((resolve) => (finish = resolve)));
  const first = bridge('?code=twice', shell);
  first.unmount();
  bridge('?code=twice', shell);
  expect(shell.api.post).toHaveBeenCalledTimes(1);
  finish({ tokens: { access: 'a', refresh: 'r' }, user: GOOGLE_USER });
  expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  expect(location()).toMatch(/^\/$/);
});

it('a code already used successfully just moves on', async () => {
  sessionStorage.setItem(`${STORAGE_KEYS.processedPrefix}done`, 'success');
  const shell = createFakeShell({ user: GOOGLE_USER });
  bridge('?code=done', shell);
  expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  expect(shell.api.post).not.toHaveBeenCalled();
});

it('a code that failed (or was left half-way) is not tried again', () => {
  sessionStorage.setItem(`${STORAGE_KEYS.processedPrefix}old`, 'failed');
  const shell = createFakeShell();
  bridge('?code=old', shell);
  expect(screen.getByRole('heading', { name: SOCIAL_MESSAGES.failedHeading })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(SOCIAL_MESSAGES.failed);
  expect(shell.api.post).not.toHaveBeenCalled();
});

it.each([
  ['the response error field', apiError(400, { detail: 'x', error: 'Failed to exchange code.' }), SOCIAL_MESSAGES.exchangeFailed],
  ['the exchange failure without one', apiError(502, {}), SOCIAL_MESSAGES.exchangeFailed],
  ['the detail when there is no error field', apiError(400, { detail: 'This sign-in attempt is invalid or has expired. Please start again.' }), 'This sign-in attempt is invalid or has expired. Please start again.'],
])('a failed exchange shows %s, with Return to Login', async (_name, error, message) => {
  const shell = createFakeShell();
  shell.api.post.mockRejectedValue(error);
  const { user } = bridge('?code=bad', shell);
  expect(await screen.findByRole('heading', { name: SOCIAL_MESSAGES.failedHeading })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(sessionStorage.getItem(`${STORAGE_KEYS.processedPrefix}bad`)).toBe('failed');
  expect(shell.session.login).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: SOCIAL_MESSAGES.returnToLogin }));
  expect(location()).toMatch(/^\/auth$/);
});

it('an answer without tokens is an invalid token format', async () => {
  const shell = createFakeShell();
  shell.api.post.mockResolvedValue({ user: GOOGLE_USER });
  bridge('?code=notokens', shell);
  expect(await screen.findByRole('alert')).toHaveTextContent(SOCIAL_MESSAGES.invalidTokenFormat);
});

it('the provider error sent back to the bridge is shown', () => {
  bridge('?error=temporarily_unavailable&error_description=Google%20sign-in%20is%20not%20configured%20on%20this%20server.');
  expect(screen.getByRole('alert')).toHaveTextContent('Google sign-in is not configured on this server.');
});

it('without a code: no authorization code received', () => {
  bridge('');
  expect(screen.getByRole('alert')).toHaveTextContent(SOCIAL_MESSAGES.noCode);
});

it('without a code but already logged in: home', () => {
  bridge('', createFakeShell({ user: TEST_USER }));
  expect(location()).toMatch(/^\/$/);
});
