// Static servers a test starts and stops itself, to take a remote down and bring it back.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { API_URL, E2E_PAGE_ORIGINS, E2E_REMOTES, manifestUrl } from './ports';

const root = path.resolve(__dirname, '..', '..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** The e2e remotes' manifest URLs, with any of them replaced. */
export function remoteUrls(overrides: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {
    API_URL,
    ...Object.fromEntries(E2E_REMOTES.map((remote) => [remote.manifestVariable, manifestUrl(remote.port)])),
    API_TIMEOUT_MS: '5000',
    CORS_ORIGINS: E2E_PAGE_ORIGINS,
  };
  return { ...env, ...overrides };
}

export async function startStatic(pkg: string, port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const child: ChildProcess = spawn('node', ['scripts/serve-static.mjs', '--dir', `${pkg}/dist`, '--port', String(port)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/config.json`);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        // The server closes once its connections end; a page still holding one open must not stall the
        // test's teardown, so it is killed if it has not exited after a few seconds.
        const kill = setTimeout(() => child.kill('SIGKILL'), 3000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
