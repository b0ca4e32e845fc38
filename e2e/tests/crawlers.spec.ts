// What a search engine gets without running JavaScript: the home page (its hero too), every article, /rankings and the
// finder pages carry their metadata, structured data (the article its text, the others their heading and
// lead) in the HTML itself; sitemap.xml and robots.txt. Then, with JavaScript, the app takes the
// prerendered head and page over without duplicating anything.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { BLOG_MESSAGES, PAGE_READY_ATTRIBUTE } from 'shared-contracts';
import { untilLivePageShown } from '../support/livePage';
import { HOST_URL } from '../support/ports';

const MAIN_PAGES = ['/', '/rankings', '/college-finder', '/college-finder/jee-main', '/college-finder/mhtcet', '/college-finder/statewise', '/blogs'];
/** Pages prerendered as they first render (heading, lead, form), besides the articles. */
const PRERENDERED_APP_PAGES = [
  '/rankings',
  '/college-finder',
  '/college-finder/josaa',
  '/college-finder/jee-main',
  '/college-finder/tool',
  '/college-finder/mhtcet',
  '/college-finder/statewise',
];
const ACCOUNT_PAGES = ['/auth', '/forgot-password', '/reset-password', '/oauth-bridge', '/verify-email', '/profile'];

/** The articles the blog lists (its own list page, with JavaScript). */
async function listedArticles(page: Page): Promise<string[]> {
  await page.goto('/blogs');
  const links = page.getByRole('region', { name: BLOG_MESSAGES.allCategories }).getByRole('article').getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => /^\/blogs\/[a-z0-9-]+$/.test(href)))];
}

/** The page's HTML as served, fetched without a browser. */
async function rawHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

/** The same HTML in a browser that runs no JavaScript, as a crawler without rendering reads it. */
async function withoutJavaScript(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: HOST_URL });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

async function headOf(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute(name));
    return {
      title: document.title,
      titles: document.head.querySelectorAll('title').length,
      descriptions: attr('meta[name="description"]', 'content'),
      canonicals: attr('link[rel="canonical"]', 'href'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogImage: attr('meta[property="og:image"]', 'content'),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}')),
    };
  });
}

const types = (jsonLd: { '@type': string }[]) => jsonLd.map((data) => data['@type']).sort();

test.describe('Crawlers', () => {
  test('the home page has its metadata and WebSite search action in the HTML', async ({ browser, request }) => {
    const html = await rawHtml(request, '/');
    expect(html).toContain(`<link data-rh="true" rel="canonical" href="${HOST_URL}/"/>`);
    const { page, close } = await withoutJavaScript(browser, '/');
    const head = await headOf(page);
    await close();
    expect(head.title).toMatch(/College Finder.*\| Engineering Admissions Guide$/);
    expect(head.titles).toBe(1);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]).toMatch(/JEE Main/);
    expect(head.canonicals).toEqual([`${HOST_URL}/`]);
    expect(head.ogUrl).toEqual([`${HOST_URL}/`]);
    expect(types(head.jsonLd)).toEqual(['WebSite']);
    expect(head.jsonLd[0].potentialAction).toEqual({
      '@type': 'SearchAction',
      target: `${HOST_URL}/college-finder/jee-main?rank={rank}`,
      'query-input': 'required name=rank',
    });
  });

  test('the home page reads and its links work without JavaScript', async ({ browser }) => {
    const { page, close } = await withoutJavaScript(browser, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the engineering colleges your rank can reach');
    await expect(page.locator('noscript')).toHaveCount(0);
    await expect(page.locator('main [inert]')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'Browse NIRF rankings' }).click();
    await expect(page).toHaveURL(/\/rankings$/);
    await expect(page.locator('main h1')).toContainText('NIRF');
    await close();
  });

  test("every article has its metadata, Article and BreadcrumbList data, the site's WebSite entry and its text in the HTML", async ({ browser, page, request }) => {
    const articles = await listedArticles(page);
    expect(articles.length).toBeGreaterThanOrEqual(3);
    for (const path of articles) {
      // The booted page: what the article says, to find in the HTML (until the swap the copy and the hidden
      // live page are both in the document).
      await page.goto(path);
      await untilLivePageShown(page);
      await expect(page.locator(`[${PAGE_READY_ATTRIBUTE}="true"]`)).toBeVisible();
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      const sections = await page.locator('main h2[id]').allTextContents();
      const firstRow = (await page.locator('main table.md-table tbody tr').first().textContent()) ?? '';
      expect(sections.length).toBeGreaterThan(5);

      const html = await rawHtml(request, path);
      expect(html).toContain(`<link data-rh="true" rel="canonical" href="${HOST_URL}${path}"/>`);
      expect(html).not.toContain('.invalid');
      const crawler = await withoutJavaScript(browser, path);
      const head = await headOf(crawler.page);
      expect(head.title, path).toMatch(/\| Engineering Admissions Guide$/);
      expect(head.descriptions).toHaveLength(1);
      expect(head.descriptions[0]?.length).toBeGreaterThan(50);
      expect(head.canonicals).toEqual([`${HOST_URL}${path}`]);
      expect(head.ogUrl).toEqual([`${HOST_URL}${path}`]);
      expect(types(head.jsonLd)).toEqual(['Article', 'BreadcrumbList', 'WebSite']);
      const article = head.jsonLd.find((data) => data['@type'] === 'Article');
      expect(article).toMatchObject({ headline: title, mainEntityOfPage: { '@id': `${HOST_URL}${path}` } });
      // og:image is an absolute address that serves the image.
      expect((await request.get(head.ogImage[0] ?? '')).status()).toBe(200);

      await expect(crawler.page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(crawler.page.locator('main h2[id]')).toHaveText(sections);
      await expect(crawler.page.locator('main table.md-table tbody tr').first()).toHaveText(firstRow);
      expect(await crawler.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 1280);
      await crawler.close();
    }
  });

  test("the rankings and finder pages have their metadata, the site's, their heading and lead in the HTML", async ({ browser, request }) => {
    for (const path of PRERENDERED_APP_PAGES) {
      const html = await rawHtml(request, path);
      expect(html, path).toContain(`<link data-rh="true" rel="canonical" href="${HOST_URL}${path}"/>`);
      expect(html, path).not.toContain('.invalid');
      const crawler = await withoutJavaScript(browser, path);
      const head = await headOf(crawler.page);
      // The site's name once, from the title template.
      expect(head.title, path).toMatch(/^[^|]+ \| Engineering Admissions Guide$/);
      expect(head.titles).toBe(1);
      expect(head.descriptions[0]?.length, path).toBeGreaterThan(50);
      expect(head.canonicals).toEqual([`${HOST_URL}${path}`]);
      expect(types(head.jsonLd), path).toContain('BreadcrumbList');
      // The site's own metadata, as on every page once the app runs.
      expect(types(head.jsonLd), path).toContain('WebSite');
      await expect(crawler.page.locator('head meta[property="og:site_name"]'), path).toHaveAttribute('content', 'Engineering Admissions Guide');
      // (By selector: a form page's copy is inert until the app replaces it: not in the accessibility tree.)
      await expect(crawler.page.locator('main h1'), path).toHaveCount(1);
      await expect(crawler.page.locator('main header p').first(), path).not.toBeEmpty();
      // The forms need the app (the notice says so, and the copy is inert until the app replaces it); the
      // selectors are plain links that work at once.
      const selector = path === '/college-finder' || path === '/college-finder/josaa';
      await expect(crawler.page.locator('noscript'), path).toHaveCount(selector ? 0 : 1);
      await expect(crawler.page.locator('main [inert]'), path).toHaveCount(selector ? 0 : 1);
      await crawler.close();
    }
  });

  test('sitemap.xml lists the main pages and every article under the site URL, and robots.txt points to it', async ({ page, request }) => {
    const articles = await listedArticles(page);
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        namespace: doc.documentElement.namespaceURI,
        locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    for (const loc of parsed.locs) expect(loc.startsWith(`${HOST_URL}/`), loc).toBe(true);
    const paths = parsed.locs.map((loc) => loc.slice(HOST_URL.length));
    expect(paths).toEqual(expect.arrayContaining([...MAIN_PAGES, ...articles]));
    expect(paths.filter((path) => ACCOUNT_PAGES.some((account) => path.startsWith(account)))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(new RegExp(`^Sitemap: ${HOST_URL.replace(/[.]/g, '\\.')}/sitemap\\.xml$`, 'm'));
    for (const account of ACCOUNT_PAGES) expect(text).toMatch(new RegExp(`^Disallow: ${account}$`, 'm'));
  });

  test('after the app starts, the head holds one of each tag and one JSON-LD block of each type', async ({ browser, page }) => {
    const articles = await listedArticles(page);
    for (const path of ['/', articles[0], '/rankings', '/college-finder/jee-main']) {
      const crawler = await withoutJavaScript(browser, path);
      const prerendered = await headOf(crawler.page);
      await crawler.close();

      await page.goto(path);
      // The app's own page: the prerendered markup gone, the app's heading shown, and the head manager's
      // update (after React's commit) done.
      await untilLivePageShown(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      // Once the article (or home) metadata is in place, nothing may be doubled.
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${HOST_URL}${path}`);
      const booted = await headOf(page);
      const bootedTypes = types(booted.jsonLd);
      expect(new Set(bootedTypes).size, path).toBe(bootedTypes.length);
      expect(bootedTypes).toEqual(expect.arrayContaining(types(prerendered.jsonLd)));
      expect(booted.titles).toBe(1);
      expect(booted.descriptions).toHaveLength(1);
      expect(booted.canonicals).toHaveLength(1);
      expect(booted.ogTitle).toHaveLength(1);
      // The prerendered head is what the app sets (a change to one side only shows here).
      expect(booted.title).toBe(prerendered.title);
      expect(booted.descriptions).toEqual(prerendered.descriptions);
      expect(booted.canonicals).toEqual(prerendered.canonicals);
      expect(booted.ogTitle).toEqual(prerendered.ogTitle);
      for (const data of prerendered.jsonLd) expect(booted.jsonLd).toContainEqual(data);
    }
  });

  test("while the app starts, the prerendered page's metadata stays: no element of it removed, the title never changed", async ({ page }) => {
    // Records, from the parsed document on, every managed head element removed and every title the tab shows.
    await page.addInitScript(() => {
      const seen = { removed: [] as string[], titles: [] as string[] };
      Object.defineProperty(window, '__headChanges', { value: seen });
      document.addEventListener('DOMContentLoaded', () => {
        seen.titles.push(document.title);
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) {
              if (node instanceof Element && node.hasAttribute('data-rh')) seen.removed.push(node.outerHTML);
            }
          }
          if (document.title !== seen.titles[seen.titles.length - 1]) seen.titles.push(document.title);
        }).observe(document.head, { childList: true, subtree: true, characterData: true });
      });
    });
    for (const path of ['/', '/rankings', '/college-finder/jee-main', '/blogs/mumbai-engineering-colleges']) {
      await page.goto(path);
      await untilLivePageShown(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const changes = await page.evaluate(() => (window as unknown as { __headChanges: { removed: string[]; titles: string[] } }).__headChanges);
      expect(changes.removed, path).toEqual([]);
      expect(changes.titles, path).toHaveLength(1);
    }
  });

  test("the live page keeps the prerendered page's class names, and its styles are adopted, not built again", async ({ page, request }) => {
    for (const path of ['/', '/rankings', '/college-finder/jee-main', '/blogs/mumbai-engineering-colleges']) {
      const html = await rawHtml(request, path);
      await page.goto(path);
      await untilLivePageShown(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The heading's frame, as the HTML has it and as the live page renders it: the same styled component
      // id and class in the prerender build and the browser build.
      const [prerendered, live] = await page.evaluate((source) => {
        const frameOf = (root: Document) => root.querySelector('main h1')?.parentElement?.className ?? '';
        return [frameOf(new DOMParser().parseFromString(source, 'text/html')), frameOf(document)];
      }, html);
      expect(prerendered, path).toMatch(/\bsc-[0-9a-f]{10}\b/);
      expect(live, path).toBe(prerendered);
      // styled-components took the HTML's rules into its one sheet when it started.
      await expect(page.locator('style[data-styled="true"]'), path).toHaveCount(0);
      await expect(page.locator('style[data-styled="active"]'), path).toHaveCount(1);
    }
  });

  test('a page builds no styles while it starts: the HTML holds the frame and what the page shows once its first answers arrive', async ({ page, request }) => {
    const pages: Array<[string, () => Promise<void>]> = [
      ['/', () => expect(page.getByTestId('shortlist-link')).toHaveAccessibleName('Shortlist, 0 seats')],
      ['/rankings', () => expect(page.getByText(/Showing 1 - \d+ of \d+/)).toBeVisible()],
      ['/college-finder/jee-main', () => expect(page.getByRole('button', { name: 'Find Colleges' })).toBeVisible()],
      ['/college-finder/mhtcet', () => expect(page.getByRole('button', { name: 'Find Colleges' })).toBeVisible()],
    ];
    for (const [path, answered] of pages) {
      const html = await rawHtml(request, path);
      await page.goto(path);
      await untilLivePageShown(page);
      await answered();
      // Every class in styled-components' sheet now: adopted from the HTML, none built since.
      const built = await page.evaluate((source) => {
        const served = [...new DOMParser().parseFromString(source, 'text/html').querySelectorAll('style[data-styled]')].map((style) => style.textContent).join('');
        const sheet = (document.querySelector('style[data-styled="active"]') as HTMLStyleElement).sheet as CSSStyleSheet;
        const classes = [...sheet.cssRules].flatMap((rule) => [...rule.cssText.matchAll(/\.([A-Za-z][\w-]*)/g)].map((match) => match[1]));
        return [...new Set(classes)].filter((name) => !served.includes(`.${name}`));
      }, html);
      expect(built, path).toEqual([]);
    }
  });
});
