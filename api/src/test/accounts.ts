// Helpers of the account tests: an app with cheap password hashing and a movable clock, a mailer that
// keeps messages, a real SMTP sink (smtp-server) and a real OpenID Connect provider (oidc-provider, in a
// child process running test-support/oidc-provider.mjs), plus a tiny cookie-keeping browser.
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../app';
import { ManualClock } from '../accounts/clock';
import type { MailMessage, Mailer } from '../accounts/mailer';
import type { CallLimits, RateLimitedCall } from '../accounts/rateLimits';
import type { Db } from '../db/createDb';
import type { DialectName } from '../db/schema';
import { testConfig } from './app';
import { createTestDb, type TestDb } from './db';
import { listen, type TestClient } from './http';

/** Cheap scrypt for tests (N=1024); the default is N=2^17 (accounts/config.ts). */
export const TEST_ACCOUNT_ENV: NodeJS.ProcessEnv = { PASSWORD_SCRYPT_N: '1024', RATE_LIMITS_ENABLED: 'false', LOG_LEVEL: process.env.ACCOUNTS_TEST_LOG ?? 'silent' };

export const ACCOUNT_TABLES = ['oidc_states', 'email_codes', 'refresh_tokens', 'users', 'rate_limit_counters'] as const;

export async function resetAccounts(db: Db): Promise<void> {
  for (const table of ACCOUNT_TABLES) await db.deleteFrom(table).execute();
}

/** Keeps every message it is given. */
export class CaptureMailer implements Mailer {
  readonly target = 'memory';
  readonly messages: MailMessage[] = [];
  async deliver(message: MailMessage): Promise<void> {
    this.messages.push(message);
  }
  close(): void {}
  clear(): void {
    this.messages.length = 0;
  }
}

export const CODE_PATTERN = /Your code is (\d{6})/;

/** Waits (polling) until `read` returns something. */
export async function eventually<T>(read: () => T | undefined | null | Promise<T | undefined | null>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== null) return value;
    if (Date.now() > until) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The code of the latest message to `to` (waits for it to arrive). */
export function latestCode(mailer: CaptureMailer, to: string): Promise<string> {
  return eventually(() => {
    const mine = mailer.messages.filter((m) => m.to.toLowerCase() === to.toLowerCase());
    const last = mine[mine.length - 1];
    return last ? (CODE_PATTERN.exec(last.text)?.[1] ?? null) : null;
  });
}

export interface AccountsTestApp {
  client: TestClient;
  clock: ManualClock;
  mailer: CaptureMailer;
}

export async function startAccountsApp(
  db: Db,
  env: NodeJS.ProcessEnv = {},
  options: { limits?: Record<RateLimitedCall, CallLimits>; mailer?: Mailer | null } = {},
): Promise<AccountsTestApp> {
  const clock = new ManualClock(Date.parse('2025-06-01T10:00:00.000Z'));
  const mailer = new CaptureMailer();
  const app = buildApp({
    db,
    config: testConfig({ ...TEST_ACCOUNT_ENV, ...env }),
    accounts: { clock, mailer: options.mailer === null ? undefined : (options.mailer ?? mailer), limits: options.limits },
  });
  return { client: await listen(app), clock, mailer };
}

/**
 * For a describe block: a test database of `dialect` with an accounts app on it (made before the block's
 * tests, closed after), emptied before each test with the clock at `startAt`. Read `.t` and `.a` in tests.
 */
export function accountsAppPerSuite(dialect: DialectName, startAt = Date.parse('2025-06-01T10:00:00.000Z')): { t: TestDb; a: AccountsTestApp } {
  const suite = {} as { t: TestDb; a: AccountsTestApp };
  beforeAll(async () => {
    suite.t = await createTestDb(dialect);
    suite.a = await startAccountsApp(suite.t.db);
  });
  afterAll(async () => {
    await suite.a.client.close();
    await suite.t.destroy();
  });
  beforeEach(async () => {
    await resetAccounts(suite.t.db);
    suite.a.mailer.clear();
    suite.a.clock.set(startAt);
  });
  return suite;
}

export const validRegistration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'Secret#123',
  password_confirm: 'Secret#123',
  first_name: 'Asha',
  last_name: 'Patil',
  username: 'asha',
  city: 'Pune',
  state: 'Maharashtra',
  phone_number: '+919876543210',
  ...extra,
});

/** Registers and verifies an account; returns its tokens. */
export async function verifiedUser(t: AccountsTestApp, email: string, extra: Record<string, unknown> = {}) {
  const res = await t.client.inject({ method: 'POST', url: '/api/register/', payload: validRegistration(email, extra) });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const code = await latestCode(t.mailer, email);
  const verified = await t.client.inject({ method: 'POST', url: '/api/verify-email/confirm/', payload: { email, code } });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return verified.json<{ access: string; refresh: string }>();
}

// --- SMTP sink ---------------------------------------------------------------------------------------

export interface SinkMessage {
  from: string;
  to: string[];
  raw: string;
  user: string | null;
}

export interface SmtpSink {
  url: string;
  messages: SinkMessage[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives (AUTH PLAIN/LOGIN with user/pass accepted). */
export async function startSmtpSink(credentials = { user: 'mailer', pass: 'mail-secret' }): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : null,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// --- OpenID Connect provider -------------------------------------------------------------------------

export const OIDC_SCRIPT = path.resolve(__dirname, '../../test-support/oidc-provider.mjs');

export interface OidcProviderProcess {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

export async function startOidcProvider(redirectUris: string[], email = 'oidc.user@example.com'): Promise<OidcProviderProcess> {
  const clientId = 'jest-client';
  const clientSecret = 'jest-secret-value';
  const args = [OIDC_SCRIPT, '--port', '0', '--client-id', clientId, '--client-secret', clientSecret, '--email', email, '--exit-with-stdin'];
  for (const uri of redirectUris) args.push('--redirect-uri', uri);
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'], cwd: path.resolve(__dirname, '../..') });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const issuer = await new Promise<string>((resolve, reject) => {
    // A provider that never starts is stopped: left running, it holds the test run open.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`OIDC provider did not start: ${stderr}`));
    }, 15_000);
    child.once('exit', (code) => reject(new Error(`OIDC provider exited (${code}): ${stderr}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      try {
        resolve((JSON.parse(line) as { issuer: string }).issuer);
      } catch {
        reject(new Error(`OIDC provider said: ${line}`));
      }
    });
  });
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A browser that keeps cookies per host and follows redirects until one leaves for `stopAt` (returned, not followed). */
export async function followUntil(startUrl: string, stopAt: string, maxHops = 10): Promise<URL> {
  const jar = new Map<string, Map<string, string>>();
  let url = new URL(startUrl);
  for (let hop = 0; hop < maxHops; hop++) {
    if (url.toString().startsWith(stopAt)) return url;
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    const res = await fetch(url, {
      redirect: 'manual',
      headers: cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    jar.set(url.host, cookies);
    const location = res.headers.get('location');
    if (!location) throw new Error(`No redirect from ${url} (${res.status}): ${(await res.text()).slice(0, 300)}`);
    url = new URL(location, url);
  }
  throw new Error(`Too many redirects (last ${url}).`);
}
