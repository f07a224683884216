import { expect, test, type Page } from '@playwright/test';
import type { LoginResponse } from '../../shared/api.js';
import { createAccount, PASSWORD, signIn } from './accounts.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

let server: ServerProcess;
test.beforeAll(async () => { server = await startServerProcess(); });
test.afterAll(async () => { await server?.stop(); });

/** A fresh login: granting premium ends the old sessions, so the new subscription is in the new one. */
async function login(username: string): Promise<LoginResponse> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'X-API-KEY': 'psycare-web', 'Content-Type': 'application/json' },
    body: JSON.stringify({ username_email: username, password: PASSWORD }),
  });
  return response.json() as Promise<LoginResponse>;
}

async function usedToday(token: string): Promise<number> {
  const response = await fetch(`${server.url}/api/usage/today`, { headers: { 'X-API-KEY': 'psycare-web', 'X-TOKEN': token } });
  return ((await response.json()) as { used: number }).used;
}

const todayCell = (page: Page) => {
  const now = new Date();
  const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return page.locator(`[data-testid="drawer-group-diary"] [data-day="${iso}"]`);
};

for (const language of ['es', 'en'] as const) {
  test(`a premium user keeps a diary from the drawer calendar (${language})`, async ({ browser }) => {
    const account = await createAccount(server, `diarist${language}`);
    await server.admin('subscription', account.username, 'premium');
    account.session = await login(account.username);
    expect(account.session.subscription).toBe('user-premium');
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 860 } });
    await signIn(context, server, account, language);
    const page = await context.newPage();
    await page.goto('/chats/new');

    const calendar = page.locator('[data-testid="drawer-group-diary"] [data-testid="diary-calendar"]');
    await expect(calendar).toBeVisible();
    const firstDay = calendar.locator('.rdp-weekday').first();
    await expect(firstDay).toHaveAttribute('aria-label', language === 'es' ? /lunes/i : /sunday/i);
    await expect(calendar.locator('.rdp-day.rdp-disabled').first()).toBeVisible();
    await expect(todayCell(page)).not.toHaveClass(/has-entry/);

    await todayCell(page).locator('button').click();
    await page.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
    // the day's label is the chat's date header, not a message of the person's, and it spends no reply (issue 18)
    await expect(page.getByTestId('diary-day-header')).toContainText(language === 'es' ? 'Día' : 'Day');
    await expect(page.locator('[data-testid="message"]')).toHaveCount(0);
    expect(await usedToday(account.session.token)).toBe(0);
    await page.getByTestId('composer').fill(language === 'es' ? 'Hoy fue un día largo' : 'Today was a long day');
    await page.getByTestId('composer').press('Enter');
    await expect(page.locator('[data-testid="message"][data-sender="bot"][data-status="OK"]')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId('diary-day-header')).toBeVisible();
    expect(await usedToday(account.session.token)).toBe(1);
    await page.screenshot({ path: `test-results/screens/diary-day-header-${language}.png` });
    await expect(todayCell(page)).toHaveClass(/has-entry/);
    const selector = page.locator('[data-testid="diary-date-selector"]');
    await selector.locator('button').first().click();
    await expect(selector.locator('h2')).toHaveText(language === 'es' ? 'Selecciona la fecha correspondiente' : 'Select the corresponding date');
    await expect(selector.locator('[data-testid="diary-calendar"] [aria-selected="true"]')).toHaveCount(1);
    await page.screenshot({ path: `test-results/screens/diary-${language}.png` });
    await selector.locator('button').first().click();

    const chatUrl = page.url();
    await page.goto('/chats/me');
    await todayCell(page).locator('button').click();
    await page.waitForURL(chatUrl);
    await context.close();
  });
}

test('a basic user sees no diary at all', async ({ browser }) => {
  const account = await createAccount(server, 'basicdiary');
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 860 } });
  await signIn(context, server, account, 'en');
  const page = await context.newPage();
  await page.goto('/chats/me');
  await expect(page.locator('[data-testid="drawer"]')).toBeVisible();
  await expect(page.locator('[data-testid="drawer-group-diary"]')).toHaveCount(0);
  await expect(page.locator('a[href="/diary"]')).toHaveCount(0);
  await page.goto('/diary');
  await expect(page.locator('h1')).toHaveText('The diary is part of Premium');
  await expect(page.locator('[data-testid="diary-calendar"]')).toHaveCount(0);
  await context.close();
});
