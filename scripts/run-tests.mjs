#!/usr/bin/env node
// `npm test`: every test on a fresh clone. Install, build (the e2e suite runs against the production
// bundles), lint and type-check, unit/component/API tests (Jest, on SQLite and on PostgreSQL when one is
// reachable; REQUIRE_POSTGRES=1 makes PostgreSQL mandatory), then Playwright end to end.
import { PNPM, run } from './lib/proc.mjs';

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);
const pnpm = (...args) => [PNPM[0], [...PNPM.slice(1), ...args]];

if (want('install')) run('install', ...pnpm('install', '--frozen-lockfile'));
if (want('build')) run('build', ...pnpm('-r', 'build'));
if (want('lint')) run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
if (want('typecheck')) run('typecheck', ...pnpm('-r', '--parallel', 'typecheck'));
if (want('scripts')) run('server script tests (node --test)', 'node', ['--test', 'scripts/serve-static.test.mjs']);
if (want('unit')) run('unit, component and API tests (jest)', 'npx', ['jest', '--ci']);
if (want('e2e')) run('end-to-end tests (playwright)', ...pnpm('--filter', 'e2e', 'test'));
console.log('\nAll test steps passed.');
