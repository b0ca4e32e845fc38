import { expect, test } from '@playwright/test';
import { E2E_PORTS, e2ePort } from '../support/ports';
import { startStatic, remoteUrls, type RunningServer } from '../support/servers';

// A host of its own whose rankings remote lives on a port this test controls.
const HOST_PORT = e2ePort(13100);
const RANKINGS_PORT = e2ePort(13101);

test.describe('a remote that is down', () => {
  let host: RunningServer;
  let rankings: RunningServer | null = null;

  test.beforeAll(async () => {
    host = await startStatic('host', HOST_PORT, {
      ...remoteUrls({ REMOTE_RANKINGS_URL: `http://127.0.0.1:${RANKINGS_PORT}/mf-manifest.json` }),
      SITE_URL: `http://127.0.0.1:${HOST_PORT}`,
    });
  });

  test.afterAll(async () => {
    await rankings?.stop();
    await host.stop();
  });

  test('shows its panel with Retry, the rest of the site works, and Retry works once it is back', async ({ page }) => {
    await page.goto(`${host.url}/rankings`);
    const panel = page.getByTestId('remote-failed-rankings');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('rankings section could not be loaded');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another section, served by its own remote, still works.
    await page.getByRole('banner').getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-failed-blog')).toHaveCount(0);

    // Bring the rankings remote back and retry.
    await page.getByRole('banner').getByRole('link', { name: 'Rankings' }).click();
    await expect(panel).toBeVisible();
    rankings = await startStatic('remote-rankings', RANKINGS_PORT, remoteUrls());
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /NIRF/ })).toBeVisible();
    await expect(panel).toHaveCount(0);
  });
});

test.describe('a remote on its own', () => {
  test('runs standalone at its own origin with a guest shell and the same API', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${E2E_PORTS.rankings}/`);
    await expect(page).toHaveURL(/\/rankings$/);
    await expect(page.getByText('(standalone)')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'NIRF Engineering Rankings 2025' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rankings results' })).toContainText('Indian Institute of Technology Madras');
  });
});
