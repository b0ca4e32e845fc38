import { act, screen, within } from '@testing-library/react';
import { API_PATHS, RESEND_COOLDOWN_S, RESEND_LIMIT, STORAGE_KEYS, VALIDATION_MESSAGES, VERIFICATION_MESSAGES } from 'shared-contracts';
import { apiError, createFakeShell, location, renderPage, until, TEST_USER } from '../test/renderWithShell';
import VerifyEmailPage from './VerifyEmailPage';
import { VERIFY_REDIRECT_MS } from '../constants';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

const form = () => screen.getByRole('form', { name: 'Verify email' });
const typeCode = async (user: ReturnType<typeof renderPage>['user'], code: string) => {
  await user.click(within(form()).getAllByRole('textbox')[0]);
  await user.keyboard(code);
};
const submit = (user: ReturnType<typeof renderPage>['user']) => user.click(within(form()).getByRole('button', { name: 'Verify Email' }));

it('with no e-mail known, goes to the sign-up tab', () => {
  renderPage(<VerifyEmailPage />, createFakeShell(), { route: '/verify-email' });
  expect(location()).toMatch('/auth?tab=signup');
});

it('uses the pending e-mail from storage', () => {
  localStorage.setItem(STORAGE_KEYS.pendingVerificationEmail, 'ravi@example.com');
  renderPage(<VerifyEmailPage />, createFakeShell(), { route: '/verify-email' });
  expect(screen.getByText('ravi@example.com')).toBeInTheDocument();
  expect(within(form()).getAllByRole('textbox')).toHaveLength(6);
});

it('needs all six digits before calling the API', async () => {
  const shell = createFakeShell();
  const { user } = renderPage(<VerifyEmailPage />, shell, { route: { pathname: '/verify-email', state: { email: 'ravi@example.com' } } });
  await typeCode(user, '12345');
  await submit(user);
  expect(screen.getByText(VALIDATION_MESSAGES.verificationCodeInvalid)).toBeInTheDocument();
  expect(shell.api.post).not.toHaveBeenCalled();
});

it('verifies, logs in with the answer, forgets the pending e-mail and goes home after 1.5 s', async () => {
  jest.useFakeTimers();
  localStorage.setItem(STORAGE_KEYS.pendingVerificationEmail, 'ravi@example.com');
  const shell = createFakeShell();
  shell.api.post.mockResolvedValue({ message: 'Email verified successfully.', access: 'a', refresh: 'r', user: TEST_USER });
  const { user } = renderPage(<VerifyEmailPage />, shell, { route: '/verify-email', fakeTimers: true });
  await typeCode(user, '123456');
  await submit(user);
  expect(shell.api.post).toHaveBeenCalledWith(API_PATHS.verifyEmailConfirm, { email: 'ravi@example.com', code: '123456' }, expect.objectContaining({ anonymous: true }));
  await until(() => expect(screen.getByTestId('verified-notice')).toBeInTheDocument());
  expect(shell.session.login).toHaveBeenCalledWith({ access: 'a', refresh: 'r' }, TEST_USER);
  expect(screen.getByTestId('verified-notice')).toHaveTextContent(VERIFICATION_MESSAGES.verifiedRedirecting);
  expect(localStorage.getItem(STORAGE_KEYS.pendingVerificationEmail)).toBeNull();
  act(() => jest.advanceTimersByTime(VERIFY_REDIRECT_MS - 1));
  expect(location()).toMatch('/verify-email');
  act(() => jest.advanceTimersByTime(1));
  expect(location()).toMatch(/^\/$/);
});

it.each([
  ['the server detail', apiError(400, { detail: 'Invalid or expired verification code.' }), 'Invalid or expired verification code.'],
  ['the code field error', apiError(400, { code: ['Please enter a valid 6-digit verification code.'] }), VALIDATION_MESSAGES.verificationCodeInvalid],
  ['the page fallback', apiError(500), VERIFICATION_MESSAGES.failedPage],
])('shows %s when verification fails', async (_name, error, message) => {
  const shell = createFakeShell();
  shell.api.post.mockRejectedValue(error);
  const { user } = renderPage(<VerifyEmailPage />, shell, { route: { pathname: '/verify-email', state: { email: 'ravi@example.com' } } });
  await typeCode(user, '123456');
  await submit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(shell.session.login).not.toHaveBeenCalled();
});

describe('resend', () => {
  it('after sign-up starts with the 60 s countdown, and each resend uses one of 3 attempts', async () => {
    jest.useFakeTimers();
    const shell = createFakeShell();
    shell.api.post.mockResolvedValue({ message: 'A new code has been sent.' });
    const { user } = renderPage(<VerifyEmailPage />, shell, { route: { pathname: '/verify-email', state: { email: 'ravi@example.com', codeSent: true } }, fakeTimers: true });
    const button = () => screen.getByRole('button', { name: /resend code/i });
    expect(button()).toHaveTextContent(VERIFICATION_MESSAGES.resendIn(RESEND_COOLDOWN_S));
    expect(button()).toBeDisabled();
    expect(screen.getByText(VERIFICATION_MESSAGES.resendsLeft(RESEND_LIMIT))).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(button()).toHaveTextContent(VERIFICATION_MESSAGES.resendIn(RESEND_COOLDOWN_S - 1));

    for (let used = 1; used <= RESEND_LIMIT; used += 1) {
      act(() => jest.advanceTimersByTime(RESEND_COOLDOWN_S * 1000));
      expect(button()).toHaveTextContent('Resend code');
      expect(button()).toBeEnabled();
      await user.click(button());
      expect(await screen.findByRole('status')).toHaveTextContent('A new code has been sent.');
      expect(shell.api.post).toHaveBeenLastCalledWith(API_PATHS.verifyEmailResend, { email: 'ravi@example.com' }, expect.objectContaining({ anonymous: true }));
      expect(button()).toBeDisabled();
    }
    expect(screen.getByText(VERIFICATION_MESSAGES.noResendsLeft)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(RESEND_COOLDOWN_S * 1000));
    expect(button()).toBeDisabled();
    expect(shell.api.post).toHaveBeenCalledTimes(RESEND_LIMIT);
  });

  it('can resend at once when the visitor came from the login page', () => {
    renderPage(<VerifyEmailPage />, createFakeShell(), { route: { pathname: '/verify-email', state: { email: 'ravi@example.com' } } });
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it.each([
    ['the server detail', apiError(429, { detail: 'Please wait 42 seconds before requesting another code.' }), 'Please wait 42 seconds before requesting another code.'],
    ['the page fallback', apiError(500), VERIFICATION_MESSAGES.resendFailedPage],
  ])('shows %s when a resend fails, keeping the attempt', async (_name, error, message) => {
    const shell = createFakeShell();
    shell.api.post.mockRejectedValue(error);
    const { user } = renderPage(<VerifyEmailPage />, shell, { route: { pathname: '/verify-email', state: { email: 'ravi@example.com' } } });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText(VERIFICATION_MESSAGES.resendsLeft(RESEND_LIMIT))).toBeInTheDocument();
  });
});
