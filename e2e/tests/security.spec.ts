import { expect, test, type Page } from '@playwright/test';
import { API_URL, E2E_PORTS, HOST_URL } from '../support/ports';

const REMOTE_ORIGINS = Object.entries(E2E_PORTS)
  .filter(([name]) => name !== 'host')
  .map(([, port]) => `http://127.0.0.1:${port}`);
const API_ORIGIN = new URL(API_URL).origin;
const EVIL = 'https://evil.example';
const FINDER_QUERY = 'rank=15000&exam_type=jee_main&year=2025&round=ALL&quota=ALL&seat_type=OPEN&gender=Gender-Neutral&page=1&page_size=50';

/** "script-src 'self' a b; img-src ..." as { 'script-src': ["'self'", 'a', 'b'], ... }. */
function directives(csp: string | undefined): Record<string, string[]> {
  expect(csp, 'a Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    (csp as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/**
 * Collects CSP violations on a page two ways: the securitypolicyviolation events the browser fires (listened
 * for by a script DevTools injects, which the CSP does not govern) and the console errors it logs.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const store = window as unknown as { __cspViolations: string[] };
    store.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      store.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [...logged, ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []))];
}

test.describe('security headers and the Content-Security-Policy', () => {
  test('every section runs under the CSP without a single violation', async ({ page }) => {
    const violations = await watchCsp(page);
    const seen: string[] = [];
    const visit = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await ready();
      seen.push(...(await violations()).map((v) => `${path}: ${v}`));
    };

    await visit('/', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The support dialog's QR code is a data: image.
      await page.getByTestId('floating-support').click();
      await expect(page.getByRole('dialog', { name: 'Support this guide' }).getByRole('img', { name: /QR/i })).toBeVisible();
    });
    await visit('/rankings', async () => {
      await expect(page.getByRole('region', { name: 'Rankings results' })).toContainText('Indian Institute of Technology Madras');
    });
    await visit(`/college-finder/jee-main?${FINDER_QUERY}`, async () => {
      await expect(page.getByRole('region', { name: 'College finder results' }).getByRole('article').first()).toBeVisible();
    });
    await visit('/blogs/mumbai-engineering-colleges', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('img').first()).toBeVisible();
    });
    await visit('/auth', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
    expect(seen).toEqual([]);
  });

  test('the host page: a CSP naming exactly the remotes and the API, and no inline script', async ({ request }) => {
    for (const path of ['/', '/blogs/mumbai-engineering-colleges']) {
      const res = await request.get(`${HOST_URL}${path}`);
      expect(res.status()).toBe(200);
      const headers = res.headers();
      const csp = directives(headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'", ...REMOTE_ORIGINS]);
      expect(csp['connect-src']).toEqual(["'self'", ...REMOTE_ORIGINS, API_ORIGIN]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', ...REMOTE_ORIGINS]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      // Plain http here, and no proxy is trusted: no HSTS.
      expect(headers['strict-transport-security']).toBeUndefined();

      // Every <script> either loads a file or is data (JSON-LD); none runs inline code.
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        const isData = /\btype=["']?application\/ld\+json/i.test(attributes);
        const isFile = /\bsrc=/i.test(attributes) && body.trim() === '';
        expect(isData || isFile, `inline script on ${path}: <script${attributes}>${body.slice(0, 80)}`).toBe(true);
      }
    }
  });

  test('a remote lets the host read its federated files, and no other origin', async ({ request }) => {
    const manifest = `http://127.0.0.1:${E2E_PORTS.finders}/mf-manifest.json`;
    const fromHost = await request.get(manifest, { headers: { origin: HOST_URL } });
    expect(fromHost.status()).toBe(200);
    expect(fromHost.headers()['access-control-allow-origin']).toBe(HOST_URL);
    expect(fromHost.headers()['x-content-type-options']).toBe('nosniff');
    expect(fromHost.headers()['vary']).toMatch(/Origin/);
    const fromEvil = await request.get(manifest, { headers: { origin: EVIL } });
    expect(fromEvil.status()).toBe(200);
    expect(fromEvil.headers()['access-control-allow-origin']).toBeUndefined();
  });

  test('the API: strict headers, CORS for the site only, compressed JSON', async ({ request }) => {
    const finder = `${API_URL}/cutoffs/josaa/college-finder/?${FINDER_QUERY}`;
    const res = await request.get(finder, { headers: { origin: HOST_URL, 'accept-encoding': 'br, gzip' } });
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['access-control-allow-origin']).toBe(HOST_URL);
    expect(headers['content-encoding']).toBe('br');
    expect((await res.json()).results.length).toBeGreaterThan(0);

    const evil = await request.get(finder, { headers: { origin: EVIL } });
    expect(evil.headers()['access-control-allow-origin']).toBeUndefined();
    const preflight = await request.fetch(`${API_URL}/login/`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status()).toBe(403);
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers()['access-control-allow-methods']).toBeUndefined();
  });
});
