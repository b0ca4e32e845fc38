import { expect, test } from '@playwright/test';
import { API_URL } from '../support/ports';
import { openLiveHome } from '../support/home';
import { logIn } from '../support/session';

test.describe('the shell', () => {
  test('home: hero, three feature cards, nav and footer links @responsive', async ({ page }) => {
    await openLiveHome(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Engineering Admissions Guide/);
    const cards = page.getByRole('region', { name: 'Everything for counselling season' }).getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(3);
    const footer = page.getByRole('contentinfo');
    for (const name of ['Home', 'Rankings', 'College Finder']) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(footer.getByRole('button', { name: /support/i })).toBeVisible();
  });

  test('navigates to every section from the header', async ({ page }) => {
    await openLiveHome(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Rankings' }).click();
    await expect(page).toHaveURL(/\/rankings$/);
    await expect(page.getByRole('heading', { level: 1, name: /NIRF/ })).toBeVisible();
    await nav.getByRole('link', { name: 'College Finder' }).click();
    await expect(page).toHaveURL(/\/college-finder$/);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
  });

  test('the header stays on one line from laptop to tablet widths, without sideways scrolling', async ({ page }) => {
    await openLiveHome(page);
    const banner = page.getByRole('banner');
    const navLinks = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    for (const width of [1280, 1100, 900, 769]) {
      await page.setViewportSize({ width, height: 800 });
      // One line of text each: every link as tall as the shortest ("College Finder" used to break in two).
      const heights = await navLinks.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
      expect(Math.max(...heights) - Math.min(...heights), `link heights at ${width} px`).toBeLessThan(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at ${width} px`).toBeLessThanOrEqual(width);
      // Some widths show only the brand's mark and Support's heart: their names are still there to read.
      await expect(banner.getByRole('link', { name: 'Engineering Admissions Guide' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Support us' })).toBeVisible();
      await expect(banner.getByRole('link', { name: /^Shortlist/ })).toBeVisible();
    }
  });

  test('publishes metadata and the site-search structured data', async ({ page }) => {
    await openLiveHome(page);
    // The head is written after the page's commit: wait for the WebSite entry.
    const websiteEntry = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)).find((data) => data['@type'] === 'WebSite');
    await expect.poll(websiteEntry).toBeTruthy();
    const website = await websiteEntry();
    expect(website.potentialAction.target).toMatch(/\/college-finder\/jee-main\?rank=\{rank\}$/);
    expect(website.potentialAction['query-input']).toBe('required name=rank');
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  });

  test('shows a not-found page for an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('support dialog from the floating button: QR, UPI app links, payment link, copy @responsive', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openLiveHome(page);
    await page.getByTestId('floating-support').click();
    const dialog = page.getByRole('dialog', { name: 'Support this guide' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: /QR/i })).toBeVisible();
    await expect(dialog.locator('a[href^="upi://pay"]').first()).toBeVisible();
    const payOnline = dialog.locator('a[target="_blank"]').first();
    await expect(payOnline).toHaveAttribute('rel', /noopener/);
    await dialog.getByRole('button', { name: 'Copy UPI ID' }).click();
    await expect(dialog.getByText('Copied!')).toBeVisible();
    await expect(dialog.getByText('Copied!')).toBeHidden({ timeout: 4000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The footer opens the same dialog.
    await page.getByRole('contentinfo').getByRole('button', { name: /support/i }).click();
    await expect(page.getByRole('dialog', { name: 'Support this guide' })).toBeVisible();
  });

  test('offline banner follows the browser', async ({ page, context }) => {
    await openLiveHome(page);
    await context.setOffline(true);
    await expect(page.getByText('You are currently offline. Some features may not be available.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are currently offline. Some features may not be available.')).toBeHidden();
  });

  test('API-error alert: connection error, server error, Dismiss', async ({ page }) => {
    await page.route(`${API_URL}/rankings/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/rankings');
    const alert = page.getByRole('alert').filter({ hasText: 'Unable to connect to the server. Please try again later.' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toBeHidden();

    await page.unroute(`${API_URL}/rankings/**`);
    await page.route(`${API_URL}/rankings/**`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"down"}' }));
    await page.getByRole('button', { name: 'Get Rankings' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Server error. Our team has been notified.' })).toBeVisible();
  });

  test('API-error alert dismisses itself after 8 seconds', async ({ page }) => {
    await page.route(`${API_URL}/rankings/**`, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.goto('/rankings');
    const alert = page.getByRole('alert').filter({ hasText: 'Server error. Our team has been notified.' });
    await expect(alert).toBeVisible();
    await expect(alert).toBeHidden({ timeout: 12_000 });
  });

  test('a page view reaches the API on every route change', async ({ page }) => {
    const views: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/analytics/page-views/') && request.method() === 'POST') views.push(JSON.parse(request.postData() || '{}').path);
    });
    await openLiveHome(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rankings' }).click();
    await expect.poll(() => views).toEqual(['/', '/rankings']);
    const response = await page.request.post(`${API_URL}/analytics/page-views/`, { data: { path: '/e2e-check' } });
    expect(response.status()).toBe(204);
  });

  test('avatar menu for a logged-in visitor, and logout returns home', async ({ page }) => {
    await logIn(page);
    await page.goto('/rankings');
    const avatar = page.getByRole('button', { name: /Account menu for/ });
    await expect(avatar).toContainText('AK');
    await avatar.click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Reset Password' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
