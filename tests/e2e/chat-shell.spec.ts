import { expect, test, type Page } from '@playwright/test';
import { createAccount, openSignedIn, signIn, type Account } from './accounts.js';
import { seedScreens } from './screen-fixtures.js';
import { shot } from './screenshots.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/* The signed-in shell around a chat: the side drawer, and screenshots of the chat views and lists. */
let server: ServerProcess;
test.beforeAll(async () => { server = await startServerProcess(); });
test.afterAll(async () => { await server?.stop(); });

test('the drawer: groups with counts and no-data text, resized by keyboard and pointer within limits, remembered, collapsed', async ({ browser }) => {
  const page = await openSignedIn(browser, server, await createAccount(server, 'drawerkeys'), 'en');
  await page.goto('/chats/me');
  await expect(page.getByTestId('drawer')).toHaveAttribute('data-mode', 'permanent');
  const followed = page.getByTestId('drawer-group-followed');
  await expect(followed).toContainText("You don't follow any chat yet.");
  await expect(followed.getByTestId('group-count')).toContainText('0');
  await expect(page.getByTestId('drawer-group-shared')).toContainText('Nobody has shared a chat with you yet.');
  const head = followed.getByRole('button', { name: /My followed chats/ });
  await head.click();
  await expect(head).toHaveAttribute('aria-expanded', 'false');
  await head.press('Enter');
  await expect(head).toHaveAttribute('aria-expanded', 'true');

  const handle = page.getByTestId('drawer-resize');
  await expect(handle).toHaveAttribute('aria-valuenow', '260');
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '292');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '390');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', '130');
  // At the narrowest drawer every group title stays on one line, cut with an ellipsis (issue 18).
  for (const title of await page.getByTestId('drawer').locator('.title').all()) {
    const shape = await title.evaluate((el) => ({
      lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight || '20')),
      overflow: getComputedStyle(el).textOverflow,
    }));
    expect(shape).toEqual({ lines: 1, overflow: 'ellipsis' });
  }
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 100, box.y + 200, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 + 900, box.y + 200, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', '390');
  await page.mouse.move(box.x + box.width / 2 + 260, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 160, box.y + 200, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', '290');
  expect(Math.round((await page.getByTestId('drawer').boundingBox())!.width)).toBe(290);
  await page.reload();
  await expect(page.getByTestId('drawer-resize')).toHaveAttribute('aria-valuenow', '290');

  await page.getByTestId('drawer-collapse').click();
  await expect(page.getByTestId('drawer')).toHaveCount(0);
  await expect(page.getByTestId('drawer-toggle')).toHaveAttribute('aria-expanded', 'false');
  await page.reload();
  await expect(page.getByTestId('drawer-toggle')).toHaveAttribute('aria-expanded', 'false');
  await page.getByTestId('drawer-toggle').click();
  await expect(page.getByTestId('drawer')).toBeVisible();
  await page.context().close();
});

test.describe('screens', () => {
  let owner: Account;
  let sleepChat = '';

  test.beforeAll(async () => {
    ({ owner, sleepChat } = await seedScreens(server));
  });

  for (const language of ['es', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`chat view, share dialog and drawer (${language}, ${theme})`, async ({ browser }) => {
        const noOverflow = async (page: Page) =>
          expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        const desktop = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, colorScheme: theme });
        await signIn(desktop, server, owner, language);
        const page = await desktop.newPage();
        await page.goto(`/chats/${sleepChat}`);
        await expect(page.locator('[data-testid="message"]')).toHaveCount(4);
        await expect(page.getByTestId('drawer-group-followed').getByTestId('group-unread-dot')).toBeVisible();
        await shot(page, `chat-view-${language}-${theme}`);
        await page.getByTestId('share-open').click();
        await expect(page.getByTestId('share-dialog')).toBeVisible();
        await page.locator('input[name="share-mode"][value="users"]').check();
        await shot(page, `share-dialog-${language}-${theme}`);
        await page.keyboard.press('Escape');
        await page.getByTestId('nav-chats-me').click();
        await expect(page.locator('[data-testid="chat-item"]')).toHaveCount(3);
        await shot(page, `drawer-desktop-${language}-${theme}`);
        await page.getByTestId('nav-chats').click();
        // Other tests in this file make chats public too: look for the seeded ones.
        await expect(page.locator('[data-testid="chat-item"]', { hasText: 'Coping with exam stress' })).toBeVisible();
        await expect(page.locator('[data-testid="chat-item"]', { hasText: 'Breathing exercises that help' })).toBeVisible();
        await shot(page, `explore-${language}-${theme}`);
        await desktop.close();

        const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 740 }, colorScheme: theme });
        await signIn(phone, server, owner, language);
        const small = await phone.newPage();
        await small.goto(`/chats/${sleepChat}`);
        await expect(small.locator('[data-testid="message"]')).toHaveCount(4);
        await expect(small.getByTestId('drawer')).toHaveCount(0);
        await noOverflow(small);
        await shot(small, `chat-view-375-${language}-${theme}`);
        await small.getByTestId('drawer-toggle').click();
        await expect(small.getByTestId('drawer')).toHaveAttribute('data-mode', 'temporary');
        await expect(small.getByTestId('drawer-close')).toBeFocused();
        await noOverflow(small);
        await shot(small, `drawer-375-${language}-${theme}`);
        await small.keyboard.press('Escape');
        await expect(small.getByTestId('drawer')).toHaveCount(0);
        await expect(small.getByTestId('drawer-toggle')).toBeFocused();
        await small.goto('/chats');
        await expect(small.locator('[data-testid="chat-item"]', { hasText: 'Coping with exam stress' })).toBeVisible();
        await noOverflow(small);
        await shot(small, `explore-375-${language}-${theme}`);
        await phone.close();
      });
    }
  }
});
