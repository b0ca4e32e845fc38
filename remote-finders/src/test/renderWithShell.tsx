// Renders a page the way the host does (router, theme, metadata, shell), with a fake shell whose api.get
// answers by path. The router is a memory router starting at `route`; `location()` reads where it is now.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { HelmetProvider } from 'react-helmet-async';
import { ThemeProvider } from 'styled-components';
import { theme, type ApiClient, type RequestOptions, type ShellContract } from 'shared-contracts';
import { ShellProvider } from 'shared-contracts/react';

export type Params = NonNullable<RequestOptions['params']>;
export type Handler = (params: Params) => unknown;

export interface FakeShell extends ShellContract {
  api: ApiClient & { get: jest.Mock };
  requireLogin: jest.Mock;
}

export function createFakeShell({ authenticated = false, routes = {} as Record<string, Handler> } = {}): FakeShell {
  const get = jest.fn(async (path: string, options?: RequestOptions) => {
    const handler = routes[path];
    if (!handler) throw new Error(`No fake answer for ${path}`);
    return handler(options?.params ?? {});
  });
  return {
    api: { get, post: jest.fn(), put: jest.fn() } as unknown as FakeShell['api'],
    requireLogin: jest.fn(),
    standalone: false,
    config: {
      apiBaseUrl: 'http://api.test/api',
      siteUrl: 'https://example.test',
      remotes: {
        rankings: 'http://remotes.test/rankings/mf-manifest.json',
        finders: 'http://remotes.test/finders/mf-manifest.json',
        predictors: 'http://remotes.test/predictors/mf-manifest.json',
        auth: 'http://remotes.test/auth/mf-manifest.json',
        blog: 'http://remotes.test/blog/mf-manifest.json',
      },
      support: { upiId: '', payeeName: '', paymentLink: '' },
      apiTimeoutMs: 1000,
    },
    session: {
      user: null,
      isAuthenticated: authenticated,
      accessToken: authenticated ? 'token' : null,
      login: jest.fn(),
      logout: jest.fn(),
      refresh: jest.fn(),
    },
  };
}

/** The params of every api.get call made to one path, in order. */
export function callsTo(shell: FakeShell, path: string): Params[] {
  return shell.api.get.mock.calls.filter(([p]) => p === path).map(([, options]) => (options as RequestOptions | undefined)?.params ?? {});
}

export interface RenderOptions {
  /** Where the memory router starts (path + query). */
  route?: string;
  /** The route pattern the page is mounted at (default: the route's path). */
  path?: string;
}

/** Renders `ui` at `route`; returns Testing Library's result plus the router's current location. */
export function renderWithShell(ui: ReactElement, shell: FakeShell, { route = '/college-finder', path }: RenderOptions = {}) {
  const current: { location: Location | null; navigate: NavigateFunction | null } = { location: null, navigate: null };
  function Spy() {
    current.location = useLocation();
    current.navigate = useNavigate();
    return null;
  }
  const pattern = path ?? route.split('?')[0];
  const wrap = (next: FakeShell) => (
    <MemoryRouter initialEntries={[route]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <ThemeProvider theme={theme}>
        <HelmetProvider>
          <ShellProvider shell={next}>
            <Routes>
              <Route path={pattern} element={ui} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <Spy />
          </ShellProvider>
        </HelmetProvider>
      </ThemeProvider>
    </MemoryRouter>
  );
  const result = render(wrap(shell));
  return {
    ...result,
    /** Hands the page a new shell, as the host does when the session changes. */
    setShell: (next: FakeShell) => result.rerender(wrap(next)),
    /** The router's location now. */
    location: () => current.location as Location,
    /** The router's navigate (e.g. navigate(-1) for Back). */
    navigate: ((to: never, options?: never) => (current.navigate as NavigateFunction)(to, options)) as NavigateFunction,
  };
}

/** A matchMedia that evaluates max-width/min-width queries against a fixed viewport width. */
export function mockViewportWidth(width: number) {
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }),
  });
}

export function resetViewport() {
  // jsdom has no matchMedia of its own; the hook then reports "not mobile".
  delete (window as { matchMedia?: unknown }).matchMedia;
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

/** Renders a component with the theme only (no router or shell). */
export function renderPlain(ui: ReactElement) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}
