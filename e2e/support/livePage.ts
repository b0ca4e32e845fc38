// A prerendered page (scripts/prerender.mjs) shows its HTML copy before any script runs; the app then moves
// that copy into a stand-in and reveals its own live page. While both are there, a text can be found twice.
import { expect, type Page } from '@playwright/test';

/**
 * Until the app's live page has replaced the prerendered copy. In this order: the HTML's copy
 * (data-prerendered) is there until the app's first render, which moves its content into a stand-in
 * (prerendered-content) that goes when the live page is revealed. Waiting for the stand-in first passes at
 * once, before the app has started (CI then read the copy together with the hidden live page).
 */
export async function untilLivePageShown(page: Page): Promise<void> {
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByTestId('prerendered-content')).toHaveCount(0);
}

/** Opens `path` and waits for the app's live page (a test that reads or uses the app's page, not the copy). */
export async function openLivePage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilLivePageShown(page);
}
