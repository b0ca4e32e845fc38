// Builds the app over a test database, with a fixed JWT secret and silent logs.
import path from 'node:path';
import { buildApp, type BuildAppOptions } from '../app';
import { signAccessToken } from '../auth/tokens';
import { loadConfig, type AppConfig } from '../config';
import type { Db } from '../db/createDb';
import { importNirf } from '../import/nirf';
import { fixtureDataDir } from './fixtureData';

export const FIXTURES_DIR = fixtureDataDir(path.join(__dirname, 'fixtures'));
export const NIRF_FIXTURE = path.join(FIXTURES_DIR, 'nirf', 'nirf_engineering.csv');
export const TEST_JWT_SECRET = 'test-secret-for-jest-only';

export function testConfig(env: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig({ LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: FIXTURES_DIR, ...env }, path.resolve(__dirname, '../../..'));
}

export const testApp = (db: Db, env: NodeJS.ProcessEnv = {}, seams: Pick<BuildAppOptions, 'accounts' | 'loadPredictors'> = {}) =>
  buildApp({ db, config: testConfig(env), ...seams });

/** Authorization header of a logged-in user. */
export const userAuth = (userId = 'user-1') => ({ authorization: `Bearer ${signAccessToken(TEST_JWT_SECRET, userId, 3600)}` });

export const importFixture = (db: Db) => importNirf(db, NIRF_FIXTURE, { force: true });
