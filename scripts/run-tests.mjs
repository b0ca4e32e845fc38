#!/usr/bin/env node
// `npm test`: every test on a fresh clone. Install, build (the e2e suite runs against the production
// bundles), lint and type-check, unit/component/API tests (Jest, on SQLite and on PostgreSQL when one is
// reachable; REQUIRE_POSTGRES=1 makes PostgreSQL mandatory), the multi-instance drill on PostgreSQL, then Playwright
// end to end (on SQLite, then again on PostgreSQL).
import { runE2eOnPostgres } from './lib/e2e-postgres.mjs';
import { PNPM, run } from './lib/proc.mjs';

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);
const pnpm = (...args) => [PNPM[0], [...PNPM.slice(1), ...args]];

if (want('install')) run('install', ...pnpm('install', '--frozen-lockfile'));
if (want('build')) run('build', ...pnpm('-r', 'build'));
if (want('build')) run('prerender (crawler pages, sitemap, robots)', 'node', ['scripts/prerender.mjs']);
if (want('secrets')) run('secrets (no secrets in the bundles)', 'node', ['scripts/check-bundle-secrets.mjs']);
if (want('lint')) run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
if (want('typecheck')) run('typecheck', ...pnpm('-r', '--parallel', 'typecheck'));
if (want('scripts')) run('server script tests (node --test)', 'node', ['--test', 'scripts/serve-static.test.mjs', 'scripts/check-bundle-secrets.test.mjs', 'scripts/prerender.test.mjs', 'scripts/lib/styled-component-ids.test.mjs', 'scripts/lib/styled-tags.test.mjs', 'scripts/lib/head-tags.test.mjs', 'bench/lib/blocking-by-source.test.mjs', 'federation/sdk-env.test.mjs']);
if (want('unit')) run('unit, component and API tests (jest)', 'npx', ['jest', '--ci']);
// Two API processes on one fresh PostgreSQL database (skipped without one unless REQUIRE_POSTGRES=1).
if (want('multi-instance')) run('multi-instance drill (two API processes on one PostgreSQL database)', 'node', ['scripts/multi-instance-drill.mjs']);
// The fuzz's own limit is 1 s a request (run it alone for that figure); here, on a shared machine under
// load, 5 s still catches a request that blocks the API (a cubic comma list took 25 s) without failing on noise.
if (want('fuzz')) run('API fuzz (1,500 random requests on the test fixtures)', 'node', ['api/bench/fuzz/fuzz.mjs', '--fixtures', '--count', '1500', '--slow-ms', '5000']);
if (want('e2e')) run('end-to-end tests (playwright)', ...pnpm('--filter', 'e2e', 'test'));
// Again with the API on a fresh PostgreSQL database (skipped without one unless REQUIRE_POSTGRES=1).
if (want('e2e-postgres')) await runE2eOnPostgres(pnpm('--filter', 'e2e', 'test'));
console.log('\nAll test steps passed.');
