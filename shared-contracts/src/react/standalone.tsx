// The minimal standalone shell a remote runs in without the host (guest session, same API), and the guest
// shell the prerenderer uses. A chunk of its own, loaded only by a remote's standalone page: the host's
// pages never run it, so it stays out of the shared module every page downloads.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { ApiClientOptions } from '../client';
import { SITE_NAME, TITLE_TEMPLATE } from '../constants';
import { safeReturnPath } from '../returnPath';
import { theme } from '../theme';
import type { ApiClient, RequestOptions, RuntimeConfig, ShellContract } from '../shell';
import { GlobalStyle, ShellProvider, fetchRuntimeConfig } from './context';
import { Head, HeadProvider } from './head/Head';

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
    <HeadProvider>
      {/* The host's title template, so a page's title reads the same alone. */}
      <Head titleTemplate={TITLE_TEMPLATE} defaultTitle={SITE_NAME} />
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
                <Routes>
                  <Route path="/" element={<Navigate to={paths[0]} replace />} />
                  {paths.map((path) => (
                    <Route key={path} path={`${path}/*`} element={children(shell, path)} />
                  ))}
                </Routes>
              </ShellProvider>
            )}
          </main>
        </BrowserRouter>
      </ThemeProvider>
    </HeadProvider>
  );
}
