// Runtime configuration, read once from the environment. `loadConfig` is pure: give it an env object
// (and the repo root) and it returns the settings, or throws with a message naming the bad variable.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HOST_LOCAL_PORT, REMOTES } from 'shared-contracts';
import { loadAccountsConfig, type AccountsConfig } from './accounts/config';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEV_JWT_SECRET = 'dev-only-insecure-jwt-secret-do-not-use-in-production';
/** HS256 keys shorter than the hash output (32 bytes) are guessable offline from one token. */
export const JWT_SECRET_MIN_BYTES = 32;

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when null the API uses the SQLite file at `sqlitePath`. */
  databaseUrl: string | null;
  sqlitePath: string;
  dataDir: string;
  corsOrigins: string[];
  logLevel: LogLevel;
  jwtSecret: string;
  /** Accounts: token lifetimes, mail, Google sign-in, password hashing, rate limits (accounts/config.ts). */
  accounts: AccountsConfig;
  /** Problems worth a log line at start. */
  warnings: string[];
}

/** The host's and every remote's local ports (remotes.json): the pages `npm start` and `npm run dev` serve. */
const DEV_PORTS = [HOST_LOCAL_PORT, ...REMOTES.map((remote) => remote.port)];
export const DEFAULT_CORS_ORIGINS = [
  ...DEV_PORTS.map((port) => `http://localhost:${port}`),
  ...DEV_PORTS.map((port) => `http://127.0.0.1:${port}`),
];

/** Nearest ancestor of `startDir` (inclusive) holding pnpm-workspace.yaml; falls back to `startDir`. */
export function findRepoRoot(startDir: string = __dirname): string {
  let dir = path.resolve(startDir);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(startDir);
    dir = parent;
  }
}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 8000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) throw new Error(`PORT must be a number from 1 to 65535 (got "${raw}").`);
  return port;
}

function parseLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined) return 'warn';
  const level = raw.toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${raw}").`);
  return level as LogLevel;
}

function parseOrigins(raw: string | undefined): string[] {
  if (raw === undefined) return [...DEFAULT_CORS_ORIGINS];
  return raw
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * The token signing secret. Outside production it defaults to the development secret, which is public
 * (it is in this repository): anyone could sign tokens with it, so production refuses it, an unset
 * value, and a short one.
 */
function parseJwtSecret(env: NodeJS.ProcessEnv): string {
  const secret = text(env, 'JWT_SECRET');
  if (env.NODE_ENV !== 'production') return secret ?? DEV_JWT_SECRET;
  const fix = `Set JWT_SECRET to a random value of at least ${JWT_SECRET_MIN_BYTES} bytes (e.g. \`openssl rand -base64 48\`), the same on every API instance.`;
  if (!secret) throw new Error(`JWT_SECRET is not set, and NODE_ENV is production. ${fix}`);
  if (secret === DEV_JWT_SECRET) throw new Error(`JWT_SECRET is the public development secret, and NODE_ENV is production. ${fix}`);
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < JWT_SECRET_MIN_BYTES) throw new Error(`JWT_SECRET is ${bytes} bytes long, and NODE_ENV is production. ${fix}`);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot: string = findRepoRoot()): AppConfig {
  const warnings: string[] = [];
  const jwtSecret = parseJwtSecret(env);
  return {
    port: parsePort(text(env, 'PORT')),
    host: text(env, 'HOST') ?? '127.0.0.1',
    databaseUrl: text(env, 'DATABASE_URL') ?? null,
    sqlitePath: path.resolve(repoRoot, text(env, 'SQLITE_PATH') ?? path.join('.data', 'app.sqlite')),
    dataDir: path.resolve(repoRoot, text(env, 'DATA_DIR') ?? path.join('..', 'shared', 'data')),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    logLevel: parseLogLevel(text(env, 'LOG_LEVEL')),
    jwtSecret,
    accounts: loadAccountsConfig(env, repoRoot),
    warnings,
  };
}
