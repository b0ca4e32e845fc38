#!/usr/bin/env node
// `npm start`: install, build the production bundles, start the API (it creates the SQLite database and
// imports ../shared/data when empty) and serve the host and every remote on their ports; a server that exits
// is started again. Ctrl-C stops all.
import { FRONTENDS, PNPM, run, startSupervised, stopAllOnSignal, waitForUrl } from './lib/proc.mjs';

const started = Date.now();
const skipBuild = process.argv.includes('--skip-build') || process.env.SKIP_BUILD === '1';
run('install', PNPM[0], [...PNPM.slice(1), 'install', '--frozen-lockfile']);
if (!skipBuild) run('build', PNPM[0], [...PNPM.slice(1), '-r', 'build']);
// The home page and the articles with their metadata in the HTML, sitemap.xml and robots.txt (host/dist).
if (!skipBuild) run('prerender', 'node', ['scripts/prerender.mjs']);

const apiPort = process.env.API_PORT || '8000';
// Each server is started again if it exits (a crash takes one page server down, not the site). The API runs
// one worker per core itself (API_WORKERS) and replaces a worker that dies.
const children = [startSupervised('api', 'node', ['api/dist/server.js'], { env: { ...process.env, PORT: apiPort } })];
for (const { pkg, port } of FRONTENDS) {
  children.push(startSupervised(pkg, 'node', ['scripts/serve-static.mjs', '--dir', `${pkg}/dist`, '--port', String(port)]));
}
stopAllOnSignal(children);

await waitForUrl(`http://127.0.0.1:${apiPort}/api/health/`, 15 * 60 * 1000);
await Promise.all(FRONTENDS.map(({ port }) => waitForUrl(`http://127.0.0.1:${port}/config.json`)));
console.log(`\nReady in ${((Date.now() - started) / 1000).toFixed(0)} s. Open http://localhost:3000/ (Ctrl-C stops everything)`);
