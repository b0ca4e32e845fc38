import path from 'node:path';
import { DEFAULT_CORS_ORIGINS, DEV_JWT_SECRET, findRepoRoot, loadConfig } from './config';

const ROOT = '/srv/app';

describe('loadConfig', () => {
  it('has defaults for a fresh machine', () => {
    const config = loadConfig({}, ROOT);
    expect(config).toEqual({
      port: 8000,
      host: '127.0.0.1',
      databaseUrl: null,
      sqlitePath: path.join(ROOT, '.data', 'app.sqlite'),
      dataDir: path.resolve(ROOT, '..', 'shared', 'data'),
      corsOrigins: DEFAULT_CORS_ORIGINS,
      logLevel: 'warn',
      jwtSecret: DEV_JWT_SECRET,
      accounts: expect.any(Object),
      warnings: [],
    });
    expect(config.corsOrigins).toContain('http://localhost:3000');
    expect(config.corsOrigins).toContain('http://127.0.0.1:3005');
    expect(config.corsOrigins).toHaveLength(12);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '18000',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u@db/app',
        SQLITE_PATH: '/tmp/x.sqlite',
        DATA_DIR: 'data',
        CORS_ORIGINS: 'https://example.org/, https://www.example.org ,',
        LOG_LEVEL: 'INFO',
        JWT_SECRET: 's3cret',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      port: 18000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db/app',
      sqlitePath: '/tmp/x.sqlite',
      dataDir: path.join(ROOT, 'data'),
      corsOrigins: ['https://example.org', 'https://www.example.org'],
      logLevel: 'info',
      jwtSecret: 's3cret',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' }, ROOT)).toMatchObject({ databaseUrl: null, port: 8000 });
  });

  it('uses the development JWT secret outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }, ROOT).jwtSecret).toBe(DEV_JWT_SECRET);
    expect(loadConfig({ JWT_SECRET: 'short' }, ROOT).jwtSecret).toBe('short');
  });

  it.each([
    ['unset', {}, /JWT_SECRET is not set/],
    ['empty', { JWT_SECRET: '  ' }, /JWT_SECRET is not set/],
    ['the development secret', { JWT_SECRET: DEV_JWT_SECRET }, /JWT_SECRET is the public development secret/],
    ['31 bytes', { JWT_SECRET: 'x'.repeat(31) }, /JWT_SECRET is 31 bytes long/],
    ['11 two-byte characters', { JWT_SECRET: 'é'.repeat(11) }, /JWT_SECRET is 22 bytes long/],
  ])('refuses to start in production with JWT_SECRET %s', (_what, env, message) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...env }, ROOT)).toThrow(message);
    expect(() => loadConfig({ NODE_ENV: 'production', ...env }, ROOT)).toThrow(/at least 32 bytes/);
  });

  it('starts in production with a secret of 32 bytes or more', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }, ROOT)).toMatchObject({ jwtSecret: 'x'.repeat(32), warnings: [] });
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'é'.repeat(16) }, ROOT).jwtSecret).toBe('é'.repeat(16));
  });

  it('rejects a bad port or log level with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, ROOT)).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' }, ROOT)).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' }, ROOT)).toThrow(/LOG_LEVEL/);
  });

  it('finds the repo root by pnpm-workspace.yaml', () => {
    expect(findRepoRoot(__dirname)).toBe(path.resolve(__dirname, '../..'));
  });
});
