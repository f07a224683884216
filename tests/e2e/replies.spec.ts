import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { createAccount, openSignedIn } from './accounts.js';
import { shot } from './screenshots.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

let server: ServerProcess;
test.beforeAll(async () => { server = await startServerProcess(); });
test.afterAll(async () => { await server?.stop(); });

const TEXT = {
  es: {
    first: 'Hoy me cuesta dormir. Leí [esta guía](https://example.org/sueno) y https://example.org/respirar.',
    unsafe: 'Esto no es un enlace: [pulsa](javascript:alert(1))',
    second: 'Sigo sin poder dormir',
    limit: 'Lo sentimos, has alcanzado tu límite diario de respuestas. Inténtalo de nuevo más tarde.',
    unlimited: 'Un chat privado sin bot sigue siendo ilimitado.',
  },
  en: {
    first: 'I cannot sleep today. I read [this guide](https://example.org/sleep) and https://example.org/breathe.',
    unsafe: 'This is not a link: [press](javascript:alert(1))',
    second: 'I still cannot sleep',
    limit: 'Sorry, you have reached your daily response limit. Please try again later.',
    unlimited: 'A private chat with no bot is still unlimited.',
  },
} as const;

/** Spends all but `left` of today's bot replies, straight in the server's counter (as nineteen replies would). */
function spendAllBut(username: string, left: number) {
  const db = new Database(path.join(server.dataDir, 'psycare.sqlite'));
  try {
    const key = `bot-replies:${username.toLowerCase()}:${new Date().toISOString().slice(0, 10)}`;
    db.prepare('INSERT INTO counters (key, count) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET count = excluded.count').run(key, 20 - left);
  } finally {
    db.close();
  }
}

async function send(page: Page, text: string) {
  await page.getByTestId('composer').fill(text);
  await page.getByTestId('composer').press('Enter');
}

for (const language of ['es', 'en'] as const) {
  test(`replies without a repeated quote, feedback only on others' messages, links, and the daily limit said in the chat (${language})`, async ({ browser }) => {
    const words = TEXT[language];
    const account = await createAccount(server, `replies${language}`);
    spendAllBut(account.username, 1);
    const page = await openSignedIn(browser, server, account, language, 375);
    await page.goto('/chats/new');
    await page.locator('textarea[name="message"]').fill(words.first);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
    const bot = page.locator('[data-testid="message"][data-sender="bot"][data-status="OK"]');
    await expect(bot).toHaveCount(1, { timeout: 20_000 });
    const mine = page.locator('[data-testid="message"][data-sender="user"]').first();

    // 1. The reply answers the message just above it: no quote repeating it.
    await expect(bot.getByTestId('quoted-message')).toHaveCount(0);
    // 2. Thumbs and Reply on the bot's reply, not on one's own message.
    await expect(bot.getByTestId('vote-up')).toBeEnabled();
    await expect(bot.getByTestId('reply')).toBeVisible();
    await expect(mine.getByTestId('vote-up')).toHaveCount(0);
    await expect(mine.getByTestId('reply')).toHaveCount(0);
    // 3. The Markdown link and the bare one are links to a new tab; the sentence's full stop is not in the address.
    const links = mine.locator('a[target="_blank"]');
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveText(language === 'es' ? 'esta guía' : 'this guide');
    await expect(links.first()).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(links.nth(1)).toHaveAttribute('href', language === 'es' ? 'https://example.org/respirar' : 'https://example.org/breathe');

    // 4. That reply was the last of today's: the chat says so, with when they come back and what stays open.
    const notice = page.getByTestId('daily-limit');
    await expect(notice).toContainText(words.limit);
    await expect(notice).toContainText(words.unlimited);
    await expect(notice.locator('a[href="/chats/new"]')).toBeVisible();
    await shot(page, `replies-limit-375-${language}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, `replies-limit-1280-${language}`);
    await page.setViewportSize({ width: 375, height: 800 });
    // A message sent anyway is refused and what was typed stays in the composer.
    await send(page, words.second);
    await expect(page.locator('[data-testid="toast"][data-type="error"]')).toBeVisible();
    await expect(page.getByTestId('composer')).toHaveValue(words.second);

    // A new bot chat at the limit says the same on the page, keeps the text, and offers the private chat.
    await page.goto('/chats/new');
    await page.locator('textarea[name="message"]').fill(words.unsafe);
    await page.locator('form button[type="submit"]').click();
    const pageNotice = page.getByTestId('daily-limit');
    await expect(pageNotice).toContainText(words.limit);
    await expect(page.locator('textarea[name="message"]')).toHaveValue(words.unsafe);
    await expect(page.locator('[data-testid="toast"][data-type="error"]')).toHaveCount(0);
    await shot(page, `replies-limit-new-chat-375-${language}`, true);
    await pageNotice.getByRole('button').click();
    await expect(page.locator('input[name="bot"][value="__private__"]')).toBeChecked();
    await expect(pageNotice).toBeHidden();
    // The private chat is not metered; there a javascript: address never becomes a link.
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
    const unsafe = page.locator('[data-testid="message"]', { hasText: 'javascript:alert(1)' });
    await expect(unsafe).toBeVisible();
    await expect(unsafe.locator('a')).toHaveCount(0);
  });
}
