import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { MASTER_KEY } from '../../scripts/bench/lib/processes.js';
import { openWritePath } from '../../scripts/bench/lib/write-path.js';
import { createAccount, openSignedIn, type Account } from './accounts.js';
import { shot } from './screenshots.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/*
 * A chat of 5,000 messages (issue 12): it opens at the newest at once, renders only what is on screen, and
 * scrolling up walks through the older pages to the first message with no duplicate and no gap, each page
 * put above without moving what the reader is looking at.
 */
const COUNT = 5000;
const label = (n: number) => `Message ${String(n).padStart(4, '0')} of ${COUNT}`;

let server: ServerProcess;
let owner: Account;
let chatId = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServerProcess({ MASTER_KEY });
  owner = await createAccount(server, 'longreader');
  // Written through the chat write path straight into the server's SQLite file, as the benches do: the
  // server has not loaded this chat yet, so it reads it as any other.
  const wp = await openWritePath(path.join(server.dataDir, 'psycare.sqlite'));
  chatId = await wp.createChat(owner.username);
  for (let n = 1; n <= COUNT; n++) await wp.post(chatId, owner.username, label(n));
  await wp.store.close();
});
test.afterAll(async () => { await server?.stop(); });

interface Walk {
  /** the messages rendered at each step, top to bottom: [number, id] */
  windows: [number, string][][];
  /** the largest move of the top message while an older page was put above it (px) */
  drift: number;
}

/** Scrolls the timeline up a screen at a time to its top, waiting for each older page, and reads each step. */
function walkUp(page: Page): Promise<Walk> {
  return page.evaluate(async () => {
    const scroller = document.querySelector<HTMLElement>('[data-testid="timeline"]')!;
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const rendered = () => [...scroller.querySelectorAll<HTMLElement>('[data-testid="message"]')];
    const read = () => rendered().map((m): [number, string] => [Number(/Message (\d+) of/.exec(m.textContent ?? '')?.[1]), m.dataset.messageId ?? '']);
    const loading = () => document.querySelector('[data-testid="timeline-older"]') !== null;
    const windows: [number, string][][] = [];
    let drift = 0;
    for (let step = 0; step < 5000; step++) {
      windows.push(read());
      if (scroller.scrollTop === 0 && !loading()) break;
      // Items are rendered 600 px above the screen (increaseViewportBy): a step of a screen and 400 px more
      // still reaches what the step before showed.
      scroller.scrollTop = Math.max(0, scroller.scrollTop - scroller.clientHeight - 400);
      await frame();
      if (scroller.scrollTop > 0 || !loading()) continue;
      const anchor = rendered()[0];
      const top = anchor.getBoundingClientRect().top;
      const id = anchor.dataset.messageId;
      const deadline = Date.now() + 15_000;
      while (scroller.scrollTop === 0 && loading() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      await frame();
      const again = scroller.querySelector<HTMLElement>(`[data-message-id="${id}"]`);
      if (again) drift = Math.max(drift, Math.abs(again.getBoundingClientRect().top - top));
    }
    return { windows, drift };
  });
}

test('a chat of 5,000 messages opens at the newest and pages back to the first with no duplicate and no gap', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await openSignedIn(browser, server, owner, 'en', 1280);
  const pages: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/timeline?')) pages.push(r.url()); });
  await page.goto(`/chats/${chatId}`);
  await expect(page.getByTestId('message').filter({ hasText: label(COUNT) })).toBeInViewport();
  // Only what is on screen (and a margin) is in the page.
  expect(await page.getByTestId('message').count()).toBeLessThan(60);
  await expect(page.getByTestId('jump-to-latest')).toHaveCount(0);
  await shot(page, 'long-chat-latest-1280');

  const { windows, drift } = await walkUp(page);
  const seen = new Map<number, string>();
  let above = COUNT + 1;
  for (const window of windows) {
    const numbers = window.map(([n]) => n);
    // each step: consecutive messages, each id once
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));
    expect(new Set(window.map(([, id]) => id)).size).toBe(window.length);
    // and it reaches the one above (or overlaps) what the step below showed: no gap in between
    expect(numbers[numbers.length - 1]).toBeGreaterThanOrEqual(above - 1);
    above = Math.min(above, numbers[0]);
    for (const [n, id] of window) {
      if (seen.has(n)) expect(seen.get(n)).toBe(id);
      seen.set(n, id);
    }
  }
  expect(above).toBe(1);
  expect(seen.size).toBe(COUNT);
  expect(new Set(seen.values()).size).toBe(COUNT);
  // Less than half a message: the reader keeps their place while a page goes in above.
  expect(drift).toBeLessThan(60);
  await expect(page.getByTestId('message').filter({ hasText: label(1) })).toBeInViewport();
  await expect(page.getByTestId('jump-to-latest')).toBeVisible();
  await shot(page, 'long-chat-first-1280');

  await page.getByTestId('jump-to-latest').click();
  await expect(page.getByTestId('message').filter({ hasText: label(COUNT) })).toBeInViewport();
  await expect(page.getByTestId('jump-to-latest')).toHaveCount(0);
  // The history came in pages of the documented size, not in one answer.
  expect(pages.length).toBeGreaterThanOrEqual(Math.ceil(COUNT / 200) - 1);
  await page.context().close();
});

test('on a phone the long chat opens at the newest and offers the way back from far up', async ({ browser }) => {
  const page = await openSignedIn(browser, server, owner, 'es', 375);
  await page.goto(`/chats/${chatId}`);
  await expect(page.getByTestId('message').filter({ hasText: label(COUNT) })).toBeInViewport();
  await shot(page, 'long-chat-latest-375');
  await page.getByTestId('timeline').evaluate((el) => { el.scrollTop = Math.max(0, el.scrollTop - 4 * el.clientHeight); });
  await expect(page.getByTestId('jump-to-latest')).toBeVisible();
  await expect(page.getByTestId('message').filter({ hasText: label(COUNT) })).not.toBeInViewport();
  await shot(page, 'long-chat-far-up-375');
  await page.getByTestId('jump-to-latest').click();
  await expect(page.getByTestId('message').filter({ hasText: label(COUNT) })).toBeInViewport();
  await page.context().close();
});
