#!/usr/bin/env node
// `pnpm dev` / `npm run dev`: development builds that rebuild on save, the API restarted on change,
// and the same static servers as production; any of these processes that exits is started again. Reload
// the browser after a rebuild.
import path from 'node:path';
import { FRONTENDS, PNPM, ROOT, run, startSupervised, stopAllOnSignal } from './lib/proc.mjs';

run('install', PNPM[0], [...PNPM.slice(1), 'install', '--frozen-lockfile']);
run('shared-contracts', PNPM[0], [...PNPM.slice(1), '--filter', 'shared-contracts', 'build']);
run('api build', PNPM[0], [...PNPM.slice(1), '--filter', 'api', 'build']);

const children = [
  startSupervised('contracts', 'npx', ['tsc', '-p', 'shared-contracts/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  startSupervised('api-tsc', 'npx', ['tsc', '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  startSupervised('api', 'node', ['--watch-path=api/dist', 'api/dist/server.js']),
];
for (const { pkg, port } of FRONTENDS) {
  children.push(startSupervised(`${pkg}:build`, 'npx', ['webpack', '--mode', 'development', '--watch'], { cwd: path.join(ROOT, pkg) }));
  children.push(startSupervised(pkg, 'node', ['scripts/serve-static.mjs', '--dir', `${pkg}/dist`, '--port', String(port)]));
}
stopAllOnSignal(children);
console.log('\nDev servers starting: http://localhost:3000/ (Ctrl-C stops everything)');
