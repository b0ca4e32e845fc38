import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { API_PATHS, SESSION_MESSAGES, STORAGE_KEYS, type RuntimeConfig, type ShellContract, type User } from 'shared-contracts';
import { createApiClient, dispatchApiError } from 'shared-contracts/client';
import { clearStoredSession, readStoredSession, writeTokens, writeUser, type StoredSession } from './sessionStore';

/** Builds the shell contract the host hands every remote: session, API client, requireLogin, config. */
export function useHostShell(config: RuntimeConfig): ShellContract {
  const navigate = useNavigate();
  const [stored, setStored] = useState<StoredSession>(readStoredSession);
  const tokenRef = useRef(stored.accessToken);
  tokenRef.current = stored.accessToken;

  const logout = useCallback(() => {
    clearStoredSession();
    tokenRef.current = null;
    setStored({ accessToken: null, refreshToken: null, user: null });
  }, []);

  const api = useMemo(() => {
    const client = createApiClient({
      baseURL: config.apiBaseUrl,
      timeoutMs: config.apiTimeoutMs,
      getAccessToken: () => tokenRef.current,
      refreshAccessToken: async () => {
        const refresh = localStorage.getItem(STORAGE_KEYS.refreshToken);
        if (!refresh) return false;
        try {
          const tokens = await bare.post<{ access: string; refresh?: string }>(API_PATHS.tokenRefresh, { refresh }, { silent: true });
          writeTokens(tokens.access, tokens.refresh);
          tokenRef.current = tokens.access;
          setStored(readStoredSession());
          return true;
        } catch {
          return false;
        }
      },
      onSessionExpired: () => {
        logout();
        dispatchApiError({ isConnectionError: false, isTimeout: false, status: 401 });
      },
    });
    // Token refresh goes out without a bearer token and without the refresh-on-401 loop.
    const bare = createApiClient({ baseURL: config.apiBaseUrl, timeoutMs: config.apiTimeoutMs, getAccessToken: () => null });
    return client;
  }, [config.apiBaseUrl, config.apiTimeoutMs, logout]);

  const login = useCallback(async (tokens: { access: string; refresh: string }, user?: User | null) => {
    // Login clears old tokens first.
    clearStoredSession();
    writeTokens(tokens.access, tokens.refresh);
    if (user) writeUser(user);
    tokenRef.current = tokens.access;
    setStored(readStoredSession());
  }, []);

  const requireLogin = useCallback(
    (returnTo: string) => {
      sessionStorage.setItem(STORAGE_KEYS.authReturnTo, returnTo);
      navigate('/auth', { state: { returnTo } });
    },
    [navigate],
  );

  return useMemo<ShellContract>(
    () => ({
      api,
      config,
      standalone: false,
      requireLogin,
      session: {
        user: stored.user,
        isAuthenticated: Boolean(stored.accessToken),
        accessToken: stored.accessToken,
        login,
        logout,
        refresh: async () => {
          if (!stored.refreshToken) {
            dispatchApiError({ isConnectionError: false, isTimeout: false, status: 401 });
            console.warn(SESSION_MESSAGES.missingToken);
            return false;
          }
          return true;
        },
      },
    }),
    [api, config, requireLogin, stored, login, logout],
  );
}
