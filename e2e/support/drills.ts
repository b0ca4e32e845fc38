// Failure drills' servers: a host of their own (DRILL_PORTS.host) whose one remote, or API, is on a port the
// drill controls. The shared e2e servers are never stopped, so a drill that fails cannot leave a remote down
// for the tests after it; the drill's own servers are stopped by the fixture's teardown, which runs also when
// the test fails or times out.
import { test as base } from '@playwright/test';
import net from 'node:net';
import type { RemoteName } from 'shared-contracts';
import { DRILL_PORTS, E2E_REMOTES, manifestUrl } from './ports';
import { remoteUrls, startStatic, type RunningServer } from './servers';

const remoteNamed = (name: RemoteName) => E2E_REMOTES.find((remote) => remote.name === name)!;

/** Resolves whether something accepts connections on the loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function mustBeClosed(port: number): Promise<void> {
  if (await listening(port)) throw new Error(`Port ${port} must be free for the drill (a server left by an earlier run?)`);
}

export interface Drill {
  /** A host whose `remote` is down: its manifest URL points at DRILL_PORTS.remote, where nothing listens yet. */
  siteWithRemoteDown(remote: RemoteName): Promise<string>;
  /** Starts the downed remote's real build on DRILL_PORTS.remote. */
  bringBack(remote: RemoteName): Promise<void>;
  /** A host whose API_URL points at DRILL_PORTS.closed, where nothing listens. */
  siteWithApiDown(): Promise<string>;
}

export const test = base.extend<{ drill: Drill }>({
  // Playwright reads a fixture's dependencies from its first parameter's destructuring: none here.
  // eslint-disable-next-line no-empty-pattern
  drill: async ({}, provide) => {
    const servers: RunningServer[] = [];
    const startHost = async (env: Record<string, string>) => {
      await mustBeClosed(DRILL_PORTS.host);
      const host = await startStatic('host', DRILL_PORTS.host, { ...remoteUrls(env), SITE_URL: `http://127.0.0.1:${DRILL_PORTS.host}` });
      servers.push(host);
      return host.url;
    };
    await provide({
      siteWithRemoteDown: async (remote) => {
        await mustBeClosed(DRILL_PORTS.remote);
        return startHost({ [remoteNamed(remote).manifestVariable]: manifestUrl(DRILL_PORTS.remote) });
      },
      bringBack: async (remote) => {
        servers.push(await startStatic(remoteNamed(remote).package, DRILL_PORTS.remote, remoteUrls()));
      },
      siteWithApiDown: async () => {
        await mustBeClosed(DRILL_PORTS.closed);
        return startHost({ API_URL: `http://127.0.0.1:${DRILL_PORTS.closed}/api` });
      },
    });
    await Promise.all(servers.map((server) => server.stop()));
  },
});

export { expect } from '@playwright/test';
