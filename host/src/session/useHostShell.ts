import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { STORAGE_KEYS, safeReturnPath, type RuntimeConfig, type ShellContract } from 'shared-contracts';
import { SessionManager } from './sessionManager';

/** Builds the shell contract the host hands every remote: session, API client, requireLogin, config. */
export function useHostShell(config: RuntimeConfig): ShellContract {
  const navigate = useNavigate();
  const [manager] = useState(() => new SessionManager({ config }));
  const stored = useSyncExternalStore(manager.subscribe, manager.getSnapshot);

  useEffect(() => manager.start(), [manager]);

  /** Ask for a login and come back to `returnTo` afterwards (navigation state, and sessionStorage for round trips). */
  const requireLogin = useCallback(
    (requested: string) => {
      // A remote may pass anything: only a path on this site is kept.
      const returnTo = safeReturnPath(requested, window.location.origin) ?? '/';
      try {
        sessionStorage.setItem(STORAGE_KEYS.authReturnTo, returnTo);
      } catch {
        // storage unavailable: the navigation state still carries it
      }
      navigate('/auth', { state: { returnTo } });
    },
    [navigate],
  );

  return useMemo<ShellContract>(
    () => ({
      api: manager.api,
      config,
      standalone: false,
      requireLogin,
      session: {
        user: stored.user,
        isAuthenticated: Boolean(stored.accessToken),
        accessToken: stored.accessToken,
        login: manager.login,
        logout: manager.logout,
        refresh: manager.refresh,
        updateUser: manager.updateUser,
      },
    }),
    [manager, config, requireLogin, stored],
  );
}
