// The browser opens the site's localStorage on the main thread at its first use on a page (milliseconds of
// work: docs/benchmarks.md). The host's entry script must not be that first use: its evaluation is one of the
// start-up's longest tasks already. The start-up opens the storage in a task of its own instead (ADR 0062).
// This records where the page first reaches localStorage. Nothing here is timed.
import { expect, test } from '@playwright/test';

for (const path of ['/college-finder/mhtcet', '/rankings']) {
  test(`${path}: the page's first use of localStorage is the start-up's own, not the entry script's`, async ({ page }) => {
    await page.addInitScript(() => {
      const owner = Object.getOwnPropertyDescriptor(window, 'localStorage') ? window : Window.prototype;
      const storage = Object.getOwnPropertyDescriptor(owner, 'localStorage') as PropertyDescriptor;
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          const record = window as unknown as { firstStorageUse?: string };
          record.firstStorageUse ??= new Error('first use').stack ?? '';
          return storage.get?.call(window);
        },
      });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 20_000 });

    const stack = await page.evaluate(() => (window as unknown as { firstStorageUse?: string }).firstStorageUse ?? '');
    // The frames below the getter: the first is the code that reached for the storage.
    const callers = stack.split('\n').slice(2);
    expect(callers.length, stack).toBeGreaterThan(0);
    expect(callers[0], stack).not.toMatch(/\/main\.[0-9a-f]+\.js/);
    expect(stack, stack).toMatch(/\/[\w-]+\.[0-9a-f]{10}\.js/);
  });
}
