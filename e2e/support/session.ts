// A logged-in visitor without the accounts flow: an access token signed with the e2e API's secret.
import type { Page } from '@playwright/test';
import { JWT_SECRET } from './ports';

// The API's own signer (from its build), so the token is exactly what the API issues.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { signAccessToken } = require('../../api/dist/auth/tokens.js') as {
  signAccessToken: (secret: string, userId: string, ttlSeconds: number) => string;
};

export function accessToken(userId = 'e2e-user', ttlSeconds = 3600): string {
  return signAccessToken(JWT_SECRET, userId, ttlSeconds);
}

export const E2E_USER = {
  first_name: 'Asha',
  last_name: 'Kulkarni',
  username: 'asha',
  email: 'asha@example.com',
  city: 'Pune',
  state: 'Maharashtra',
  phone_number: null,
  is_email_verified: true,
};

/** Stores a session in the browser before the first page script runs. */
export async function logIn(page: Page, token = accessToken()): Promise<void> {
  await page.addInitScript(
    ([value, user]) => {
      localStorage.setItem('accessToken', value);
      localStorage.setItem('user', user);
    },
    [token, JSON.stringify(E2E_USER)] as const,
  );
}
