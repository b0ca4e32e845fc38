import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { E2E_OUTBOX_DIR } from './support/outbox';
import { API_URL, DRILL_PORTS, E2E_API_PORT, E2E_OIDC_PORT, E2E_PORTS, E2E_REMOTES, HOST_URL, JWT_SECRET, OIDC_CLIENT, OIDC_EMAIL, OIDC_ISSUER } from './support/ports';
import { remoteUrls } from './support/servers';

const root = path.resolve(__dirname, '..');
const remoteEnv = { ...remoteUrls(), SITE_URL: HOST_URL };

const staticServer = (pkg: string, port: number) => ({
  command: `node scripts/serve-static.mjs --dir ${pkg}/dist --port ${port}`,
  cwd: root,
  url: `http://127.0.0.1:${port}/config.json`,
  // Playwright's 60 s default was once not enough on a loaded 2-core machine (the PostgreSQL run's start).
  timeout: 3 * 60_000,
  reuseExistingServer: !process.env.CI,
  env: remoteEnv,
});

const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: { baseURL: HOST_URL, trace: 'off', screenshot: 'only-on-failure', launchOptions: chromiumLaunch },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunch } },
    {
      name: 'tablet-768',
      use: { ...devices['Desktop Chrome'], viewport: { width: 768, height: 1024 }, launchOptions: chromiumLaunch },
      grep: /@responsive/,
    },
  ],
  webServer: [
    {
      // Google's stand-in for social sign-in: a real OpenID Connect provider on loopback that signs in OIDC_EMAIL.
      command: [
        'node api/test-support/oidc-provider.mjs',
        `--port ${E2E_OIDC_PORT}`,
        `--client-id ${OIDC_CLIENT.id} --client-secret ${OIDC_CLIENT.secret}`,
        `--redirect-uri ${HOST_URL}/oauth-bridge`,
        `--email ${OIDC_EMAIL}`,
        '--exit-with-stdin',
      ].join(' '),
      cwd: root,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      timeout: 3 * 60_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      // The API on the real data in ../shared/data (or DATA_DIR), in its own SQLite file.
      command: 'node api/dist/server.js',
      cwd: root,
      url: `${API_URL}/health/`,
      timeout: 10 * 60_000,
      reuseExistingServer: !process.env.CI,
      env: {
        PORT: String(E2E_API_PORT),
        // One SQLite file per port offset (concurrent runs never share one); E2E_DATABASE_URL runs the
        // whole suite against PostgreSQL instead.
        ...(process.env.E2E_DATABASE_URL
          ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
          : { SQLITE_PATH: path.join(root, '.data', E2E_API_PORT === 18000 ? 'e2e.sqlite' : `e2e-${E2E_API_PORT}.sqlite`) }),
        JWT_SECRET,
        // The failure drills' host calls the API from its own origin too.
        CORS_ORIGINS: [...Object.values(E2E_PORTS), DRILL_PORTS.host].map((port) => `http://127.0.0.1:${port}`).join(','),
        // Accounts: codes are read from this outbox; Google is the loopback provider; rate limits count in
        // 60 s windows so a whole run (and reruns against a kept server) stays under them.
        MAIL_OUTBOX_DIR: E2E_OUTBOX_DIR,
        OIDC_ISSUER,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        RATE_LIMIT_WINDOW_SECONDS: '60',
        // Cheap password hashing, as in the API's Jest suites: at the default cost (128 MiB, about a second
        // per hash on a busy machine) a login outlasts the half-second "Login successful" notice the tests read.
        PASSWORD_SCRYPT_N: '1024',
      },
    },
    staticServer('host', E2E_PORTS.host),
    ...E2E_REMOTES.map((remote) => staticServer(remote.package, remote.port)),
  ],
});
