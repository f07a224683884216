import type { BrowserContext, Page } from '@playwright/test';

type ShiftWindow = Window & { __cls: number };

/** Sums the page's unexpected layout shifts (CLS) from the first paint on; read it back with layoutShift(). */
export async function observeLayoutShift(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    (window as unknown as ShiftWindow).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as ShiftWindow).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as ShiftWindow).__cls);
}
