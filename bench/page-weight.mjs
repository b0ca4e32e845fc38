#!/usr/bin/env node
// Page weight as a phone on a slow network meets it: loads each route of bench/budgets.json in headless
// Chromium (empty cache) against running servers and prints, per route:
// - host initial JS: the scripts the host's HTML names (its entry and the start-up chunks it preloads) and
//   any other host script requested before /config.json, just before the first render (compressed bodies);
//   what comes later (the API client on the first call, dialogs) is on demand, not initial;
// - host JS, all JS and total: bytes as transferred (compressed, headers included) by the end of the route
//   (after its click, if any): the host's scripts, every script, and every response (HTML, JS, CSS, JSON,
//   API answers, images).
// Rows over a budget are marked. e2e/tests/budgets.spec.ts asserts the same budgets; this script only prints.
// Usage: node bench/page-weight.mjs [siteUrl] [paths...]   (default http://localhost:3000 and every route)
/* global document -- read in page.evaluate(), which runs in the page */
import fs from 'node:fs';
import { chromium } from '../e2e/node_modules/@playwright/test/index.mjs';

const { budgets, routes: allRoutes } = JSON.parse(fs.readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const [site = 'http://localhost:3000', ...pathArgs] = process.argv.slice(2);
const routes = pathArgs.length ? allRoutes.filter((r) => pathArgs.includes(r.path)) : allRoutes;
if (!routes.length) {
  console.error(`No route of bench/budgets.json matches ${pathArgs.join(', ')}`);
  process.exit(2);
}
const hostOrigin = new URL(site).origin;
const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Resolves once no request has been in flight for `quietMs` (a tab's widget or a dialog's library loads after a click). */
function networkQuiet(cdp, inFlight, quietMs = 700, capMs = 20_000) {
  return new Promise((resolve) => {
    const started = Date.now();
    let quietSince = Date.now();
    const timer = setInterval(() => {
      if (inFlight.size) quietSince = Date.now();
      if (Date.now() - quietSince >= quietMs || Date.now() - started > capMs) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
  });
}

async function measure(browser, route) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const meta = new Map();
  const sizes = new Map();
  const inFlight = new Set();
  cdp.on('Network.requestWillBeSent', ({ requestId }) => inFlight.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => meta.set(requestId, { url: response.url, type }));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    inFlight.delete(requestId);
    sizes.set(requestId, encodedDataLength);
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => inFlight.delete(requestId));

  await page.goto(site + route.path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  await networkQuiet(cdp, inFlight);
  // The host's initial JavaScript: the scripts its HTML names (the entry, and the start-up chunks it preloads:
  // ADR 0055) and any other host script its code asks for before /config.json, which it asks for just before
  // its first render.
  const hostInitialJs = await page.evaluate((origin) => {
    const entries = performance.getEntriesByType('resource');
    const configAt = entries.find((e) => e.name === `${origin}/config.json`)?.startTime ?? Infinity;
    const named = new Set([...document.querySelectorAll('script[src], link[rel="preload"][as="script"]')].map((el) => ('src' in el ? el.src : el.href)));
    return entries
      .filter((e) => e.name.startsWith(origin) && (named.has(e.name) || (e.initiatorType === 'script' && e.startTime < configAt)))
      .reduce((sum, e) => sum + e.encodedBodySize, 0);
  }, hostOrigin);
  if (route.click) {
    const find = ({ testId, role, name, label }) => (testId ? page.getByTestId(testId) : label ? page.getByLabel(label) : page.getByRole(role, { name }));
    await find(route.click).click();
    if (route.ready) await find(route.ready).first().waitFor({ timeout: 20_000 });
    await networkQuiet(cdp, inFlight);
  }
  let hostJs = 0;
  let allJs = 0;
  let total = 0;
  for (const [id, size] of sizes) {
    const m = meta.get(id);
    total += size;
    if (m?.type !== 'Script') continue;
    allJs += size;
    if (m.url.startsWith(hostOrigin)) hostJs += size;
  }
  await context.close();
  return { label: route.label || route.path, hostInitialJs, hostJs, allJs, total, requests: sizes.size };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const rows = [];
for (const route of routes) rows.push(await measure(browser, route));
await browser.close();

const width = Math.max(...rows.map((r) => r.label.length), 5) + 2;
console.log('route'.padEnd(width), 'host init'.padStart(10), 'host JS'.padStart(10), 'all JS'.padStart(10), 'total'.padStart(10), 'requests'.padStart(9), '  budget');
let over = 0;
for (const r of rows) {
  const problems = [];
  if (r.hostInitialJs > budgets.hostInitialJsKb * KB) problems.push(`host initial JS > ${budgets.hostInitialJsKb} KB`);
  if (r.total > budgets.routeTotalKb * KB) problems.push(`total > ${budgets.routeTotalKb} KB`);
  if (problems.length) over += 1;
  console.log(
    r.label.padEnd(width),
    kb(r.hostInitialJs).padStart(10),
    kb(r.hostJs).padStart(10),
    kb(r.allJs).padStart(10),
    kb(r.total).padStart(10),
    String(r.requests).padStart(9),
    problems.length ? `  OVER: ${problems.join(', ')}` : '  ok',
  );
}
console.log(
  `(host init: compressed bodies of the scripts the host's HTML names and of any other host script requested before /config.json, i.e. before its first render; the other columns: bytes as transferred` +
    ` with the encoding Chromium negotiated (brotli here), headers included, after the route's click if any;` +
    ` budgets: host init <= ${budgets.hostInitialJsKb} KB, total <= ${budgets.routeTotalKb} KB; ${over} route(s) over)`,
);
