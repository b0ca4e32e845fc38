import { act, screen, within } from '@testing-library/react';
import { API_PATHS, CSRF_HEADER_NAME, PASSWORD_RESET_MESSAGES, VALIDATION_MESSAGES } from 'shared-contracts';
import { apiError, createFakeShell, location, renderPage, TEST_USER, until, type FakeShell } from '../test/renderWithShell';
import PasswordResetPage from './PasswordResetPage';
import { RESET_REDIRECT_MS } from '../constants';

const SENT = 'If an account exists for this email, a password reset code has been sent.';
const DONE = 'Your password has been reset. Please log in with your new password.';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

/** An API whose GET /csrf/ sets the cookie, and whose posts answer from `posts`. */
function withApi(shell: FakeShell, posts: Record<string, () => unknown>) {
  shell.api.get.mockImplementation(async (path: string) => {
    if (path !== API_PATHS.csrf) throw new Error(`unexpected GET ${path}`);
    document.cookie = 'csrftoken=tok.sig; path=/';
    return { csrfToken: 'tok.sig' };
  });
  shell.api.post.mockImplementation(async (path: string) => {
    const answer = posts[path];
    if (!answer) throw new Error(`unexpected POST ${path}`);
    return answer();
  });
  return shell;
}

const anonymous = (shell = createFakeShell(), route = '/forgot-password') => renderPage(<PasswordResetPage loggedInRoute={route === '/reset-password'} />, shell, { route });

async function requestCode(user: ReturnType<typeof renderPage>['user'], email = 'asha@example.com') {
  const form = screen.getByRole('form', { name: 'Request a reset code' });
  await user.type(within(form).getByLabelText('Email'), email);
  await user.click(within(form).getByRole('button', { name: 'Send Reset Code' }));
}

async function fillVerify(user: ReturnType<typeof renderPage>['user'], { code = '123456', password = 'NewSecret1!', confirm }: { code?: string; password?: string; confirm?: string } = {}) {
  confirm ??= password;
  const form = await screen.findByRole('form', { name: 'Reset password' });
  if (code) {
    await user.click(within(form).getAllByRole('textbox')[0]);
    await user.paste(code);
  }
  if (password) await user.type(within(form).getByLabelText('New password'), password);
  if (confirm) await user.type(within(form).getByLabelText('Confirm new password'), confirm);
  await user.click(within(form).getByRole('button', { name: 'Reset Password' }));
}

describe('anonymous (/forgot-password)', () => {
  it('fetches the CSRF cookie first, then sends the e-mail with the CSRF, Accept and JSON headers and credentials', async () => {
    const shell = withApi(createFakeShell(), { [API_PATHS.passwordReset]: () => ({ message: SENT }) });
    const { user } = anonymous(shell);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Request');
    await requestCode(user);
    expect(shell.api.get).toHaveBeenCalledWith(API_PATHS.csrf, expect.objectContaining({ withCredentials: true }));
    expect(shell.api.post).toHaveBeenCalledWith(API_PATHS.passwordReset, { email: 'asha@example.com' }, {
      anonymous: true,
      silent: true,
      withCredentials: true,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', [CSRF_HEADER_NAME]: 'tok.sig' },
    });
    expect(await screen.findByRole('form', { name: 'Reset password' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Verify');
    expect(screen.getByText(SENT)).toBeInTheDocument();
  });

  it('uses the cookie it can read without asking for a new one', async () => {
    document.cookie = 'csrftoken=existing.sig; path=/';
    const shell = withApi(createFakeShell(), { [API_PATHS.passwordReset]: () => ({ message: SENT }) });
    const { user } = anonymous(shell);
    await requestCode(user);
    expect(shell.api.get).not.toHaveBeenCalled();
    expect(shell.api.post.mock.calls[0][2].headers[CSRF_HEADER_NAME]).toBe('existing.sig');
  });

  it('a refused CSRF token is fetched afresh and the call tried once more', async () => {
    document.cookie = 'csrftoken=stale.sig; path=/';
    const shell = withApi(createFakeShell(), {});
    let calls = 0;
    shell.api.post.mockImplementation(async () => {
      calls += 1;
      if (calls === 1) throw apiError(403, { detail: 'CSRF verification failed. Reload the page and try again.' });
      return { message: SENT };
    });
    const { user } = anonymous(shell);
    await requestCode(user);
    expect(await screen.findByRole('form', { name: 'Reset password' })).toBeInTheDocument();
    expect(shell.api.post.mock.calls.map((call) => call[2].headers[CSRF_HEADER_NAME])).toEqual(['stale.sig', 'tok.sig']);
  });

  it.each([
    ['the server detail', () => Promise.reject(apiError(429, { detail: 'Too many requests. Please try again in 60 seconds.' })), 'Too many requests. Please try again in 60 seconds.'],
    ['the send failure', () => Promise.reject(apiError(undefined, undefined)), PASSWORD_RESET_MESSAGES.sendFailed],
    ['non-JSON (a page instead of JSON)', () => '<html>oops</html>', PASSWORD_RESET_MESSAGES.nonJson],
    ['non-JSON (an error without a JSON body)', () => Promise.reject(apiError(502, undefined)), PASSWORD_RESET_MESSAGES.nonJson],
  ])('a failed request shows %s', async (_name, answer, message) => {
    const shell = withApi(createFakeShell(), { [API_PATHS.passwordReset]: answer });
    const { user } = anonymous(shell);
    await requestCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('form', { name: 'Request a reset code' })).toBeInTheDocument();
  });

  it('checks the code and the new password before sending', async () => {
    const shell = withApi(createFakeShell(), { [API_PATHS.passwordReset]: () => ({ message: SENT }) });
    const { user } = anonymous(shell);
    await requestCode(user);
    await fillVerify(user, { code: '123', password: 'short', confirm: 'short' });
    expect(screen.getByText(VALIDATION_MESSAGES.verificationCodeInvalid)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordTooShort)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Reset password' });
    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'LongEnough1');
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'Different1');
    await user.click(within(form).getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText(VALIDATION_MESSAGES.resetPasswordsDoNotMatch)).toBeInTheDocument();
    expect(shell.api.post).toHaveBeenCalledTimes(1);
  });

  it('Back goes from verify to request', async () => {
    const shell = withApi(createFakeShell(), { [API_PATHS.passwordReset]: () => ({ message: SENT }) });
    const { user } = anonymous(shell);
    await requestCode(user);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('form', { name: 'Request a reset code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it('resets the password, shows success and goes to /auth after 3 s', async () => {
    jest.useFakeTimers();
    const shell = withApi(createFakeShell(), { [API_PATHS.passwordReset]: () => ({ message: SENT }), [API_PATHS.passwordResetConfirm]: () => ({ message: DONE }) });
    const { user } = renderPage(<PasswordResetPage loggedInRoute={false} />, shell, { route: '/forgot-password', fakeTimers: true });
    await requestCode(user);
    await fillVerify(user);
    await until(() => expect(screen.getByTestId('reset-success')).toBeInTheDocument());
    expect(shell.api.post).toHaveBeenLastCalledWith(
      API_PATHS.passwordResetConfirm,
      { email: 'asha@example.com', code: '123456', new_password: 'NewSecret1!', new_password_confirm: 'NewSecret1!' },
      expect.objectContaining({ withCredentials: true, headers: expect.objectContaining({ [CSRF_HEADER_NAME]: 'tok.sig' }) }),
    );
    expect(screen.getByTestId('reset-success')).toHaveTextContent(DONE);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Done');
    act(() => jest.advanceTimersByTime(RESET_REDIRECT_MS - 1));
    expect(location()).toMatch('/forgot-password');
    act(() => jest.advanceTimersByTime(1));
    expect(location()).toMatch(/^\/auth$/);
  });

  it.each([
    ['per field', apiError(400, { new_password: ['Password must be at least 8 characters'] }), 'Password must be at least 8 characters'],
    ['the server detail', apiError(400, { detail: 'Invalid or expired reset code.' }), 'Invalid or expired reset code.'],
    ['the reset failure', apiError(undefined), PASSWORD_RESET_MESSAGES.resetFailed],
  ])('a failed reset shows its error %s', async (_name, error, message) => {
    const shell = withApi(createFakeShell(), { [API_PATHS.passwordReset]: () => ({ message: SENT }), [API_PATHS.passwordResetConfirm]: () => Promise.reject(error) });
    const { user } = anonymous(shell);
    await requestCode(user);
    await fillVerify(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Reset password' })).toBeInTheDocument();
  });
});

describe('logged in (/reset-password)', () => {
  it('sends the code to the user’s own e-mail at once, and after the reset signs in again and goes home', async () => {
    jest.useFakeTimers();
    const shell = withApi(createFakeShell({ user: TEST_USER }), {
      [API_PATHS.passwordReset]: () => ({ message: SENT }),
      [API_PATHS.passwordResetConfirm]: () => ({ message: DONE }),
      [API_PATHS.login]: () => ({ access: 'a2', refresh: 'r2', user: TEST_USER }),
    });
    const { user } = renderPage(<PasswordResetPage loggedInRoute />, shell, { route: '/reset-password', fakeTimers: true });
    await until(() => expect(screen.getByRole('form', { name: 'Reset password' })).toBeInTheDocument());
    expect(shell.api.post).toHaveBeenCalledWith(API_PATHS.passwordReset, { email: TEST_USER.email }, expect.anything());
    expect(shell.api.post).toHaveBeenCalledTimes(1);
    await fillVerify(user);
    await until(() => expect(screen.getByTestId('reset-success')).toBeInTheDocument());
    expect(shell.api.post).toHaveBeenLastCalledWith(API_PATHS.login, { email: TEST_USER.email, password: 'NewSecret1!' }, expect.objectContaining({ anonymous: true }));
    expect(shell.session.login).toHaveBeenCalledWith({ access: 'a2', refresh: 'r2' }, TEST_USER);
    expect(screen.getByTestId('reset-success')).toHaveTextContent(PASSWORD_RESET_MESSAGES.changed);
    act(() => jest.advanceTimersByTime(RESET_REDIRECT_MS));
    expect(location()).toMatch(/^\/$/);
  });

  it('Back shows the request step with the account e-mail, read-only', async () => {
    const shell = withApi(createFakeShell({ user: TEST_USER }), { [API_PATHS.passwordReset]: () => ({ message: SENT }) });
    const { user } = renderPage(<PasswordResetPage loggedInRoute />, shell, { route: '/reset-password' });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue(TEST_USER.email);
    expect(email).toHaveAttribute('readonly');
  });

  it('a guest on /reset-password gets the anonymous flow', () => {
    renderPage(<PasswordResetPage loggedInRoute />, createFakeShell(), { route: '/reset-password' });
    expect(screen.getByRole('form', { name: 'Request a reset code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});
