import { expect, test, type Page } from '@playwright/test';
import { shot } from './screenshots.js';
import { linkFor, startServerProcess, type ServerProcess } from './server-process.js';

let server: ServerProcess;
// Slower chunks than the other specs' 40 ms: the reply must still be streaming when the new chat's page has
// loaded and joined, so the test sees it grow (a loaded machine can take longer than a whole 40 ms reply).
test.beforeAll(async () => { server = await startServerProcess({ BOT_CHUNK_DELAY_MS: '150' }); });
test.afterAll(async () => { await server?.stop(); });

const PASSWORD = 'Calm#Seas2026';

/** Reads the last bot message until it is done, keeping every distinct text it showed on the way. */
async function watchBotReply(page: Page): Promise<{ texts: string[]; status: string }> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const bots = document.querySelectorAll('[data-testid="message"][data-sender="bot"]');
      const last = bots[bots.length - 1] as HTMLElement | undefined;
      const text = last?.innerText.trim() ?? '';
      if (text && texts[texts.length - 1] !== text) texts.push(text);
      const status = last?.dataset.status ?? '';
      if (status === 'OK' || status === 'ERROR') return { texts, status };
      await new Promise((r) => setTimeout(r, 15));
    }
    return { texts, status: 'TIMEOUT' };
  });
}

for (const language of ['es', 'en'] as const) {
  test(`a newcomer signs up, verifies, talks with Psycarebot and logs out (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'language', value: language, url: server.url }]);
    const page = await context.newPage();
    const username = `newcomer${language}`;
    const email = `${username}@example.com`;

    await page.goto('/signup/user');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="username"]').fill(username);
    await page.locator('main input[name="password"]').fill(PASSWORD);
    await page.locator('main input[name="password2"]').fill(PASSWORD);
    await page.locator('main input[name="privacyPolicy"]').check();
    await shot(page, `signup-${language}`);
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/auth/register/user'));
    // Scoped to the page: the footer has a form of its own (newsletter).
    await page.locator('main button[type="submit"]').click();
    expect((await registered).status()).toBe(201);

    const link = new URL(linkFor(server, email));
    expect(link.pathname).toBe('/signup/verify');
    const verified = page.waitForResponse((r) => r.url().includes('/api/auth/signup/verify'));
    await page.goto(link.pathname + link.search);
    expect((await verified).status()).toBe(200);

    await page.goto('/login');
    await page.locator('main input[name="username_email"]').fill(username);
    await page.locator('main input[name="password"]').fill(PASSWORD);
    await page.locator('main button[type="submit"]').click();
    await page.waitForURL('**/chats/new');

    await page.locator('textarea[name="message"]').fill(language === 'es' ? 'Hoy me siento un poco ansioso por el trabajo' : 'I feel a bit anxious about work today');
    await shot(page, `new-chat-${language}`);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
    const reply = await watchBotReply(page);
    expect(reply.status).toBe('OK');
    // Seen growing: several partial texts before the whole reply, i.e. it streamed token by token.
    expect(reply.texts.length).toBeGreaterThanOrEqual(3);
    await shot(page, `chat-${language}`);

    const chatUrl = page.url();
    await page.reload();
    await expect(page.locator('[data-testid="message"][data-sender="user"]').first()).toBeVisible();
    await expect(page.locator('[data-testid="message"][data-sender="bot"][data-status="OK"]')).toHaveCount(1);
    await page.goto('/chats/me');
    await expect(page.locator('[data-testid="chat-item"]')).toHaveCount(1);
    await shot(page, `my-chats-${language}`);
    await page.locator('[data-testid="chat-item"]').first().click();
    await page.waitForURL(chatUrl);

    await page.locator('[data-testid="avatar-menu"]').click();
    await page.locator('[data-testid="logout"]').click();
    await page.waitForURL('**/login');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
    await context.close();
  });
}

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
    test(`the landing page renders without horizontal scroll (${theme}, ${viewport.width}px)`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: server.url, viewport, colorScheme: theme });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.locator('main h1')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `landing-${theme}-${viewport.width}`);
      await context.close();
    });
  }
}
