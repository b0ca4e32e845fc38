// A page that moves under the reader's thumb as its parts arrive: the prerendered copy stands in while the
// remote loads, the live page takes over, then the finder forms' options arrive. The total layout shift a
// phone reader sees must stay under 0.1 (the "good" limit Lighthouse and Chrome's field data use); the
// options answers are held a moment, so a loading placeholder that does not hold the form's height shows.
import { expect, test } from '@playwright/test';

const PAGES = ['/college-finder/jee-main', '/college-finder/mhtcet', '/college-finder/statewise'];

for (const width of [375, 412]) {
  test.describe(`layout at ${width} px`, () => {
    test.use({ viewport: { width, height: 823 } });

    for (const path of PAGES) {
      test(`${path}: the form's arrival moves nothing`, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.route('**/api/cutoffs/options/**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        });
        await page.goto(path);
        await expect(page.getByTestId('prerendered-content')).toHaveCount(0);
        await expect(page.locator('main form').first()).toBeVisible();
        // Two frames for the last shift to be reported.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
        expect(total).toBeLessThan(0.1);
      });
    }
  });
}
