import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteAppProps, RemoteName } from 'shared-contracts';

type RemoteAppModule = { default: ComponentType<RemoteAppProps> };

/**
 * A remote that neither answers nor fails (a stalled connection, an overloaded CDN) counts as failed after
 * this, so its area shows the panel with Retry instead of a spinner for ever (DESIGN: down, slow or throws).
 */
export const REMOTE_LOAD_TIMEOUT_MS = 20_000;

/** Load a remote's exposed App; rejects when the remote is down, too slow or exposes nothing usable. */
export async function loadRemoteApp(name: RemoteName): Promise<ComponentType<RemoteAppProps>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Remote ${name} did not load within ${REMOTE_LOAD_TIMEOUT_MS} ms`)), REMOTE_LOAD_TIMEOUT_MS);
  });
  try {
    const mod = await Promise.race([loadRemote<RemoteAppModule>(`${name}/App`), timeout]);
    if (!mod || typeof mod.default !== 'function') throw new Error(`Remote ${name} did not provide an App`);
    return mod.default;
  } finally {
    clearTimeout(timer);
  }
}
