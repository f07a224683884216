import type { Page } from '@playwright/test';

// Another Playwright run in the same checkout empties test-results/: SCREENS_DIR puts them elsewhere.
export const SCREENS_DIR = process.env.SCREENS_DIR ?? 'test-results/screens';

/** Saves a screenshot as a test artifact under SCREENS_DIR, named for what it shows. */
export const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${SCREENS_DIR}/${name}.png`, fullPage });
