#!/usr/bin/env node
// `pnpm dev` / `npm run dev`: development builds that rebuild on save, the API restarted on change,
// and the same static servers as production. Reload the browser after a rebuild.
import path from 'node:path';
import { FRONTENDS, PNPM, ROOT, run, startChild, stopAllOnSignal } from './lib/proc.mjs';

run('install', PNPM[0], [...PNPM.slice(1), 'install', '--frozen-lockfile']);
run('shared-contracts', PNPM[0], [...PNPM.slice(1), '--filter', 'shared-contracts', 'build']);
run('api build', PNPM[0], [...PNPM.slice(1), '--filter', 'api', 'build']);

const children = [
  startChild('contracts', 'npx', ['tsc', '-p', 'shared-contracts/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  startChild('api-tsc', 'npx', ['tsc', '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  startChild('api', 'node', ['--watch-path=api/dist', 'api/dist/server.js']),
];
for (const { pkg, port } of FRONTENDS) {
  children.push(startChild(`${pkg}:build`, 'npx', ['webpack', '--mode', 'development', '--watch'], { cwd: path.join(ROOT, pkg) }));
  children.push(startChild(pkg, 'node', ['scripts/serve-static.mjs', '--dir', `${pkg}/dist`, '--port', String(port)]));
}
stopAllOnSignal(children);
console.log('\nDev servers starting: http://localhost:3000/ (Ctrl-C stops everything)');
