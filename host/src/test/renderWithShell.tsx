// Test helper: renders a piece of the host the way the app does (router, theme, metadata, support dialog
// state and shell context), with a fake shell whose API calls are jest mocks.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme, type RuntimeConfig, type ShellContract, type User } from 'shared-contracts';
import { HeadProvider, ShellProvider } from 'shared-contracts/react';
import { SupportDialogProvider } from '../features/support';

export const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://api.test/api',
  siteUrl: 'https://guide.test',
  remotes: {
    rankings: 'http://r.test/mf-manifest.json',
    finders: 'http://f.test/mf-manifest.json',
    predictors: 'http://p.test/mf-manifest.json',
    auth: 'http://a.test/mf-manifest.json',
    blog: 'http://b.test/mf-manifest.json',
  },
  support: { upiId: 'guide@upi', payeeName: 'Engineering Admissions Guide', paymentLink: 'https://pay.example/guide' },
  apiTimeoutMs: 15000,
};

export const TEST_USER: User = {
  first_name: 'Asha',
  last_name: 'Kulkarni',
  username: 'asha_k',
  email: 'asha@example.com',
  city: 'Pune',
  state: 'Maharashtra',
  phone_number: null,
  is_email_verified: true,
};

export type FakeShell = ShellContract & {
  api: { get: jest.Mock; post: jest.Mock; put: jest.Mock };
  session: ShellContract['session'] & { logout: jest.Mock; login: jest.Mock; refresh: jest.Mock };
  requireLogin: jest.Mock;
};

export function createFakeShell(user: User | null = null): FakeShell {
  return {
    api: { get: jest.fn().mockResolvedValue({}), post: jest.fn().mockResolvedValue(undefined), put: jest.fn().mockResolvedValue({}) },
    config: TEST_CONFIG,
    standalone: false,
    requireLogin: jest.fn(),
    session: {
      user,
      isAuthenticated: user !== null,
      accessToken: user ? 'test-token' : null,
      login: jest.fn().mockResolvedValue(undefined),
      logout: jest.fn(),
      refresh: jest.fn().mockResolvedValue(true),
    },
  };
}

/** Shows the router's current location, so tests can assert on navigation. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

interface Options {
  route?: string;
  user?: User | null;
  shell?: FakeShell;
  /** Pass when the test uses jest fake timers, so user-event waits on the fake clock. */
  fakeTimers?: boolean;
}

export function renderWithShell(
  ui: ReactElement,
  { route = '/', user = null, shell = createFakeShell(user), fakeTimers = false }: Options = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HeadProvider>
      <ThemeProvider theme={theme}>
        <SupportDialogProvider>
          <MemoryRouter initialEntries={[route]}>
            <ShellProvider shell={shell}>
              {children}
              <LocationDisplay />
            </ShellProvider>
          </MemoryRouter>
        </SupportDialogProvider>
      </ThemeProvider>
    </HeadProvider>
  );
  const events = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  return { ...render(ui, { wrapper }), shell, user: events };
}
