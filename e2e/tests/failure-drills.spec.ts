// Failure drills (issue 8) on the production builds: each remote down in turn, the API down, offline, and a
// slow API. The messages are the spec's (SPEC.md sections 2 and 8), written out word for word on purpose:
// the test fails if the app's texts drift from the spec.
import type { Locator, Page, Route } from '@playwright/test';
import type { RemoteName } from 'shared-contracts';
import { expect, test } from '../support/drills';
import { API_URL, E2E_PORTS } from '../support/ports';

const SPEC = {
  offlineBanner: 'You are currently offline. Some features may not be available.',
  offlineAlert: 'You are currently offline. Please check your connection.',
  connectionAlert: 'Unable to connect to the server. Please try again later.',
  timeoutAlert: 'Request timed out. The server might be busy right now.',
  rankingsFailed: 'Failed to load rankings. Please try again.',
  filtersLoading: 'Loading filters...',
  filtersFailed: 'Failed to load filter options. Please refresh the page.',
  blogHeading: 'Engineering College Blogs',
};
/** API_TIMEOUT_MS of the e2e configuration (playwright.config.ts). */
const API_TIMEOUT_MS = 5000;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const rankingsResults = (page: Page) => page.getByRole('region', { name: 'Rankings results' });
const globalAlert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The shell is there: no blank page. */
async function expectShell(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

async function expectRankingsWork(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /NIRF/ })).toBeVisible();
  await expect(rankingsResults(page)).toContainText('Indian Institute of Technology Madras');
}

interface RemoteDrill {
  remote: RemoteName;
  /** Where the remote's area is. */
  path: string;
  /** Brings the area on screen (e.g. opens a tab); answers the failure panel's locator. */
  panel(page: Page): Promise<Locator>;
  /** The section name the panel names (shared-contracts REMOTE_TITLES). */
  title: string;
  /** The rest of the area's own page, when the remote is a part of it, keeps working. */
  nextTo?(page: Page): Promise<void>;
  /** Another section, reached from the header, that must keep working. */
  elsewhere: { link: string; works(page: Page): Promise<void> };
  /** The area working once the remote is back. */
  works(page: Page): Promise<void>;
}

const sectionPanel = (remote: RemoteName) => async (page: Page) => page.getByTestId(`remote-failed-${remote}`);
const toRankings = { link: 'Rankings', works: expectRankingsWork };

const DRILLS: RemoteDrill[] = [
  {
    remote: 'rankings',
    path: '/rankings',
    panel: sectionPanel('rankings'),
    title: 'rankings',
    elsewhere: { link: 'Blogs', works: (page) => expect(page.getByRole('heading', { level: 1, name: SPEC.blogHeading })).toBeVisible() },
    works: expectRankingsWork,
  },
  {
    remote: 'finders',
    path: '/college-finder',
    panel: sectionPanel('finders'),
    title: 'college finder',
    elsewhere: toRankings,
    works: (page) => expect(page.getByRole('link', { name: /JEE Main and JEE Advanced/ })).toHaveAttribute('href', '/college-finder/jee-main'),
  },
  {
    // The predictors remote lives inside the finders remote's JEE page (its predictor tabs).
    remote: 'predictors',
    path: '/college-finder/jee-main',
    panel: async (page) => {
      await page.getByRole('tab', { name: 'JEE Main Predictor' }).click();
      return page.getByTestId('predictor-failed-JeeMainPredictor');
    },
    title: 'rank predictor',
    elsewhere: toRankings,
    // The finder around it keeps working.
    nextTo: async (page) => {
      await page.getByRole('tab', { name: 'College Finder' }).click();
      await expect(page.getByRole('form', { name: 'JEE college finder' })).toBeVisible();
    },
    works: (page) => expect(page.getByRole('region', { name: 'JEE Main Predictor' }).getByRole('button', { name: /Predict/ })).toBeVisible(),
  },
  {
    remote: 'auth',
    path: '/auth',
    panel: sectionPanel('auth'),
    title: 'account',
    elsewhere: toRankings,
    works: (page) => expect(page.getByRole('form', { name: 'Login' })).toBeVisible(),
  },
  {
    remote: 'blog',
    path: '/blogs',
    panel: sectionPanel('blog'),
    title: 'blog',
    elsewhere: toRankings,
    works: (page) => expect(page.getByRole('heading', { level: 1, name: SPEC.blogHeading })).toBeVisible(),
  },
];

test.describe('a remote down', () => {
  for (const drill of DRILLS) {
    test(`${drill.remote}: its area shows the panel with Retry, the rest of the site works, Retry works once it is back`, async ({ page, drill: servers }) => {
      const site = await servers.siteWithRemoteDown(drill.remote);
      await page.goto(`${site}${drill.path}`);
      let panel = await drill.panel(page);
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(`The ${drill.title} section could not be loaded right now.`);
      await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expectShell(page);
      await drill.nextTo?.(page);

      // Another section (its own remote) and the home page still work.
      await nav(page).getByRole('link', { name: drill.elsewhere.link }).click();
      await drill.elsewhere.works(page);
      await nav(page).getByRole('link', { name: 'Home' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Back to the area: still down. Then the remote comes back and Retry loads it, without a page reload.
      await page.goto(`${site}${drill.path}`);
      panel = await drill.panel(page);
      await expect(panel).toBeVisible();
      await servers.bringBack(drill.remote);
      await panel.getByRole('button', { name: 'Retry' }).click();
      await drill.works(page);
      await expect(panel).toHaveCount(0);
    });
  }
});

test.describe('a remote that never answers', () => {
  // shared-contracts/src/react/remoteComponent.tsx REMOTE_LOAD_TIMEOUT_MS: the page's clock is moved past it.
  const REMOTE_LOAD_TIMEOUT_MS = 20_000;

  test('shows its prerendered page meanwhile, then its panel; Retry loads it once it answers', async ({ page }) => {
    const held: Route[] = [];
    const manifest = `http://127.0.0.1:${E2E_PORTS.rankings}/mf-manifest.json*`;
    await page.route(manifest, (route) => void held.push(route));
    await page.clock.install();
    await page.goto('/rankings');
    // The page as prerendered (inert, marked busy) stands in while the remote loads.
    const prerendered = page.getByTestId('prerendered-content');
    await expect(prerendered).toHaveAttribute('aria-busy', 'true');
    await expect(prerendered.locator('h1')).toHaveText(/NIRF Engineering Rankings/);
    await expect.poll(() => held.length).toBeGreaterThan(0);

    await page.clock.fastForward(REMOTE_LOAD_TIMEOUT_MS);
    const panel = page.getByTestId('remote-failed-rankings');
    await expect(panel).toContainText('The rankings section could not be loaded right now.');
    await expect(prerendered).toHaveCount(0);
    await expectShell(page);

    // The remote answers again.
    await page.unroute(manifest);
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expectRankingsWork(page);
  });
});

test.describe('the API down', () => {
  test('pages show the connection-error alert and their error state inside the shell', async ({ page, drill }) => {
    const site = await drill.siteWithApiDown();
    await page.goto(site);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectShell(page);

    await nav(page).getByRole('link', { name: 'Rankings' }).click();
    await expect(globalAlert(page, SPEC.connectionAlert)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /NIRF/ })).toBeVisible();
    await expect(rankingsResults(page)).toContainText(SPEC.rankingsFailed);
    await expect(rankingsResults(page).getByRole('button', { name: 'Retry' })).toBeVisible();

    await page.goto(`${site}/college-finder/jee-main`);
    await expect(globalAlert(page, SPEC.connectionAlert)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'JEE Main & Advanced College Finder' })).toBeVisible();
    await expect(page.getByText(SPEC.filtersFailed)).toBeVisible();
    await expectShell(page);
  });
});

test.describe('offline', () => {
  test('the banner shows while offline, requests then give the offline alert, and both go once back online', async ({ page, context }) => {
    await page.goto('/rankings');
    await expectRankingsWork(page);
    await context.setOffline(true);
    await expect(page.getByText(SPEC.offlineBanner)).toBeVisible();
    // The page keeps what it has.
    await expect(rankingsResults(page)).toContainText('Indian Institute of Technology Madras');

    await page.getByRole('button', { name: 'Get Rankings' }).click();
    await expect(globalAlert(page, SPEC.offlineAlert)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(SPEC.offlineBanner)).toBeHidden();
    await page.getByRole('button', { name: 'Get Rankings' }).click();
    await expectRankingsWork(page);
  });
});

test.describe('a slow API', () => {
  // Every API response waits longer than the client's timeout; handlers still pending at the end are dropped.
  test.beforeEach(async ({ page }) => {
    await page.route(`${API_URL}/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, API_TIMEOUT_MS + 2000));
      await route.continue().catch(() => undefined);
    });
  });
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('rankings: the loading state, then the timeout message and the error state', async ({ page }) => {
    await page.goto('/rankings');
    await expect(rankingsResults(page).getByRole('status')).toContainText('Loading rankings...');
    await expect(globalAlert(page, SPEC.timeoutAlert)).toBeVisible({ timeout: API_TIMEOUT_MS + 10_000 });
    await expect(rankingsResults(page)).toContainText(SPEC.rankingsFailed);
    await expectShell(page);
  });

  test('JEE finder: Loading filters..., then the timeout message and the error state', async ({ page }) => {
    await page.goto('/college-finder/jee-main');
    await expect(page.getByRole('status').filter({ hasText: SPEC.filtersLoading })).toBeVisible();
    await expect(globalAlert(page, SPEC.timeoutAlert)).toBeVisible({ timeout: API_TIMEOUT_MS + 10_000 });
    await expect(page.getByText(SPEC.filtersFailed)).toBeVisible();
    await expectShell(page);
  });
});
