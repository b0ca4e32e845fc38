import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from 'shared-contracts';
import { provideRuntimeCore } from './provideRuntimeCore';
import { shortTasksPlugin } from './shortTasksPlugin';

/**
 * Tell the federation runtime where each remote's manifest is, as the runtime config says, and to load them in
 * short tasks; the remotes run on the host's runtime core.
 */
export function registerRemotesFromConfig(config: RuntimeConfig): void {
  provideRuntimeCore();
  registerPlugins([shortTasksPlugin]);
  registerRemotes(
    (Object.entries(config.remotes) as [RemoteName, string][]).map(([name, entry]) => ({ name, entry })),
  );
}

/** Forget a remote that failed, so the next load fetches its manifest and entry again. */
export function resetRemote(name: RemoteName, entry: string): void {
  registerRemotes([{ name, entry }], { force: true });
}
