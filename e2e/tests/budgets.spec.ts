// The front-end speed budgets of bench/budgets.json (issue 8), checked on the production builds: each route
// is loaded once in a fresh browser context (empty cache) and what it fetched is recorded over the DevTools
// protocol, as bench/page-weight.mjs does (that script prints the figures; this spec fails when one is over).
// Byte counts are deterministic for a given build, so asserting on them is safe; nothing here asserts on time.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_URL, E2E_PORTS, E2E_REMOTES, HOST_URL } from '../support/ports';

interface Target {
  testId?: string;
  role?: Parameters<Page['getByRole']>[0];
  name?: string;
  label?: string;
}
interface BudgetRoute {
  path: string;
  label?: string;
  click?: Target;
  ready?: Target;
  remotes: string[];
  uses?: string[];
  allows?: string[];
}
interface Budgets {
  budgets: { hostInitialJsKb: number; routeTotalKb: number };
  heavyLibraries: Record<string, string>;
  routes: BudgetRoute[];
}

const BUDGETS: Budgets = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'bench', 'budgets.json'), 'utf8'));
const KB = 1024;
const REMOTE_NAMES: string[] = E2E_REMOTES.map((remote) => remote.name);
for (const route of BUDGETS.routes) {
  const unknown = [...route.remotes.filter((name) => !REMOTE_NAMES.includes(name)), ...[...(route.uses ?? []), ...(route.allows ?? [])].filter((name) => !(name in BUDGETS.heavyLibraries))];
  if (unknown.length) throw new Error(`bench/budgets.json, route ${route.label ?? route.path}: unknown ${unknown.join(', ')}`);
}
const STATIC_ORIGINS: Record<string, string> = Object.fromEntries(
  Object.entries(E2E_PORTS).map(([name, port]) => [name, `http://127.0.0.1:${port}`]),
);
const HOST_ORIGIN = new URL(HOST_URL).origin;
const API_ORIGIN = new URL(API_URL).origin;
const TEXT_TYPES = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Below this much text, compression saves next to nothing (it fits a packet either way): servers may skip it. */
const COMPRESS_FROM_BYTES = 1024;
const HASHED = /\.[0-9a-f]{10}\.(js|css|svg|png|jpg|webp|md)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Fetched {
  url: string;
  type: string;
  status: number;
  mimeType: string;
  headers: Record<string, string>;
  /** As transferred: compressed body and headers. */
  transferred: number;
  /** The body as decoded (uncompressed). */
  decoded: number;
  body?: string;
}
interface RouteRun {
  route: BudgetRoute;
  hostInitialJs: number;
  fetched: Fetched[];
}

const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

/** Resolves once no request has been in flight for `quietMs` (tabs and dialogs load more after they show). */
async function networkQuiet(inFlight: Set<string>, quietMs = 1000, capMs = 20_000): Promise<void> {
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs && Date.now() - started < capMs) {
    if (inFlight.size) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const locate = (page: Page, { testId, role, name, label }: Target) =>
  testId ? page.getByTestId(testId) : label ? page.getByLabel(label) : page.getByRole(role ?? 'button', { name });

async function loadRoute(browser: Browser, route: BudgetRoute): Promise<RouteRun> {
  const url = `${HOST_URL}${route.path}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const inFlight = new Set<string>();
  const responses = new Map<string, Omit<Fetched, 'transferred' | 'decoded'>>();
  const decoded = new Map<string, number>();
  const finished = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', ({ requestId }) => inFlight.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    responses.set(requestId, { url: response.url, type, status: response.status, mimeType: response.mimeType, headers: lower(response.headers) });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => decoded.set(requestId, (decoded.get(requestId) ?? 0) + dataLength));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    inFlight.delete(requestId);
    finished.set(requestId, encodedDataLength);
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => inFlight.delete(requestId));
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await networkQuiet(inFlight);
  // The host's initial JavaScript: the scripts its HTML names (the entry, and the start-up chunks it preloads:
  // ADR 0055) and any other host script its code asks for before /config.json, which it asks for just before
  // its first render. (Not "before #root has content": prerendered pages have content before any script runs.)
  const hostInitialJs = await page.evaluate((origin) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const configAt = entries.find((e) => e.name === `${origin}/config.json`)?.startTime ?? Infinity;
    const named = new Set([...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="preload"][as="script"]')].map((el) => ('src' in el ? el.src : el.href)));
    return entries
      .filter((e) => e.name.startsWith(origin) && (named.has(e.name) || (e.initiatorType === 'script' && e.startTime < configAt)))
      .reduce((sum, e) => sum + e.encodedBodySize, 0);
  }, HOST_ORIGIN);
  if (route.click) {
    await locate(page, route.click).click();
    if (route.ready) await expect(locate(page, route.ready).first()).toBeVisible({ timeout: 20_000 });
    await networkQuiet(inFlight);
  }

  const fetched: Fetched[] = [];
  for (const [requestId, transferred] of finished) {
    const response = responses.get(requestId);
    if (!response) continue;
    const entry: Fetched = { ...response, transferred, decoded: decoded.get(requestId) ?? 0 };
    if (response.type === 'Script') {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
      entry.body = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
    }
    fetched.push(entry);
  }
  await context.close();
  return { route, hostInitialJs, fetched };
}

const labelOf = (route: BudgetRoute) => route.label ?? route.path;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const originOf = (url: string) => (url.startsWith('http') ? new URL(url).origin : '');
const isStatic = (url: string) => Object.values(STATIC_ORIGINS).includes(originOf(url));
/** Responses with a text body big enough that it must come compressed, and that did not. */
const uncompressed = (fetched: Fetched[]) =>
  fetched
    .filter((f) => f.status === 200 && TEXT_TYPES.test(f.mimeType) && f.decoded >= COMPRESS_FROM_BYTES)
    .filter((f) => !/^(br|gzip)$/.test(f.headers['content-encoding'] ?? ''))
    .map((f) => `${f.url} (${f.mimeType}, ${f.decoded} bytes)`);

// One test, so one load of every route serves every check; soft assertions report every route over budget,
// not just the first (a failed test would restart the worker and load everything again).
test('front-end budgets: page weight, what each route loads, caching and compression', async ({ browser, request }) => {
  test.setTimeout(BUDGETS.routes.length * 40_000);
  const runs: RouteRun[] = [];
  for (const route of BUDGETS.routes) runs.push(await loadRoute(browser, route));
  const fetchedAll = runs.flatMap((run) => run.fetched);

  for (const { route, hostInitialJs, fetched } of runs) {
    await test.step(`${labelOf(route)}: within budget, only its remotes and heavy libraries`, () => {
      const total = fetched.reduce((sum, f) => sum + f.transferred, 0);
      expect.soft(hostInitialJs, `${labelOf(route)}: host initial JS ${kb(hostInitialJs)}`).toBeLessThanOrEqual(BUDGETS.budgets.hostInitialJsKb * KB);
      // The host's own scripts are always part of it: a zero would mean the measure broke, not a light page.
      expect.soft(hostInitialJs, `${labelOf(route)}: host initial JS measured`).toBeGreaterThan(50 * KB);
      expect.soft(total, `${labelOf(route)}: route total ${kb(total)}`).toBeLessThanOrEqual(BUDGETS.budgets.routeTotalKb * KB);

      const loaded = REMOTE_NAMES.filter((name) => fetched.some((f) => originOf(f.url) === STATIC_ORIGINS[name]));
      expect.soft(loaded, `${labelOf(route)}: remotes loaded`).toEqual(REMOTE_NAMES.filter((name) => route.remotes.includes(name)));

      const libraries = Object.entries(BUDGETS.heavyLibraries)
        .filter(([, signature]) => fetched.some((f) => f.body?.includes(signature)))
        .map(([name]) => name);
      for (const name of route.uses ?? []) expect.soft(libraries, `${labelOf(route)}: ${name} loaded where it is used`).toContain(name);
      const allowed = new Set([...(route.uses ?? []), ...(route.allows ?? [])]);
      expect.soft(libraries.filter((name) => !allowed.has(name)), `${labelOf(route)}: heavy libraries it does not use`).toEqual([]);
    });
  }

  await test.step('hashed files are cached for a year; pages, config, manifests and remote entries are revalidated', async () => {
    const problems: string[] = [];
    const expectCache = (url: string, cacheControl: string | undefined, wanted: string) => {
      if (cacheControl !== wanted) problems.push(`${url}: Cache-Control ${cacheControl ?? '(none)'}, wanted ${wanted}`);
    };
    // Every hashed file the routes fetched from the static servers.
    const hashed = fetchedAll.filter((f) => isStatic(f.url) && f.status === 200 && HASHED.test(new URL(f.url).pathname));
    expect.soft(hashed.length, 'hashed files fetched').toBeGreaterThan(10);
    for (const f of hashed) expectCache(f.url, f.headers['cache-control'], IMMUTABLE);
    // What must never be cached stale, on every static server: the page, its config, the manifest and remote entry.
    for (const [name, origin] of Object.entries(STATIC_ORIGINS)) {
      const paths = ['/', '/index.html', '/config.json', '/mf-manifest.json'];
      if (name !== 'host') {
        const manifest = await (await request.get(`${origin}/mf-manifest.json`)).json();
        paths.push(`/${manifest.metaData.remoteEntry.name}`);
      }
      for (const p of paths) {
        const response = await request.get(`${origin}${p}`);
        expect.soft(response.status(), `${origin}${p}`).toBe(200);
        expectCache(`${origin}${p}`, response.headers()['cache-control'], 'no-cache');
      }
    }
    expect.soft(problems, 'Cache-Control').toEqual([]);
  });

  await test.step('the static servers compress every text response (brotli or gzip)', () => {
    const fromStatic = fetchedAll.filter((f) => isStatic(f.url));
    expect.soft(fromStatic.filter((f) => /\.js$/.test(new URL(f.url).pathname)).length, 'scripts from the static servers').toBeGreaterThan(10);
    expect.soft(uncompressed(fromStatic), 'uncompressed static responses').toEqual([]);
  });

  await test.step('the API compresses every text response (brotli or gzip)', () => {
    const fromApi = fetchedAll.filter((f) => originOf(f.url) === API_ORIGIN);
    // The finders and rankings load their data and option lists, so there is plenty to check.
    expect.soft(fromApi.filter((f) => f.decoded >= COMPRESS_FROM_BYTES).length, 'API answers of 1 KB or more').toBeGreaterThan(3);
    expect.soft(uncompressed(fromApi), 'uncompressed API responses').toEqual([]);
  });
});
