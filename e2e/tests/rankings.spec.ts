import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { CSV_COLUMNS } from 'shared-contracts';
import { API_URL } from '../support/ports';
import { logIn } from '../support/session';

const results = (page: Page) => page.getByRole('region', { name: 'Rankings results' });
const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

test.describe('NIRF rankings on the real data', () => {
  test('first visit shows 2025 with IIT Madras first, breadcrumb and weights @responsive', async ({ page }) => {
    await page.goto('/rankings');
    await expect(page.getByRole('heading', { level: 1, name: 'NIRF Engineering Rankings 2025' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(results(page)).toContainText('Indian Institute of Technology Madras');
    await expect(results(page)).toContainText('88.72');
    await expect(page.getByText('Showing 1 - 50 of 300 results')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How NIRF scores an institute' })).toBeVisible();
    for (const weight of ['30%', '20%', '10%']) await expect(page.getByText(new RegExp(`^${weight}`)).first()).toBeVisible();
    if (isNarrow(page)) {
      // Cards replace the table at 768 px and below, with the metrics toggle.
      await expect(page.getByRole('table')).toHaveCount(0);
      const card = page.getByRole('article', { name: 'Indian Institute of Technology Madras' }).or(page.locator('[aria-label="Indian Institute of Technology Madras"]')).first();
      await card.getByRole('button', { name: 'View all metrics' }).click();
      await expect(card).toContainText('63.25');
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
    await page.goto('/rankings');
    await expect(results(page)).toContainText('Indian Institute of Technology Madras');
    await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await page.getByRole('button', { name: 'Get Rankings' }).click();
    await expect(page.getByText('Showing 1 - 24 of 24 results')).toBeVisible();
    await expect(results(page)).toContainText('Indian Institute of Technology Bombay');
    await expect(results(page)).not.toContainText('Indian Institute of Technology Madras');

    await page.getByLabel('State').selectOption({ label: 'All States' });
    await page.getByRole('button', { name: 'Get Rankings' }).click();
    await page.getByRole('navigation', { name: 'Rankings pages' }).getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Showing 51 - 100 of 300 results')).toBeVisible();
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect(page.getByText('Showing 251 - 300 of 300 results')).toBeVisible();
    // Band rows carry the band as their rank; their metrics are N/A.
    await expect(results(page)).toContainText('201-300');
    await expect(results(page)).toContainText('N/A');
  });

  test('changing the year reloads the states and shows the older list', async ({ page }) => {
    await page.goto('/rankings');
    await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await page.getByLabel('Year').selectOption('2016');
    await expect(page.getByLabel('State')).toHaveValue(/maharashtra/);
    await page.getByRole('button', { name: 'Get Rankings' }).click();
    await expect(results(page)).toContainText('Indian Institute Of Technology Bombay');
    await expect(page.getByRole('heading', { level: 1, name: 'NIRF Engineering Rankings 2016' })).toBeVisible();
  });

  test('guests: Export CSV and page size ask for login, Login goes to /auth with returnTo @responsive', async ({ page }) => {
    await page.goto('/rankings');
    await expect(results(page)).toContainText('Indian Institute of Technology Madras');
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
    const capped = await request.get(`${API_URL}/rankings/?year=2025&page_size=200`);
    expect((await capped.json()).results).toHaveLength(50);
    expect((await request.get(`${API_URL}/rankings/?year=2025&all=true`)).status()).toBe(403);
    const bad = await request.get(`${API_URL}/rankings/?year=2025&state=${encodeURIComponent("' OR 1=1 --")}`);
    expect(bad.status()).toBe(400);
    expect((await bad.json()).detail).toBeTruthy();
  });

  test('a logged-in user picks All and downloads the CSV @responsive', async ({ page }) => {
    await logIn(page);
    await page.goto('/rankings');
    await expect(results(page)).toContainText('Indian Institute of Technology Madras');
    await page.getByLabel(/items per page/i).selectOption({ label: 'All' });
    await expect(page.getByText('Showing all 300 results')).toBeVisible();

    await page.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await page.getByRole('button', { name: 'Get Rankings' }).click();
    await expect(page.getByText('Showing all 24 results')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('nirf_rankings_2025_Maharashtra.csv');
    const text = fs.readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(25);
    expect(text).toContain('Indian Institute of Technology Bombay');
  });
});
