// Renders a widget the way a host page does (theme, shell), with a fake shell whose api.get is a jest.fn
// the test answers call by call.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HelmetProvider } from 'react-helmet-async';
import { ThemeProvider } from 'styled-components';
import { theme, type ApiClient, type PredictionResponse, type RequestOptions, type ShellContract } from 'shared-contracts';
import { ShellProvider } from 'shared-contracts/react';

export interface FakeShell extends ShellContract {
  api: ApiClient & { get: jest.Mock<Promise<unknown>, [string, RequestOptions?]> };
}

export const SITE_URL = 'https://guide.test';

export function createFakeShell(): FakeShell {
  return {
    api: { get: jest.fn(), post: jest.fn(), put: jest.fn() } as unknown as FakeShell['api'],
    requireLogin: jest.fn(),
    standalone: false,
    config: {
      apiBaseUrl: 'http://api.test/api',
      siteUrl: SITE_URL,
      remotes: {} as ShellContract['config']['remotes'],
      support: { upiId: '', payeeName: '', paymentLink: '' },
      apiTimeoutMs: 1000,
    },
    session: {
      user: null,
      isAuthenticated: false,
      accessToken: null,
      login: jest.fn(),
      logout: jest.fn(),
      refresh: jest.fn(),
    },
  };
}

/** Theme and shell around a widget of this remote, as the finder pages (or the standalone page) give them. */
export function renderWithShell(ui: ReactElement, shell: FakeShell = createFakeShell()) {
  const result = render(
    <ThemeProvider theme={theme}>
      <ShellProvider shell={shell}>{ui}</ShellProvider>
    </ThemeProvider>,
  );
  return { ...result, shell };
}

/** A page of this remote, with router and metadata as the standalone shell gives them. */
export function renderPage(ui: ReactElement, shell: FakeShell = createFakeShell(), route = '/') {
  const result = render(
    <MemoryRouter initialEntries={[route]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <HelmetProvider>
        <ThemeProvider theme={theme}>
          <ShellProvider shell={shell}>{ui}</ShellProvider>
        </ThemeProvider>
      </HelmetProvider>
    </MemoryRouter>,
  );
  return { ...result, shell };
}

/** The query params of every api.get call, in order. */
export function getCalls(shell: FakeShell): { path: string; params: RequestOptions['params'] }[] {
  return shell.api.get.mock.calls.map(([path, options]) => ({ path, params: options?.params }));
}

/** A promise whose settling the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A prediction as the API sends it (figures from the real tables). */
export function prediction(overrides: Partial<PredictionResponse> = {}): PredictionResponse {
  return {
    rank_prediction: { predicted_rank: 7500, rank_min: 6290, rank_max: 7500 },
    basis: 'JEE Main percentile to rank: rank = (100 - percentile) x N / 100.',
    is_estimate: true,
    ...overrides,
  };
}
