import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { CSV_COLUMNS, showingSummary } from 'shared-contracts';
import { API_URL } from '../support/ports';
import { rowsWhere } from '../support/realData';
import { logIn } from '../support/session';

// Expectations from nirf/nirf_engineering.csv: the newest year (the page's default), its first institute,
// its row count and the Maharashtra rows the state filter keeps.
const NIRF = 'nirf/nirf_engineering.csv';
const LATEST = Math.max(...rowsWhere(NIRF).map((row) => Number(row.year)));
const latestRows = rowsWhere(NIRF, { year: String(LATEST) });
const FIRST = latestRows.find((row) => row.rank === '1') ?? latestRows[0];
const TOTAL = latestRows.length;
const MAHARASHTRA = latestRows.filter((row) => row.state === 'Maharashtra');
/** Scores as the page shows them: two decimals. */
const score = (value: string) => Number(value).toFixed(2);

const results = (page: Page) => page.getByRole('region', { name: 'Rankings results' });
const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

test.describe('NIRF rankings on the real data', () => {
  test('first visit shows the newest year with its first institute, breadcrumb and weights @responsive', async ({ page }) => {
    await page.goto('/rankings');
    await expect(page.getByRole('heading', { level: 1, name: `NIRF Engineering Rankings ${LATEST}` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(results(page)).toContainText(FIRST.name);
    await expect(results(page)).toContainText(score(FIRST.score));
    await expect(page.getByText(showingSummary(1, 50, TOTAL))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How NIRF scores an institute' })).toBeVisible();
    for (const weight of ['30%', '20%', '10%']) await expect(page.getByText(new RegExp(`^${weight}`)).first()).toBeVisible();
    if (isNarrow(page)) {
      // Cards replace the table at 768 px and below, with the metrics toggle.
      await expect(page.getByRole('table')).toHaveCount(0);
      const card = page.getByRole('article', { name: FIRST.name }).or(page.locator(`[aria-label="${FIRST.name}"]`)).first();
      await card.getByRole('button', { name: 'View all metrics' }).click();
      await expect(card).toContainText(score(FIRST.oi));
      await card.getByRole('button', { name: 'Hide metrics' }).click();
    } else {
      const headers = page.getByRole('columnheader');
      for (const name of ['Rank', 'Institute ID', 'Institute', 'City', 'State', 'Overall', 'TLR', 'RPC', 'GO', 'OI', 'Perception']) {
        await expect(headers.filter({ hasText: name }).first()).toBeVisible();
      }
      await page.getByRole('button', { name: 'What is TLR?' }).click();
      await expect(page.getByText('Teaching, Learning and Resources').first()).toBeVisible();
    }
  });

  test('filters by state and pages through a year @responsive', async ({ page }) => {
    expect(FIRST.state).not.toBe('Maharashtra');
    await page.goto('/rankings');
    await expect(results(page)).toContainText(FIRST.name);
    await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await page.getByRole('button', { name: 'Get Rankings' }).click();
    await expect(page.getByText(showingSummary(1, 50, MAHARASHTRA.length))).toBeVisible();
    await expect(results(page)).toContainText(MAHARASHTRA[0].name);
    await expect(results(page)).not.toContainText(FIRST.name);

    await page.getByLabel('State').selectOption({ label: 'All States' });
    await page.getByRole('button', { name: 'Get Rankings' }).click();
    await page.getByRole('navigation', { name: 'Rankings pages' }).getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(showingSummary(2, 50, TOTAL))).toBeVisible();
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect(page.getByText(showingSummary(Math.ceil(TOTAL / 50), 50, TOTAL))).toBeVisible();
    // Band rows (the file lists them last) carry the band as their rank; their metrics are N/A.
    const lastBand = (latestRows.at(-1) as (typeof latestRows)[number]).rank;
    expect(lastBand).toMatch(/^\d+-\d+$/);
    await expect(results(page)).toContainText(lastBand);
    await expect(results(page)).toContainText('N/A');
  });

  test('changing the year reloads the states and shows the older list', async ({ page }) => {
    await page.goto('/rankings');
    await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await page.getByLabel('Year').selectOption('2016');
    await expect(page.getByLabel('State')).toHaveValue(/maharashtra/);
    await page.getByRole('button', { name: 'Get Rankings' }).click();
    // IIT Bombay as the 2016 list spells it.
    const bombay = rowsWhere(NIRF, { year: '2016', state: 'Maharashtra' }).find((row) => /technology bombay/i.test(row.name));
    await expect(results(page)).toContainText(bombay?.name ?? 'IIT Bombay is missing from the 2016 list');
    await expect(page.getByRole('heading', { level: 1, name: 'NIRF Engineering Rankings 2016' })).toBeVisible();
  });

  test('guests: Export CSV and page size ask for login, Login goes to /auth with returnTo @responsive', async ({ page }) => {
    await page.goto('/rankings');
    await expect(results(page)).toContainText(FIRST.name);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const modal = page.getByRole('dialog', { name: 'Login Required' });
    await expect(modal).toContainText('Please login to export rankings data');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();

    await page.getByLabel('Items per page').click();
    await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Login Required' }).getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => sessionStorage.getItem('auth_return_to'))).toBe('/rankings');
  });

  test('the API itself caps a guest at 50 rows and refuses all=true', async ({ request }) => {
    const capped = await request.get(`${API_URL}/rankings/?year=${LATEST}&page_size=200`);
    expect((await capped.json()).results).toHaveLength(Math.min(50, TOTAL));
    expect((await request.get(`${API_URL}/rankings/?year=${LATEST}&all=true`)).status()).toBe(403);
    const bad = await request.get(`${API_URL}/rankings/?year=${LATEST}&state=${encodeURIComponent("' OR 1=1 --")}`);
    expect(bad.status()).toBe(400);
    expect((await bad.json()).detail).toBeTruthy();
  });

  test('a logged-in user picks All and downloads the CSV @responsive', async ({ page }) => {
    await logIn(page);
    await page.goto('/rankings');
    await expect(results(page)).toContainText(FIRST.name);
    await page.getByLabel(/items per page/i).selectOption({ label: 'All' });
    await expect(page.getByText(showingSummary(1, 'all', TOTAL))).toBeVisible();

    await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await page.getByRole('button', { name: 'Get Rankings' }).click();
    await expect(page.getByText(showingSummary(1, 'all', MAHARASHTRA.length))).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`nirf_rankings_${LATEST}_Maharashtra.csv`);
    const text = fs.readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(MAHARASHTRA.length + 1);
    expect(text).toContain(MAHARASHTRA[0].name);
  });
});
