#!/usr/bin/env node
// Page weight as a phone on a slow network meets it: loads each route in headless Chromium against
// running servers and prints the compressed bytes of JavaScript: the host's own and everything the route
// needed (remotes included). Usage: node bench/page-weight.mjs [siteUrl] [routes...]
// (default http://localhost:3000 and /, /rankings).
import zlib from 'node:zlib';
import { chromium } from '../e2e/node_modules/@playwright/test/index.mjs';

const [site = 'http://localhost:3000', ...routeArgs] = process.argv.slice(2);
const routes = routeArgs.length ? routeArgs : ['/', '/rankings'];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const hostOrigin = new URL(site).origin;
const rows = [];
for (const route of routes) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sizes = new Map();
  const meta = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => meta.set(requestId, { url: response.url, type }));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => sizes.set(requestId, encodedDataLength));
  await page.goto(site + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  let hostJs = 0;
  let allJs = 0;
  let all = 0;
  const scripts = [];
  for (const [id, size] of sizes) {
    const m = meta.get(id);
    all += size;
    if (m?.type !== 'Script') continue;
    allJs += size;
    scripts.push(m.url);
    if (m.url.startsWith(hostOrigin)) hostJs += size;
  }
  // The same files as gzip would send them (the browser got brotli).
  let hostGzip = 0;
  let allGzip = 0;
  for (const url of scripts) {
    const gzip = zlib.gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
    allGzip += gzip;
    if (url.startsWith(hostOrigin)) hostGzip += gzip;
  }
  rows.push({ route, hostJs, allJs, all, hostGzip, allGzip });
  await page.close();
}
await browser.close();
console.log('route'.padEnd(30), 'host JS br'.padStart(11), 'host JS gz'.padStart(11), 'all JS br'.padStart(11), 'all JS gz'.padStart(11), 'all bytes'.padStart(11));
for (const r of rows) {
  console.log(r.route.padEnd(30), ...[r.hostJs, r.hostGzip, r.allJs, r.allGzip, r.all].map((v) => kb(v).padStart(11)));
}
console.log('(br: as transferred to Chromium; gz: the same files gzipped at level 9; all bytes: every response of the route)');
