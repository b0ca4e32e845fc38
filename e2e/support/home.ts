// The home page is prerendered (scripts/prerender.mjs): it shows before any script runs, and a link followed
// in that copy is a full page load. A test that means the app's own page waits for it to replace the copy.
import type { Page } from '@playwright/test';
import { openLivePage } from './livePage';

export async function openLiveHome(page: Page): Promise<void> {
  await openLivePage(page, '/');
}
