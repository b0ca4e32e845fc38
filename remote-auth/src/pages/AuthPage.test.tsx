import { act, screen, within } from '@testing-library/react';
import {
  API_PATHS,
  LOGIN_MESSAGES,
  PHONE_COUNTRY_CODES,
  SOCIAL_MESSAGES,
  STORAGE_KEYS,
  VALIDATION_MESSAGES,
} from 'shared-contracts';
import { REGISTRATION_MESSAGES } from '../features/signup';
import { redirectBrowser } from '../lib/browser';
import { apiError, createFakeShell, location, locationState, until, renderPage, TEST_USER } from '../test/renderWithShell';
import AuthPage from './AuthPage';
import { LOGIN_REDIRECT_MS, SIGNUP_STATES } from '../constants';

jest.mock('../lib/browser', () => ({ redirectBrowser: jest.fn(), pageOrigin: () => 'https://site.test' }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.mocked(redirectBrowser).mockClear();
});
afterEach(() => jest.useRealTimers());

const loginForm = () => screen.getByRole('form', { name: 'Login' });
const signupForm = () => screen.getByRole('form', { name: 'Sign up' });

async function fillLogin(user: ReturnType<typeof renderPage>['user'], email = 'asha@example.com', password = 'Secret123!') {
  await user.type(within(loginForm()).getByLabelText('Email'), email);
  await user.type(within(loginForm()).getByLabelText('Password'), password);
  await user.click(within(loginForm()).getByRole('button', { name: 'Login' }));
}

describe('tabs', () => {
  it('opens on Login, with the forgot-password link and the social sign-in button', () => {
    renderPage(<AuthPage />, createFakeShell());
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(loginForm()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: SOCIAL_MESSAGES.continueWithGoogle })).toBeInTheDocument();
  });

  it('opens on Sign Up with ?tab=signup', () => {
    renderPage(<AuthPage />, createFakeShell(), { route: '/auth?tab=signup', mount: '/auth' });
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(signupForm()).toBeInTheDocument();
  });

  it('switching tabs clears the errors', async () => {
    const { user } = renderPage(<AuthPage />, createFakeShell());
    await user.click(within(loginForm()).getByRole('button', { name: 'Login' }));
    expect(screen.getByText(VALIDATION_MESSAGES.emailRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(location()).toMatch('/auth?tab=signup');
    await user.click(within(signupForm()).getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText(VALIDATION_MESSAGES.required('City'))).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(screen.queryByText(VALIDATION_MESSAGES.emailRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.queryByText(VALIDATION_MESSAGES.required('City'))).not.toBeInTheDocument();
  });

  it('an already logged-in visitor goes straight to the return path', () => {
    renderPage(<AuthPage />, createFakeShell({ user: TEST_USER }), { route: { pathname: '/auth', state: { returnTo: '/rankings' } } });
    expect(location()).toMatch('/rankings');
  });
});

describe('login', () => {
  it('validates before calling the API', async () => {
    const shell = createFakeShell();
    const { user } = renderPage(<AuthPage />, shell);
    await user.click(within(loginForm()).getByRole('button', { name: 'Login' }));
    expect(screen.getByText(VALIDATION_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.passwordRequired)).toBeInTheDocument();
    await user.type(within(loginForm()).getByLabelText('Email'), 'not-an-email');
    await user.click(within(loginForm()).getByRole('button', { name: 'Login' }));
    expect(screen.getByText(VALIDATION_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(shell.api.post).not.toHaveBeenCalled();
  });

  it('logs in, then returns to the navigation state returnTo after 0.5 s', async () => {
    jest.useFakeTimers();
    localStorage.setItem(STORAGE_KEYS.oauthLoginMethod, 'google');
    sessionStorage.setItem(STORAGE_KEYS.authReturnTo, '/stale');
    const shell = createFakeShell();
    shell.api.post.mockResolvedValue({ access: 'a1', refresh: 'r1', user: TEST_USER });
    const { user } = renderPage(<AuthPage />, shell, { route: { pathname: '/auth', state: { returnTo: '/college-finder/jee-main?rank=5' } }, fakeTimers: true });
    await fillLogin(user);
    await until(() => expect(shell.session.login).toHaveBeenCalled());
    expect(shell.api.post).toHaveBeenCalledWith(API_PATHS.login, { email: 'asha@example.com', password: 'Secret123!' }, expect.objectContaining({ anonymous: true }));
    expect(shell.session.login).toHaveBeenCalledWith({ access: 'a1', refresh: 'r1' }, TEST_USER);
    expect(localStorage.getItem(STORAGE_KEYS.oauthLoginMethod)).toBeNull();
    await until(() => expect(screen.getByText(LOGIN_MESSAGES.success)).toBeInTheDocument());
    act(() => jest.advanceTimersByTime(LOGIN_REDIRECT_MS - 1));
    expect(location()).toMatch(/^\/auth$/);
    act(() => jest.advanceTimersByTime(1));
    expect(location()).toMatch('/college-finder/jee-main?rank=5');
    expect(sessionStorage.getItem(STORAGE_KEYS.authReturnTo)).toBeNull();
  });

  it('returns to sessionStorage auth_return_to without a navigation state, and accepts tokens inside `tokens`', async () => {
    jest.useFakeTimers();
    sessionStorage.setItem(STORAGE_KEYS.authReturnTo, '/rankings');
    const shell = createFakeShell();
    shell.api.post.mockResolvedValue({ tokens: { access: 'a2', refresh: 'r2' }, user: TEST_USER });
    const { user } = renderPage(<AuthPage />, shell, { fakeTimers: true });
    await fillLogin(user);
    await until(() => expect(screen.getByText(LOGIN_MESSAGES.success)).toBeInTheDocument());
    expect(shell.session.login).toHaveBeenCalledWith({ access: 'a2', refresh: 'r2' }, TEST_USER);
    act(() => jest.advanceTimersByTime(LOGIN_REDIRECT_MS));
    expect(location()).toMatch('/rankings');
  });

  it('does not take the reader back if they went elsewhere before the redirect', async () => {
    jest.useFakeTimers();
    const shell = createFakeShell();
    shell.api.post.mockResolvedValue({ access: 'a', refresh: 'r', user: TEST_USER });
    const { user } = renderPage(<AuthPage />, shell, { route: { pathname: '/auth', state: { returnTo: '/rankings' } }, fakeTimers: true });
    await fillLogin(user);
    await until(() => expect(screen.getByText(LOGIN_MESSAGES.success)).toBeInTheDocument());
    const before = window.location.href;
    // The account menu's Reset Password, followed while this page is still mounted.
    window.history.pushState({}, '', '/reset-password');
    try {
      act(() => jest.advanceTimersByTime(LOGIN_REDIRECT_MS));
      expect(location()).toMatch(/^\/auth$/);
    } finally {
      window.history.replaceState({}, '', before);
    }
  });

  it('goes home by default, and never to another site', async () => {
    jest.useFakeTimers();
    const shell = createFakeShell();
    shell.api.post.mockResolvedValue({ access: 'a', refresh: 'r', user: TEST_USER });
    const { user } = renderPage(<AuthPage />, shell, { route: { pathname: '/auth', state: { returnTo: '//evil.example/x' } }, fakeTimers: true });
    await fillLogin(user);
    await until(() => expect(screen.getByText(LOGIN_MESSAGES.success)).toBeInTheDocument());
    act(() => jest.advanceTimersByTime(LOGIN_REDIRECT_MS));
    expect(location()).toMatch(/^\/$/);
  });

  it.each([
    ['the server detail when present', apiError(401, { detail: 'Too many requests. Please try again in 60 seconds.' }), 'Too many requests. Please try again in 60 seconds.'],
    ['404: service unavailable', apiError(404), LOGIN_MESSAGES.unavailable],
    ['401: invalid credentials', apiError(401), LOGIN_MESSAGES.invalidCredentials],
    ['anything else: login failed', apiError(500), LOGIN_MESSAGES.failed],
  ])('shows %s', async (_name, error, message) => {
    const shell = createFakeShell();
    shell.api.post.mockRejectedValue(error);
    const { user } = renderPage(<AuthPage />, shell);
    await fillLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(shell.session.login).not.toHaveBeenCalled();
  });

  it('an unverified e-mail stores the pending address and links to /verify-email', async () => {
    const shell = createFakeShell();
    shell.api.post.mockRejectedValue(apiError(403, { detail: LOGIN_MESSAGES.unverified }));
    const { user } = renderPage(<AuthPage />, shell);
    await fillLogin(user, 'new@example.com');
    const notice = await screen.findByTestId('unverified-notice');
    expect(notice).toHaveTextContent(LOGIN_MESSAGES.unverifiedPage);
    // A paragraph inside a paragraph is invalid HTML (React warns; a parser would split it).
    expect(notice.querySelector('p p')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pendingVerificationEmail)).toBe('new@example.com');
    await user.click(within(notice).getByRole('link', { name: LOGIN_MESSAGES.verifyLink }));
    expect(location()).toMatch('/verify-email');
    expect(locationState()).toEqual({ email: 'new@example.com' });
  });

  it('shows the no-profile message when the session cannot load the user', async () => {
    const shell = createFakeShell();
    shell.api.post.mockResolvedValue({ access: 'a', refresh: 'r' });
    shell.session.login.mockRejectedValue(new Error(LOGIN_MESSAGES.noProfile));
    const { user } = renderPage(<AuthPage />, shell);
    await fillLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.noProfile);
  });
});

describe('sign-up', () => {
  const openSignup = () => renderPage(<AuthPage />, createFakeShell(), { route: '/auth?tab=signup', mount: '/auth' });

  it('has every field, the state list and the phone country codes', () => {
    openSignup();
    const form = signupForm();
    for (const label of ['First name', 'Last name', 'Email', 'Username', 'Password', 'Confirm password', 'City', 'State', 'Country code']) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(form).getByRole('textbox', { name: /phone number/i })).toBeInTheDocument();
    const states = within(within(form).getByLabelText('State')).getAllByRole('option').slice(1);
    expect(states.map((o) => o.textContent)).toEqual([...SIGNUP_STATES]);
    expect(states).toHaveLength(29);
    expect(within(within(form).getByLabelText('Country code')).getAllByRole('option').map((o) => o.textContent)).toEqual([...PHONE_COUNTRY_CODES]);
    expect(within(form).getByLabelText('Country code')).toHaveValue('+91');
  });

  it('shows every validation message of the forms', async () => {
    const { user } = openSignup();
    const form = signupForm();
    await user.type(within(form).getByLabelText('Password'), 'short');
    await user.type(within(form).getByLabelText('Confirm password'), 'other');
    await user.type(within(form).getByRole('textbox', { name: /phone number/i }), '98a76-5');
    expect(within(form).getByRole('textbox', { name: /phone number/i })).toHaveValue('98765');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    for (const message of [
      VALIDATION_MESSAGES.emailRequired,
      VALIDATION_MESSAGES.passwordTooShort,
      VALIDATION_MESSAGES.passwordsDoNotMatch,
      VALIDATION_MESSAGES.required('First name'),
      VALIDATION_MESSAGES.required('Last name'),
      VALIDATION_MESSAGES.required('Username'),
      VALIDATION_MESSAGES.required('City'),
      VALIDATION_MESSAGES.required('State'),
      VALIDATION_MESSAGES.phoneInvalid,
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    await user.clear(within(form).getByLabelText('Confirm password'));
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(within(form).getByText(VALIDATION_MESSAGES.confirmPassword)).toBeInTheDocument();
  });

  it('ticks the password hints as the password grows (they never block the form)', async () => {
    const { user } = openSignup();
    const hints = screen.getByRole('list', { name: 'Password suggestions' });
    const met = () => within(hints).getAllByRole('listitem').filter((item) => item.getAttribute('data-met') === 'true').length;
    expect(met()).toBe(0);
    await user.type(within(signupForm()).getByLabelText('Password'), 'abcdefgh');
    expect(met()).toBe(1);
    await user.type(within(signupForm()).getByLabelText('Password'), 'A1!');
    expect(met()).toBe(4);
  });

  it('fills the username from the e-mail until it is edited', async () => {
    const { user } = openSignup();
    const form = signupForm();
    await user.type(within(form).getByLabelText('Email'), 'ravi@example.com');
    expect(within(form).getByLabelText('Username')).toHaveValue('ravi@example.com');
    await user.clear(within(form).getByLabelText('Username'));
    await user.type(within(form).getByLabelText('Username'), 'ravi');
    await user.type(within(form).getByLabelText('Email'), 'x');
    expect(within(form).getByLabelText('Username')).toHaveValue('ravi');
  });

  async function fillSignup(user: ReturnType<typeof renderPage>['user'], { phone = '9876543210' } = {}) {
    const form = signupForm();
    await user.type(within(form).getByLabelText('First name'), 'Ravi');
    await user.type(within(form).getByLabelText('Last name'), 'Patil');
    await user.type(within(form).getByLabelText('Email'), 'ravi@example.com');
    await user.type(within(form).getByLabelText('Password'), 'Secret123!');
    await user.type(within(form).getByLabelText('Confirm password'), 'Secret123!');
    await user.type(within(form).getByLabelText('City'), 'Nagpur');
    await user.selectOptions(within(form).getByLabelText('State'), 'Maharashtra');
    await user.selectOptions(within(form).getByLabelText('Country code'), '+44');
    if (phone) await user.type(within(form).getByRole('textbox', { name: /phone number/i }), phone);
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
  }

  it('registers, stores the pending e-mail and goes to /verify-email', async () => {
    const shell = createFakeShell();
    shell.api.post.mockResolvedValue({ message: 'ok', email: 'ravi@example.com', user: { ...TEST_USER, email: 'ravi@example.com' } });
    const { user } = renderPage(<AuthPage />, shell, { route: '/auth?tab=signup', mount: '/auth' });
    await fillSignup(user);
    expect(shell.api.post).toHaveBeenCalledWith(
      API_PATHS.register,
      {
        email: 'ravi@example.com',
        password: 'Secret123!',
        password_confirm: 'Secret123!',
        first_name: 'Ravi',
        last_name: 'Patil',
        username: 'ravi@example.com',
        city: 'Nagpur',
        state: 'Maharashtra',
        phone_number: '+449876543210',
      },
      expect.objectContaining({ anonymous: true }),
    );
    expect(localStorage.getItem(STORAGE_KEYS.pendingVerificationEmail)).toBe('ravi@example.com');
    expect(location()).toMatch('/verify-email');
    expect(locationState()).toEqual({ email: 'ravi@example.com', codeSent: true });
  });

  it('leaves the optional phone out of the payload', async () => {
    const shell = createFakeShell();
    shell.api.post.mockResolvedValue({ message: 'ok', email: 'ravi@example.com' });
    const { user } = renderPage(<AuthPage />, shell, { route: '/auth?tab=signup', mount: '/auth' });
    await fillSignup(user, { phone: '' });
    expect(shell.api.post.mock.calls[0][1]).not.toHaveProperty('phone_number');
  });

  it('shows the server field errors (first entry of each array) per field', async () => {
    const shell = createFakeShell();
    shell.api.post.mockRejectedValue(apiError(400, { email: ['An account with this email already exists.', 'second'], city: ['City is required'] }));
    const { user } = renderPage(<AuthPage />, shell, { route: '/auth?tab=signup', mount: '/auth' });
    await fillSignup(user);
    const email = within(signupForm()).getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/An account with this email already exists\./);
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(within(signupForm()).getByText('City is required')).toBeInTheDocument();
    expect(location()).toMatch('/auth');
  });

  it.each([
    ['the server detail', apiError(429, { detail: 'Too many requests. Please try again in 30 seconds.' }), 'Too many requests. Please try again in 30 seconds.'],
    ['the page fallback', apiError(500), REGISTRATION_MESSAGES.failedPage],
  ])('shows %s when there are no field errors', async (_name, error, message) => {
    const shell = createFakeShell();
    shell.api.post.mockRejectedValue(error);
    const { user } = renderPage(<AuthPage />, shell, { route: '/auth?tab=signup', mount: '/auth' });
    await fillSignup(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('social sign-in', () => {
  it('remembers the return path and the method, then leaves for the provider through the API', async () => {
    const { user } = renderPage(<AuthPage />, createFakeShell(), { route: { pathname: '/auth', state: { returnTo: '/rankings' } } });
    await user.click(screen.getByRole('button', { name: SOCIAL_MESSAGES.continueWithGoogle }));
    expect(sessionStorage.getItem(STORAGE_KEYS.authReturnTo)).toBe('/rankings');
    expect(localStorage.getItem(STORAGE_KEYS.oauthLoginMethod)).toBe('google');
    expect(redirectBrowser).toHaveBeenCalledWith(`http://api.test/api/auth/google/?redirect_uri=${encodeURIComponent('https://site.test/oauth-bridge')}`);
  });
});
