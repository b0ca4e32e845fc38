// Renders a remote-auth page the way the host does (router, theme, metadata, shell), with a fake shell
// whose API calls are jest mocks, and shows the router's location so tests can assert on navigation.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HelmetProvider } from 'react-helmet-async';
import { ThemeProvider } from 'styled-components';
import { theme, type ApiErrorBody, type ShellContract, type User } from 'shared-contracts';
import { ApiError } from 'shared-contracts/client';
import { ShellProvider } from 'shared-contracts/react';

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

export interface FakeShell extends ShellContract {
  api: { get: jest.Mock; post: jest.Mock; put: jest.Mock };
  session: ShellContract['session'] & { login: jest.Mock; logout: jest.Mock; refresh: jest.Mock; updateUser: jest.Mock };
  requireLogin: jest.Mock;
}

export function createFakeShell({ user = null as User | null } = {}): FakeShell {
  return {
    api: { get: jest.fn(), post: jest.fn(), put: jest.fn() },
    requireLogin: jest.fn(),
    standalone: false,
    config: {
      apiBaseUrl: 'http://api.test/api',
      siteUrl: 'http://localhost',
      remotes: {} as ShellContract['config']['remotes'],
      support: { upiId: '', payeeName: '', paymentLink: '' },
      apiTimeoutMs: 1000,
    },
    session: {
      user,
      isAuthenticated: user !== null,
      accessToken: user ? 'token' : null,
      login: jest.fn().mockResolvedValue(undefined),
      logout: jest.fn(),
      refresh: jest.fn().mockResolvedValue(true),
      updateUser: jest.fn(),
    },
  };
}

/** An API error as the shared client raises it. */
export function apiError(status: number | undefined, body?: ApiErrorBody, extra: { isConnectionError?: boolean } = {}): ApiError {
  const detail = body && typeof body.detail === 'string' ? body.detail : 'failed';
  return new ApiError(detail, { status, body, ...extra });
}

function LocationDisplay() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </div>
  );
}

interface Options {
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** Where the host mounts the page (the route pattern's base). */
  mount?: string;
  fakeTimers?: boolean;
}

export function renderPage(ui: ReactElement, shell: FakeShell, { route = '/auth', mount, fakeTimers = false }: Options = {}) {
  const base = mount ?? (typeof route === 'string' ? route.split('?')[0] : route.pathname);
  const wrap = (current: FakeShell) => (
    <MemoryRouter initialEntries={[route]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <ThemeProvider theme={theme}>
        <HelmetProvider>
          <ShellProvider shell={current}>
            <Routes>
              <Route path={`${base}/*`} element={ui} />
              <Route path="*" element={<div data-testid="elsewhere" />} />
            </Routes>
            <LocationDisplay />
          </ShellProvider>
        </HelmetProvider>
      </ThemeProvider>
    </MemoryRouter>
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const result = render(wrap(shell));
  /** Hands the page a new shell, as the host does when the session changes. */
  const setShell = (next: FakeShell) => result.rerender(wrap(next));
  return { ...result, user, setShell };
}

export const location = () => document.querySelector('[data-testid="location"]') as HTMLElement;
export const locationState = () => JSON.parse(location().getAttribute('data-state') ?? 'null') as unknown;

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
