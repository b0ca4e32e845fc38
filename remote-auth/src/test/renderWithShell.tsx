// remote-auth's test helpers on top of shared-contracts/testing: a fake shell that can carry a signed-in
// user (and updateUser), renderPage (the page mounted under its base with `/*`), the router's location, a
// sample user, API errors as the shared client raises them, and `until` for the exact redirect delays.
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import type { ApiErrorBody, User } from 'shared-contracts';
import { ApiError } from 'shared-contracts/client';
import {
  createFakeShell as createSharedFakeShell,
  renderWithShell,
  type FakeShell as SharedFakeShell,
  type RenderWithShellOptions,
  type ShellRenderResult,
} from 'shared-contracts/testing';
export const TEST_USER: User = {
  first_name: 'Asha',
  last_name: 'Kulkarni',
  username: 'asha_k',
  email: 'asha@example.com',
  city: 'Pune',
  state: 'Maharashtra',
  phone_number: '+919876543210',
  is_email_verified: true,
  auth_provider: 'password',
};

export interface FakeShell extends SharedFakeShell {
  session: SharedFakeShell['session'] & { updateUser: jest.Mock };
}

/** A fake shell; with `user`, a signed-in session carrying that user. login and refresh resolve. */
export function createFakeShell({ user = null as User | null } = {}): FakeShell {
  const shell = createSharedFakeShell({ authenticated: user !== null });
  shell.session.login.mockResolvedValue(undefined);
  shell.session.refresh.mockResolvedValue(true);
  return { ...shell, session: { ...shell.session, user, updateUser: jest.fn() } };
}

/** An API error as the shared client raises it. */
export function apiError(status: number | undefined, body?: ApiErrorBody, extra: { isConnectionError?: boolean } = {}): ApiError {
  const detail = body && typeof body.detail === 'string' ? body.detail : 'failed';
  return new ApiError(detail, { status, body, ...extra });
}

interface Options extends Omit<RenderWithShellOptions, 'path'> {
  /** Where the host mounts the page (the route pattern's base). */
  mount?: string;
}

let rendered: ShellRenderResult | null = null;

/** Renders the page mounted at `mount` (default: the route's path) with everything under it; other paths show "Elsewhere". */
export function renderPage(ui: ReactElement, shell: FakeShell, { route = '/auth', mount, fakeTimers = false }: Options = {}): ShellRenderResult {
  const base = mount ?? (typeof route === 'string' ? route.split('?')[0] : route.pathname);
  rendered = renderWithShell(ui, shell, { route, path: `${base}/*`, fakeTimers });
  return rendered;
}

/** The last rendered page's router location: path and query. */
export const location = () => {
  const current = (rendered as ShellRenderResult).location();
  return current.pathname + current.search;
};
/** The last rendered page's router location state (null when none). */
export const locationState = () => ((rendered as ShellRenderResult).location().state ?? null) as unknown;

/**
 * With fake timers: lets pending work run (real macrotask turns, fake timers due now) until `assertion`
 * passes, without moving the fake clock, so the redirect delays can be checked to the millisecond.
 */
export async function until(assertion: () => void, turns = 200): Promise<void> {
  const { setImmediate: realSetImmediate } = jest.requireActual<typeof import('timers')>('timers');
  for (let i = 0; ; i += 1) {
    try {
      assertion();
      return;
    } catch (error) {
      if (i >= turns) throw error;
    }
    await act(async () => {
      await new Promise<void>((resolve) => realSetImmediate(resolve));
      await jest.advanceTimersByTimeAsync(0);
    });
  }
}
