/// <reference types="jest" />
// shared-contracts/testing: test-only helpers (never shared over federation, never in a bundle). A fake
// shell, and a render that wraps a component the way the host does: memory router, theme, metadata, shell.
import type { ReactElement } from 'react';
import { render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SITE_NAME, TITLE_TEMPLATE } from '../constants';
import { ShellProvider } from '../react';
import type { ApiResponse } from '../client';
import type { ApiClient, RequestOptions, RuntimeConfig, Session, ShellContract } from '../shell';
import { theme } from '../theme';
import { Head, HeadProvider } from '../react/head/Head';

export type Params = NonNullable<RequestOptions['params']>;
/** Answers a fake api.get for one path: gets the query params, returns (or resolves to) the body, or throws. */
export type Handler = (params: Params) => unknown;

export interface FakeShell extends ShellContract {
  api: ApiClient & { get: jest.Mock; post: jest.Mock; put: jest.Mock };
  requireLogin: jest.Mock;
  session: Session & { login: jest.Mock; logout: jest.Mock; refresh: jest.Mock };
}

/** The runtime config a fake shell carries unless a test overrides parts of it. */
export const TEST_CONFIG: RuntimeConfig = {
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
};

export interface FakeShellOptions {
  /** A logged-in session (user null, token "token") instead of a guest. */
  authenticated?: boolean;
  /**
   * api.get answers by path with these handlers, and rejects ("No fake answer for ...") for any other path.
   * Without routes, api.get is a bare jest.fn() that the test answers call by call.
   */
  routes?: Record<string, Handler>;
  config?: Partial<RuntimeConfig>;
}

/** A shell whose every function is a jest mock. */
export function createFakeShell({ authenticated = false, routes, config }: FakeShellOptions = {}): FakeShell {
  const get = routes
    ? jest.fn(async (path: string, options?: RequestOptions) => {
        const handler = routes[path];
        if (!handler) throw new Error(`No fake answer for ${path}`);
        return handler(options?.params ?? {});
      })
    : jest.fn();
  return {
    api: { get, post: jest.fn(), put: jest.fn() } as FakeShell['api'],
    requireLogin: jest.fn(),
    standalone: false,
    config: { ...TEST_CONFIG, ...config },
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

/** Every api.get call, in order: its path and query params. */
export function getCalls(shell: FakeShell): { path: string; params: RequestOptions['params'] }[] {
  return shell.api.get.mock.calls.map(([path, options]) => ({ path: path as string, params: (options as RequestOptions | undefined)?.params }));
}

export interface RenderWithShellOptions {
  /** Where the memory router starts: path and query, or a location with history state; default "/". */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** The route pattern `ui` is mounted at (default: the route's path); any other path shows "Elsewhere". */
  path?: string;
  /** The returned `user` advances Jest's fake timers (for tests that call jest.useFakeTimers()). */
  fakeTimers?: boolean;
}

export interface ShellRenderResult extends RenderResult {
  user: UserEvent;
  shell: FakeShell;
  /** Hands the page a new shell, as the host does when the session changes. */
  setShell: (next: FakeShell) => void;
  /** The router's location now. */
  location: () => Location;
  /** The router's navigate (e.g. navigate(-1) for Back). */
  navigate: NavigateFunction;
}

/**
 * Renders `ui` as the host would: memory router at `route`, theme, metadata (<HeadProvider>) and the shell.
 * Returns Testing Library's result plus a user-event `user`, the shell, `setShell` (a new shell, as the host
 * hands one over when the session changes), and the router's current `location()` and `navigate`.
 */
export function renderWithShell(ui: ReactElement, shell: FakeShell = createFakeShell(), { route = '/', path, fakeTimers = false }: RenderWithShellOptions = {}): ShellRenderResult {
  const current: { location: Location | null; navigate: NavigateFunction | null } = { location: null, navigate: null };
  function Spy() {
    current.location = useLocation();
    current.navigate = useNavigate();
    return null;
  }
  const pattern = path ?? (typeof route === 'string' ? route.split('?')[0] : route.pathname);
  const wrap = (next: FakeShell) => (
    <MemoryRouter initialEntries={[route]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <ThemeProvider theme={theme}>
        <HeadProvider>
          <Head titleTemplate={TITLE_TEMPLATE} defaultTitle={SITE_NAME} />
          <ShellProvider shell={next}>
            <Routes>
              <Route path={pattern} element={ui} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <Spy />
          </ShellProvider>
        </HeadProvider>
      </ThemeProvider>
    </MemoryRouter>
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const result = render(wrap(shell));
  return {
    ...result,
    user,
    shell,
    setShell: (next: FakeShell) => result.rerender(wrap(next)),
    location: () => current.location as Location,
    navigate: ((to: never, options?: never) => (current.navigate as NavigateFunction)(to, options)) as NavigateFunction,
  };
}

/** Renders with the theme only (no router or shell). */
export function renderPlain(ui: ReactElement): RenderResult {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
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

/** Removes the mocked matchMedia: jsdom has none of its own, so useIsMobile reports "not mobile". */
export function resetViewport() {
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

/** An API answer as fetch gives it to the client: `data` as JSON text (no data: an empty body). */
export const jsonAnswer = (status: number, data?: unknown, statusText = ''): ApiResponse => ({
  status,
  statusText,
  text: async () => (data === undefined ? '' : JSON.stringify(data)),
});

/**
 * The control `find` returns, once it is enabled, as a reader waits for it. Pages disable controls while a
 * request loads (a form's submit button, the results' paging and page size), and user-event drops a click or
 * a choice on a disabled control without an event: a test that acted then waited in vain for the next request.
 */
export async function whenEnabled<T extends HTMLElement>(find: () => T): Promise<T> {
  await waitFor(() => {
    const control = find();
    if (control.matches(':disabled')) throw new Error(`${control.tagName.toLowerCase()} "${control.textContent ?? ''}" is still disabled`);
  });
  return find();
}
