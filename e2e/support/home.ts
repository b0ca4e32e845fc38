// The home page is prerendered (scripts/prerender.mjs): it shows before any script runs, and a link followed
// in that copy is a full page load. A test that means the app's own page waits for it to replace the copy.
import { expect, type Page } from '@playwright/test';

export async function openLiveHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
}
