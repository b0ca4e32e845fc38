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

  it('warns about the dev JWT secret in production only', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, ROOT).warnings).toEqual([expect.stringContaining('JWT_SECRET')]);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x' }, ROOT).warnings).toEqual([]);
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
