import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { apiAs, createAccount, openSignedIn } from './accounts.js';
import { shot } from './screenshots.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

// Slow tokens, so a reply is still being written when the person reaches for Stop.
let server: ServerProcess;
test.beforeAll(async () => { server = await startServerProcess({ BOT_CHUNK_DELAY_MS: '300' }); });
test.afterAll(async () => { await server?.stop(); });

const WORDS = {
  es: { first: 'Me cuesta dormir, dame algunos consejos', stop: 'Detener', stopped: 'Detenida: la respuesta termina aquí.', regenerate: 'Regenerar' },
  en: { first: 'I cannot sleep, give me a few tips', stop: 'Stop', stopped: 'Stopped: the reply ends here.', regenerate: 'Regenerate' },
} as const;

/** Spends the rest of today's bot replies, straight in the server's counter (as twenty replies would). */
function spendAll(username: string) {
  const db = new Database(path.join(server.dataDir, 'psycare.sqlite'));
  try {
    const key = `bot-replies:${username.toLowerCase()}:${new Date().toISOString().slice(0, 10)}`;
    db.prepare('INSERT INTO counters (key, count) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET count = excluded.count').run(key, 20);
  } finally {
    db.close();
  }
}

for (const language of ['es', 'en'] as const) {
  test(`Stop ends a reply where it is, and Regenerate answers again on the latest reply (${language})`, async ({ browser }) => {
    const words = WORDS[language];
    const account = await createAccount(server, `stopper${language}`);
    const page = await openSignedIn(browser, server, account, language, 375);
    await page.goto('/chats/new');
    await page.locator('textarea[name="message"]').fill(words.first);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/chats\/[0-9a-f-]{36}$/);

    // 1. While the reply is written, Stop sits above the composer; the reply has some words, not all.
    const stop = page.getByRole('button', { name: words.stop, exact: true });
    await expect(stop).toBeVisible({ timeout: 15_000 });
    const writing = page.locator('[data-testid="message"][data-sender="bot"][data-status="PENDING"]');
    await expect(writing).toContainText(/\w+\s+\w+/, { timeout: 15_000 });
    await shot(page, `reply-stop-button-375-${language}`);
    await stop.click();

    // 2. It ends STOPPED with the words written until then, and says so; Stop goes away.
    const stopped = page.locator('[data-testid="message"][data-sender="bot"][data-status="STOPPED"]');
    await expect(stopped).toHaveCount(1);
    await expect(stopped.getByTestId('reply-stopped')).toHaveText(words.stopped);
    await expect(stop).toHaveCount(0);
    const kept = (await stopped.locator('p').first().textContent()) ?? '';
    expect(kept.length).toBeGreaterThan(0);
    const info = await apiAs<{ messages: { sender: string; status: string; message: string | null }[] }>(
      server, account, 'GET', `/chats/info/${page.url().split('/').pop()}`,
    );
    const recorded = info.messages.find((m) => m.sender === 'bot');
    expect(recorded?.status).toBe('STOPPED');
    expect(recorded?.message?.trim().length).toBeGreaterThan(0);
    // the stopped reply kept its unit
    expect((await apiAs<{ used: number }>(server, account, 'GET', '/usage/today')).used).toBe(1);
    await shot(page, `reply-stopped-375-${language}`);
    const axe = await new AxeBuilder({ page }).include('[data-testid="chat-view"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // 3. Regenerate is on the latest reply; it answers again, and is not offered while that reply is written.
    const regenerate = page.getByRole('button', { name: words.regenerate, exact: true });
    await expect(regenerate).toHaveCount(1);
    await regenerate.click();
    await expect(page.locator('[data-testid="message"][data-sender="bot"]')).toHaveCount(2);
    await expect(stop).toBeVisible();
    await expect(regenerate).toHaveCount(0);
    const answered = page.locator('[data-testid="message"][data-sender="bot"][data-status="OK"]');
    await expect(answered).toHaveCount(1, { timeout: 60_000 });
    await expect(answered.getByRole('button', { name: words.regenerate, exact: true })).toBeVisible();
    await expect(stopped.getByRole('button', { name: words.regenerate, exact: true })).toHaveCount(0);
    expect((await apiAs<{ used: number }>(server, account, 'GET', '/usage/today')).used).toBe(2);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, `reply-regenerated-1280-${language}`);

    // 4. Past the daily limit, the chat says so with the daily-limit box, and offers no Regenerate.
    spendAll(account.username);
    await page.reload();
    await expect(page.getByTestId('daily-limit')).toBeVisible();
    await expect(answered).toHaveCount(1);
    await expect(regenerate).toHaveCount(0);
    await page.context().close();
  });
}
