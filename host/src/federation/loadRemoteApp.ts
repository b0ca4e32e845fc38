import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteAppProps, RemoteName } from 'shared-contracts';

type RemoteAppModule = { default: ComponentType<RemoteAppProps> };

/** Load a remote's exposed App; rejects when the remote is down or exposes nothing usable. */
export async function loadRemoteApp(name: RemoteName): Promise<ComponentType<RemoteAppProps>> {
  const mod = await loadRemote<RemoteAppModule>(`${name}/App`);
  if (!mod || typeof mod.default !== 'function') throw new Error(`Remote ${name} did not provide an App`);
  return mod.default;
}
