// Accounts end to end on the real API: sign-up with the code from the outbox, login, profile, both password
// resets, social sign-in through the loopback OpenID Connect provider, the logged-in features, and the
// session's token refresh and expiry.
import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import {
  CSV_COLUMNS,
  LOGIN_MESSAGES,
  PASSWORD_RESET_MESSAGES,
  PROFILE_MESSAGES,
  SESSION_MESSAGES,
  SOCIAL_MESSAGES,
  STORAGE_KEYS,
  VERIFICATION_MESSAGES,
} from 'shared-contracts';
import { codeFromOutbox } from '../support/outbox';
import { API_URL, OIDC_EMAIL } from '../support/ports';
import { createVerifiedAccount, expiredAccessToken, tokenSubject } from '../support/session';

const unique = Date.now().toString(36);
const EMAIL = `ravi.${unique}@example.com`;
const PASSWORD = 'Ravi-Secret-1';
const NEW_PASSWORD = 'Ravi-Newer-2';
const NEWEST_PASSWORD = 'Ravi-Newest-3';

const banner = (page: Page) => page.getByRole('banner');
const avatar = (page: Page) => banner(page).getByRole('button', { name: /Account menu for/ });
const loginForm = (page: Page) => page.getByRole('form', { name: 'Login' });

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

async function loginThroughPage(page: Page, email: string, password: string) {
  await loginForm(page).getByLabel('Email').fill(email);
  await loginForm(page).getByLabel('Password').fill(password);
  await loginForm(page).getByRole('button', { name: 'Login' }).click();
}

async function logout(page: Page) {
  await avatar(page).click();
  await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page).getByRole('link', { name: 'Login' })).toBeVisible();
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe.serial('accounts', () => {
  test('sign up, a login refused until verified, verify with the code from the outbox', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('First name').fill('Ravi');
    await form.getByLabel('Last name').fill('Patil');
    await form.getByLabel('Email').fill(EMAIL);
    await expect(form.getByLabel('Username')).toHaveValue(EMAIL);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByLabel('City').fill('Nagpur');
    await form.getByLabel('State').selectOption('Maharashtra');
    await form.getByRole('textbox', { name: /Phone number/ }).fill('98765 43210');
    const since = Date.now();
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByText(EMAIL)).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled();
    const code = await codeFromOutbox(EMAIL, 'verification', since);

    // Logging in first is refused, and the page points to verification.
    await page.getByRole('link', { name: 'Back to login' }).click();
    await loginThroughPage(page, EMAIL, PASSWORD);
    await expect(page.getByTestId('unverified-notice')).toContainText(LOGIN_MESSAGES.unverifiedPage);
    await page.getByRole('link', { name: LOGIN_MESSAGES.verifyLink }).click();
    await expect(page).toHaveURL(/\/verify-email$/);

    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByText('Please enter a valid 6-digit verification code.')).toBeVisible();
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByText(VERIFICATION_MESSAGES.verifiedRedirecting)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(avatar(page)).toContainText('RP');
    expect(await stored(page, STORAGE_KEYS.refreshToken)).toBeTruthy();
    expect(await stored(page, STORAGE_KEYS.pendingVerificationEmail)).toBeNull();
  });

  test('logout returns home; a guest opening /profile logs in and comes back to it', async ({ page }) => {
    await page.goto('/auth');
    await loginThroughPage(page, EMAIL, PASSWORD);
    await expect(page.getByText(LOGIN_MESSAGES.success)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await logout(page);
    expect(await stored(page, STORAGE_KEYS.accessToken)).toBeNull();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);
    await loginThroughPage(page, EMAIL, PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('Your profile')).toContainText(EMAIL);
    await expect(page.getByLabel('Your profile')).toContainText('+91 98765 43210');
  });

  test('edit the profile: the e-mail stays read-only, Save shows the success message, Cancel restores', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);
    await loginThroughPage(page, EMAIL, PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '');
    await form.getByLabel('City').fill('Nashik');
    await form.getByLabel('Username').fill(`ravi_${unique}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(PROFILE_MESSAGES.updated)).toBeVisible();
    await expect(page.getByLabel('Your profile')).toContainText('Nashik');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await form.getByLabel('City').fill('Somewhere else');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Your profile')).toContainText('Nashik');

    await page.reload();
    await expect(page.getByLabel('Your profile')).toContainText('Nashik');
    await expect(page.getByLabel('Your profile')).toContainText(`ravi_${unique}`);
  });

  test('reset the password from the menu (logged in), then with Forgot password (anonymous)', async ({ page }) => {
    await page.goto('/auth');
    await loginThroughPage(page, EMAIL, PASSWORD);
    await expect(avatar(page)).toBeVisible();

    // Logged in: the code goes to the account's own e-mail at once.
    let since = Date.now();
    await avatar(page).click();
    await page.getByRole('menuitem', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    const verify = page.getByRole('form', { name: 'Reset password' });
    await expect(verify).toBeVisible();
    let code = await codeFromOutbox(EMAIL, 'password reset', since);
    await typeCode(page, code);
    await verify.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await verify.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await verify.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByTestId('reset-success')).toContainText(PASSWORD_RESET_MESSAGES.changed);
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(avatar(page)).toBeVisible();
    await logout(page);

    // Anonymous: request, Back, request again, verify, success, then /auth after 3 s.
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const request = page.getByRole('form', { name: 'Request a reset code' });
    await request.getByLabel('Email').fill(EMAIL);
    since = Date.now();
    await request.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(verify).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).toMatch(/csrftoken=/);
    await verify.getByRole('button', { name: 'Back' }).click();
    await expect(request.getByLabel('Email')).toHaveValue(EMAIL);
    await request.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(verify).toBeVisible();
    code = await codeFromOutbox(EMAIL, 'password reset', since);
    await typeCode(page, code);
    await verify.getByLabel('New password', { exact: true }).fill(NEWEST_PASSWORD);
    await verify.getByLabel('Confirm new password').fill(NEWEST_PASSWORD);
    await verify.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByTestId('reset-success')).toContainText(PASSWORD_RESET_MESSAGES.redirectingToLogin);
    await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });

    await loginThroughPage(page, EMAIL, PASSWORD);
    await expect(page.getByRole('alert')).toContainText(LOGIN_MESSAGES.invalidCredentials);
    await loginThroughPage(page, EMAIL, NEWEST_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(avatar(page)).toBeVisible();
  });

  test('the logged-in features work with a real login: CSV export, page size All, the branch filter', async ({ page }) => {
    await page.goto('/rankings');
    await banner(page).getByRole('link', { name: 'Login' }).click();
    await loginThroughPage(page, EMAIL, NEWEST_PASSWORD);
    await expect(page).toHaveURL(/\/rankings$/);
    await page.getByLabel(/items per page/i).selectOption({ label: 'All' });
    await expect(page.getByText('Showing all 300 results')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('nirf_rankings_2025.csv');
    const text = fs.readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    expect(text.split(/\r?\n/)[0]).toBe(CSV_COLUMNS.join(','));

    await page.goto('/college-finder/jee-main?rank=20000&year=2024');
    const finder = page.getByRole('form', { name: 'JEE college finder' });
    await finder.getByLabel('Branch').fill('Chemical');
    await finder.getByRole('button', { name: 'Find Colleges' }).click();
    await expect(page).toHaveURL(/branch=Chemical/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an expired access token is refreshed (both tokens rotate); a refused refresh ends the session', async ({ page }) => {
    await page.goto('/auth');
    await loginThroughPage(page, EMAIL, NEWEST_PASSWORD);
    await expect(avatar(page)).toBeVisible();
    const access = (await stored(page, STORAGE_KEYS.accessToken)) as string;
    const refresh = (await stored(page, STORAGE_KEYS.refreshToken)) as string;
    const expired = expiredAccessToken(tokenSubject(access));
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.accessToken, expired] as const);

    const refreshed = page.waitForResponse((response) => response.url().endsWith('/token/refresh/') && response.status() === 200);
    await page.goto('/profile');
    await refreshed;
    await expect(page.getByLabel('Your profile')).toContainText(EMAIL);
    await expect.poll(() => stored(page, STORAGE_KEYS.accessToken)).not.toBe(expired);
    expect(await stored(page, STORAGE_KEYS.refreshToken)).not.toBe(refresh);
    expect(await stored(page, STORAGE_KEYS.accessToken)).not.toBe(access);

    // The spent refresh token is refused; with it, the session expires: tokens and user cleared, the alert says so.
    await page.evaluate(
      ([accessKey, accessValue, refreshKey, refreshValue]) => {
        localStorage.setItem(accessKey, accessValue);
        localStorage.setItem(refreshKey, refreshValue);
      },
      [STORAGE_KEYS.accessToken, expired, STORAGE_KEYS.refreshToken, refresh] as const,
    );
    await page.goto('/profile');
    await expect(page.getByRole('alert').filter({ hasText: SESSION_MESSAGES.expired })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Login' })).toBeVisible();
    // Asked to log in: the profile page's note, or (when the session ended before the page mounted) the login page.
    await expect(page.getByText('Please log in to see your profile.').or(loginForm(page))).toBeVisible();
    expect(await stored(page, STORAGE_KEYS.accessToken)).toBeNull();
    expect(await stored(page, STORAGE_KEYS.user)).toBeNull();
  });

  test('sign in with the loopback OpenID Connect provider, back where sign-in began; no Reset Password', async ({ page }) => {
    await page.goto('/rankings');
    await banner(page).getByRole('link', { name: 'Login' }).click();
    await page.getByRole('button', { name: SOCIAL_MESSAGES.continueWithGoogle }).click();
    await expect(page).toHaveURL(/\/rankings$/, { timeout: 20_000 });
    await expect(avatar(page)).toContainText('OU');
    expect(await stored(page, STORAGE_KEYS.oauthLoginMethod)).toBe('google');
    const processed = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('processed_')).map((key) => sessionStorage.getItem(key)));
    expect(processed).toEqual(['success']);
    await avatar(page).click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Reset Password' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByLabel('Your profile')).toContainText(OIDC_EMAIL);
    await expect(page.getByLabel('Your profile')).toContainText('Google');

    // The bridge without a code while logged in goes home; a used code is not exchanged again.
    await page.goto('/oauth-bridge');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the bridge without a code, as a guest, fails with Return to Login', async ({ page }) => {
    await page.goto('/oauth-bridge');
    await expect(page.getByRole('heading', { name: SOCIAL_MESSAGES.failedHeading })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: SOCIAL_MESSAGES.noCode })).toBeVisible();
    await page.getByRole('button', { name: SOCIAL_MESSAGES.returnToLogin }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the support helper makes a real verified account (used by the other suites)', async ({ request }) => {
    const session = await createVerifiedAccount(`helper.${unique}@example.com`);
    expect(session.access && session.refresh).toBeTruthy();
    const profile = await request.get(`${API_URL}/profile/`, { headers: { Authorization: `Bearer ${session.access}` } });
    expect(profile.status()).toBe(200);
  });
});

