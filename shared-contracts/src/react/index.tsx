// React side of the shell contract: the context every remote reads the shell from, the global style, and
// the minimal standalone shell a remote runs in without the host (guest session, same API).
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Helmet, HelmetProvider } from 'react-helmet-async';
import { ThemeProvider, createGlobalStyle } from 'styled-components';
import type { ApiClientOptions } from '../client';
import { SITE_NAME, TITLE_TEMPLATE } from '../constants';
import { safeReturnPath } from '../returnPath';
import { theme } from '../theme';
import { ShortlistProvider } from './ShortlistSync';
import type { ApiClient, RequestOptions, RuntimeConfig, ShellContract } from '../shell';

const ShellContext = createContext<ShellContract | null>(null);

export function ShellProvider({ shell, children }: { shell: ShellContract; children: ReactNode }) {
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellContract {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside a ShellProvider (the host or a standalone page provides it)');
  return shell;
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body { margin: 0; font-family: ${theme.font}; color: ${theme.colors.text}; background: ${theme.colors.background}; line-height: 1.5; }
  a { color: ${theme.colors.primary}; }
  button, input, select { font: inherit; }
  :focus-visible { outline: 3px solid ${theme.colors.accent}; outline-offset: 2px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0,0,0,0); border: 0; }
`;

/**
 * The API client, made on the first call. This module is on the host's first page (ShellProvider,
 * useShell), so it must not pull in ../client and axios (~20 KB brotli) before anything calls the API.
 */
function lazyApiClient(options: ApiClientOptions): ApiClient {
  let client: Promise<ApiClient> | null = null;
  const ready = () =>
    (client ??= import('../client').then(
      ({ createApiClient }) => createApiClient(options),
      (error: unknown) => {
        client = null; // a failed chunk load is tried again on the next call
        throw error;
      },
    ));
  return {
    get: <T,>(path: string, opts?: RequestOptions) => ready().then((c) => c.get<T>(path, opts)),
    post: <T,>(path: string, body?: unknown, opts?: RequestOptions) => ready().then((c) => c.post<T>(path, body, opts)),
    put: <T,>(path: string, body?: unknown, opts?: RequestOptions) => ready().then((c) => c.put<T>(path, body, opts)),
  };
}

/** A guest shell: no login, same API client and config. */
export function createGuestShell(config: RuntimeConfig): ShellContract {
  const api = lazyApiClient({ baseURL: config.apiBaseUrl, timeoutMs: config.apiTimeoutMs, getAccessToken: () => null });
  return {
    api,
    config,
    standalone: true,
    session: {
      user: null,
      isAuthenticated: false,
      accessToken: null,
      login: async () => undefined,
      logout: () => undefined,
      refresh: async () => false,
    },
    requireLogin: (requested: string) => {
      const returnTo = safeReturnPath(requested, config.siteUrl) ?? '/';
      window.location.assign(`${config.siteUrl.replace(/\/$/, '')}/auth?returnTo=${encodeURIComponent(returnTo)}`);
    },
  };
}

export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

/** Frame for a remote running alone, mounted at the same paths as in the host: router, metadata, theme, and a guest shell built from /config.json. */
export function StandaloneShell({
  title,
  paths,
  children,
}: {
  title: string;
  /** The paths the remote serves, as the host mounts it; the first is where "/" leads. */
  paths: string[];
  children: (shell: ShellContract, basePath: string) => ReactNode;
}) {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchRuntimeConfig().then(setConfig, () => setFailed(true));
  }, []);
  const shell = useMemo(() => (config ? createGuestShell(config) : null), [config]);
  return (
    <HelmetProvider>
      {/* The host's title template, so a page's title reads the same alone. */}
      <Helmet titleTemplate={TITLE_TEMPLATE} defaultTitle={SITE_NAME} />
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <header style={{ background: theme.colors.primaryDark, color: theme.colors.onPrimary, padding: '0.75rem 1rem' }}>
            <strong>{title}</strong> <span style={{ opacity: 0.8 }}>(standalone)</span>
          </header>
          <main style={{ maxWidth: theme.maxWidth, margin: '0 auto', padding: '1rem' }}>
            {failed && <p role="alert">Could not read /config.json.</p>}
            {shell && (
              <ShellProvider shell={shell}>
                <ShortlistProvider shell={shell}>
                  <Routes>
                    <Route path="/" element={<Navigate to={paths[0]} replace />} />
                    {paths.map((path) => (
                      <Route key={path} path={`${path}/*`} element={children(shell, path)} />
                    ))}
                  </Routes>
                </ShortlistProvider>
              </ShellProvider>
            )}
          </main>
        </BrowserRouter>
      </ThemeProvider>
    </HelmetProvider>
  );
}

/** What a section shows until its own issue builds it: says plainly that it is not available yet. */
export function SectionNotAvailable({ section }: { section: string }) {
  return (
    <section aria-labelledby="section-not-available" style={{ padding: '2rem 1rem', textAlign: 'center' }}>
      <h1 id="section-not-available">{section}</h1>
      <p>This section is not available yet. Rankings are ready now; the finders, predictors, accounts and blog follow soon.</p>
    </section>
  );
}

export { useApiQuery, badRequestDetail } from './useApiQuery';
export type { ApiQuery, ApiQueryOptions, ApiQueryState, ApiQueryStatus } from './useApiQuery';
export { SHORTLIST_STORAGE_KEY, shortlistAtom, shortlistStore, useShortlist } from './shortlist';
export type { ShortlistActions } from './shortlist';
export { ShortlistProvider, ShortlistSync, useShortlistSync } from './ShortlistSync';
export {
  REMOTE_LOAD_TIMEOUT_MS,
  RemoteComponentView,
  RemoteErrorBoundary,
  forgetRemoteComponents,
  loadRemoteComponent,
  useRemoteComponent,
} from './remoteComponent';
export type { RemoteComponentLoad, RemoteComponentState, RemoteComponentViewProps, UseRemoteComponentOptions } from './remoteComponent';
