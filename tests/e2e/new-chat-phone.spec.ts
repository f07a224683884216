import { expect, test, type Browser } from '@playwright/test';
import { createAccount, signIn, type Account } from './accounts.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { shot } from './screenshots.js';

/**
 * The first message, on a phone (issue 18): at 375 × 812 the new chat's message box and its button are pinned
 * at the bottom of the screen, as inside a chat, with the bot choice scrolling above them; Enter sends and
 * Shift+Enter adds a line, as in the chat's composer.
 */
let server: ServerProcess;
const PHONE = { width: 375, height: 812 };

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => { server = await startServerProcess(); });
test.afterAll(async () => { await server?.stop(); });

async function openNewChat(browser: Browser, account: Account, language: 'es' | 'en', theme: 'light' | 'dark') {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, colorScheme: theme });
  await signIn(context, server, account, language);
  await context.addCookies([{ name: 'theme', value: theme, url: server.url }]);
  const page = await context.newPage();
  await page.goto('/chats/new');
  await expect(page.getByTestId('bot-option').first()).toBeVisible();
  return page;
}

for (const language of ['es', 'en'] as const) {
  test(`the new chat's composer stays at the bottom of a phone, Enter sends (${language})`, async ({ browser }) => {
    const account = await createAccount(server, `firstmsg${language}`);
    for (const theme of ['light', 'dark'] as const) {
      const page = await openNewChat(browser, account, language, theme);
      const box = page.locator('textarea[name="message"]');
      const start = page.getByRole('button', { name: language === 'es' ? 'Empezar conversación' : 'Start conversation' });
      await expect(box).toBeInViewport({ ratio: 1 });
      await expect(start).toBeInViewport({ ratio: 1 });
      await shot(page, `new-chat-phone-${theme}-${language}`);

      // The bot choice scrolls above the composer, which stays where it is.
      const last = page.locator('[data-bot-key="__private__"]');
      await last.scrollIntoViewIfNeeded();
      await expect(start).toBeInViewport({ ratio: 1 });
      const composerTop = (await page.getByTestId('new-chat-composer').boundingBox())!.y;
      const lastBottom = await last.evaluate((el) => el.getBoundingClientRect().bottom);
      expect(lastBottom).toBeLessThanOrEqual(composerTop + 1);
      expect((await start.boundingBox())!.y + (await start.boundingBox())!.height).toBeLessThanOrEqual(PHONE.height);
      if (theme === 'light') await page.context().close();
      else {
        await last.click();
        await box.click();
        await page.keyboard.type(language === 'es' ? 'Primera línea' : 'First line');
        await page.keyboard.press('Shift+Enter');
        await page.keyboard.type(language === 'es' ? 'segunda línea' : 'second line');
        await expect(box).toHaveValue(language === 'es' ? 'Primera línea\nsegunda línea' : 'First line\nsecond line');
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
        const sent = page.locator('[data-testid="message"][data-sender="user"]').first();
        await expect(sent).toContainText(language === 'es' ? 'segunda línea' : 'second line');
        await page.context().close();
      }
    }
  });
}
