import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteAppProps, RemoteName } from 'shared-contracts';
import { loadRemoteComponent } from 'shared-contracts/react';

export { REMOTE_LOAD_TIMEOUT_MS } from 'shared-contracts/react';

/** Load a remote's exposed App; rejects when the remote is down, too slow or exposes nothing usable. */
export function loadRemoteApp(name: RemoteName): Promise<ComponentType<RemoteAppProps>> {
  return loadRemoteComponent<RemoteAppProps>({ load: () => loadRemote(`${name}/App`), label: `Remote ${name}`, exposes: 'an App' });
}
