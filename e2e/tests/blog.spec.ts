// The blog through the host: list, search, categories, an article with its table of contents and related
// articles, and the unknown-slug redirect. Desktop runs everything; @responsive tests also run at 768 px;
// the last block repeats the main paths at 375 px.
import { expect, test, type Page, type Route } from '@playwright/test';
import { ARTICLE_MESSAGES, BLOG_MESSAGES } from 'shared-contracts';
import { E2E_PORTS } from '../support/ports';

const PUNE = { slug: 'pune-engineering-colleges', title: 'Engineering Colleges in Pune: MHT-CET Cutoffs, NIRF Ranks and CAP Tips' };
const MUMBAI_TITLE = 'Engineering Colleges in Mumbai: MHT-CET Cutoffs, NIRF Ranks and CAP Tips';
const NASHIK_TITLE = 'Engineering Colleges in Nashik: MHT-CET Cutoffs and CAP Tips';

const allArticles = (page: Page) => page.getByRole('region', { name: BLOG_MESSAGES.allCategories });
const cardTitles = (page: Page) => allArticles(page).getByRole('heading', { level: 3 });

async function openList(page: Page) {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1, name: BLOG_MESSAGES.listHeading })).toBeVisible();
}

async function openArticle(page: Page, slug = PUNE.slug) {
  await page.goto(`/blogs/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('Blog', () => {
  test('lists the guides with breadcrumb, featured articles, search and categories @responsive', async ({ page }) => {
    await openList(page);
    await expect(page).toHaveTitle(new RegExp(BLOG_MESSAGES.listHeading));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(BLOG_MESSAGES.breadcrumb);
    const featured = page.getByRole('region', { name: BLOG_MESSAGES.featuredHeading });
    await expect(featured.getByRole('article')).toHaveCount(2);
    await expect(page.getByPlaceholder(BLOG_MESSAGES.searchPlaceholder)).toBeVisible();
    await expect(page.getByRole('button', { name: BLOG_MESSAGES.allCategories })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText([MUMBAI_TITLE, PUNE.title, NASHIK_TITLE]);
    await expect(page.getByText('Showing 3 of 3 articles')).toBeVisible();
    const card = allArticles(page).getByRole('article').first();
    await expect(card).toContainText('College Guides');
    await expect(card).toContainText('July 1, 2025');
    await expect(card).toContainText('12 min read');
  });

  test('searches titles, excerpts and tags regardless of case @responsive', async ({ page }) => {
    await openList(page);
    const search = page.getByPlaceholder(BLOG_MESSAGES.searchPlaceholder);
    await search.fill('NASHIK');
    await expect(cardTitles(page)).toHaveText([NASHIK_TITLE]);
    await expect(page.getByText('Showing 1 of 3 articles for "NASHIK"')).toBeVisible();
    // "SPPU" is a tag of the Nashik guide and appears in no title.
    await search.fill('sppu');
    await expect(cardTitles(page)).toHaveText([NASHIK_TITLE]);
    await search.fill('no such thing');
    await expect(page.getByRole('heading', { name: BLOG_MESSAGES.emptyHeading })).toBeVisible();
    await expect(page.getByText(BLOG_MESSAGES.emptySearch('no such thing'))).toBeVisible();
    await page.getByRole('button', { name: BLOG_MESSAGES.clearFilters }).click();
    await expect(cardTitles(page)).toHaveCount(3);
    await expect(search).toHaveValue('');
  });

  test('filters by category and explains an empty one', async ({ page }) => {
    await openList(page);
    await page.getByRole('button', { name: 'Admission Tips' }).click();
    await expect(page.getByRole('button', { name: 'Admission Tips' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(BLOG_MESSAGES.emptyCategory)).toBeVisible();
    await expect(page.getByText('Showing 0 of 3 articles in Admission Tips')).toBeVisible();
    await page.getByRole('button', { name: 'College Guides' }).click();
    await expect(cardTitles(page)).toHaveCount(3);
    await expect(page.getByText('Showing 3 of 3 articles in College Guides')).toBeVisible();
  });

  test('opens an article from its card, with header, tables, sharing and metadata @responsive', async ({ page }) => {
    await openList(page);
    await allArticles(page).getByRole('link', { name: PUNE.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${PUNE.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: PUNE.title })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: BLOG_MESSAGES.breadcrumb })).toHaveAttribute('href', '/blogs');
    await expect(page.getByText('By Engineering Admissions Guide Team')).toBeVisible();
    await expect(page.getByText('Published on July 1, 2025')).toBeVisible();
    await expect(page.getByText('14 min read').first()).toBeVisible();
    // The first cutoff table: COEP's Computer Science seat, GOPENS, 2025 CAP Round I.
    await expect(page.getByRole('row', { name: /COEP Technological University \(16006\)/ }).first()).toContainText('99.8985029');
    const share = page.getByRole('region', { name: BLOG_MESSAGES.shareHeading });
    await expect(share.getByRole('link')).toHaveCount(4);
    await expect(share.getByRole('link', { name: /Twitter/ })).toHaveAttribute('href', new RegExp(`url=${encodeURIComponent(page.url())}&text=`));
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blogs/${PUNE.slug}$`));
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article');
    const jsonLd = await page.locator('head script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  });

  test('a table-of-contents link scrolls to its heading @responsive', async ({ page }) => {
    await openArticle(page);
    const toc = page.getByRole('navigation', { name: BLOG_MESSAGES.tableOfContents });
    const heading = page.getByRole('heading', { level: 2, name: 'How the rounds moved in 2025' });
    await expect(heading).not.toBeInViewport();
    await toc.getByRole('link', { name: 'How the rounds moved in 2025' }).click();
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(/#how-the-rounds-moved-in-2025$/);
    const sub = page.getByRole('heading', { level: 3, name: 'Special seats' });
    await toc.getByRole('link', { name: 'Special seats' }).click();
    await expect(sub).toBeInViewport();
  });

  test('a related article opens the other guide, and Back to All Articles returns to the list', async ({ page }) => {
    await openArticle(page);
    const related = page.getByRole('region', { name: BLOG_MESSAGES.relatedHeading });
    await expect(related.getByRole('article')).toHaveCount(2);
    await related.getByRole('link', { name: NASHIK_TITLE }).click();
    await expect(page.getByRole('heading', { level: 1, name: NASHIK_TITLE })).toBeVisible();
    await expect(page).toHaveURL(/\/blogs\/nashik-engineering-colleges$/);
    await page.getByRole('link', { name: new RegExp(BLOG_MESSAGES.backToAll) }).click();
    await expect(page.getByRole('heading', { level: 1, name: BLOG_MESSAGES.listHeading })).toBeVisible();
  });

  test('an unknown slug shows the 404 message and redirects to /blogs after 3 seconds @responsive', async ({ page }) => {
    await page.goto('/blogs/no-such-article');
    await expect(page.getByRole('heading', { name: ARTICLE_MESSAGES.notFoundHeading })).toBeVisible();
    await expect(page.getByText(ARTICLE_MESSAGES.notFoundText)).toBeVisible();
    await expect(page.getByRole('link', { name: BLOG_MESSAGES.backToBlogs })).toBeVisible();
    const shown = Date.now();
    await expect(page).toHaveURL(/\/blogs$/, { timeout: 10_000 });
    expect(Date.now() - shown).toBeGreaterThan(2_000);
    await expect(page.getByRole('heading', { level: 1, name: BLOG_MESSAGES.listHeading })).toBeVisible();
  });
});

test.describe('Blog at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('list, search and category fit the phone screen', async ({ page }) => {
    await openList(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByPlaceholder(BLOG_MESSAGES.searchPlaceholder).fill('mumbai');
    await expect(cardTitles(page)).toHaveText([MUMBAI_TITLE]);
    await page.getByRole('button', { name: 'Study Tips' }).click();
    await expect(page.getByText(BLOG_MESSAGES.emptySearch('mumbai'))).toBeVisible();
  });

  test('an article opens, its tables scroll inside their box, and the table of contents works', async ({ page }) => {
    await openList(page);
    await allArticles(page).getByRole('link', { name: PUNE.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: PUNE.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const toc = page.getByRole('navigation', { name: BLOG_MESSAGES.tableOfContents });
    await toc.getByRole('link', { name: 'Choice-filling tips for Pune' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Choice-filling tips for Pune' })).toBeInViewport();
    const related = page.getByRole('region', { name: BLOG_MESSAGES.relatedHeading });
    await related.getByRole('link', { name: MUMBAI_TITLE }).click();
    await expect(page.getByRole('heading', { level: 1, name: MUMBAI_TITLE })).toBeVisible();
  });

  test('a reader far down the prerendered copy stays at the same row when the live page takes over', async ({ page }) => {
    // The blog remote is held, so the copy stays up while the reader scrolls it; when the live page takes
    // over, the reader is at the same row (the host keeps the block, which holds even where blocks off
    // screen are laid out lazily and offsets differ between the copy and the live page).
    const held: Route[] = [];
    const manifest = `http://127.0.0.1:${E2E_PORTS.blog}/mf-manifest.json*`;
    await page.route(manifest, (route) => void held.push(route));
    await page.goto('/blogs/mumbai-engineering-colleges');
    const copy = page.getByTestId('prerendered-content');
    await expect(copy.locator('h1')).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const rows = copy.locator('tbody tr');
    const rowIndex = Math.floor((await rows.count()) * 0.75);
    const row = rows.nth(rowIndex);
    const rowText = ((await row.locator('td').first().textContent()) ?? '').trim();
    // Scrolled down as a reader does, so the tables passed on the way are drawn in the copy only.
    for (let step = 0; step < 300 && ((await row.boundingBox())?.y ?? 0) > 200; step += 1) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(20);
    }
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
    const before = (await row.boundingBox())!.y;

    await page.unroute(manifest);
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    await expect(copy).toHaveCount(0);
    const live = page.locator('main tbody tr').nth(rowIndex);
    await expect(live.locator('td').first()).toHaveText(rowText);
    await expect(live).toBeInViewport();
    expect(Math.abs((await live.boundingBox())!.y - before)).toBeLessThanOrEqual(8);
  });

  test('an unknown slug redirects to the list', async ({ page }) => {
    await page.goto('/blogs/missing');
    await expect(page.getByRole('heading', { name: ARTICLE_MESSAGES.notFoundHeading })).toBeVisible();
    await expect(page).toHaveURL(/\/blogs$/, { timeout: 10_000 });
  });
});
