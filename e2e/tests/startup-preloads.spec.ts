// The page's HTML names the scripts the start-up loads after the entry, and /config.json, as preloads (ADR
// 0055), so that on a slow network they download beside the entry instead of after it. A preload that does
// not match the request the app then makes is fetched twice (or never used): this checks that each one is
// fetched once, that every start-up script of the host is among them, and that Chrome reports none unused.
// Nothing here is timed.
import { expect, test, type Page } from '@playwright/test';
import { HOST_URL } from '../support/ports';

const HOST_ORIGIN = new URL(HOST_URL).origin;
/** Chrome's console warning for a preload the page did not use within a few seconds of its load event. */
const UNUSED_PRELOAD = /preloaded using link preload but not used/i;

async function preloadsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href));
}

for (const path of ['/rankings', '/college-finder/jee-main', '/auth']) {
  test(`${path}: each start-up preload is fetched once and used`, async ({ page }) => {
    const requests = new Map<string, number>();
    const warnings: string[] = [];
    page.on('request', (request) => requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1));
    page.on('console', (message) => {
      if (UNUSED_PRELOAD.test(message.text())) warnings.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    const preloads = await preloadsOf(page);
    expect(preloads).toContain(`${HOST_ORIGIN}/config.json`);
    expect(preloads.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(0);

    // Chrome warns about an unused preload about three seconds after the load event.
    await page.waitForLoadState('load');
    await page.waitForTimeout(4_000);
    for (const url of preloads) expect(requests.get(url), url).toBe(1);
    // The host's scripts that ran at start: the entry (a script tag) and the chunks it loaded, all preloaded.
    const hostScripts = await page.evaluate(
      (origin) => [...new Set(performance.getEntriesByType('resource').filter((e) => e.name.startsWith(`${origin}/`) && e.name.endsWith('.js')).map((e) => e.name))],
      HOST_ORIGIN,
    );
    const entry = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src));
    for (const url of hostScripts) if (!entry.includes(url)) expect(preloads, `${url} loads at start without a preload`).toContain(url);
    expect(warnings).toEqual([]);
  });
}
