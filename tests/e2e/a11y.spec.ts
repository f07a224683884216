import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { createChat, prepareContext, signUpAndLogIn, type TestSession, type Theme } from './session.js';

/**
 * axe-core on every main page in both themes: no serious or critical violation (WCAG 2.x A/AA and axe's best
 * practices). Plus keyboard checks of the shell: skip link, focus order, menus and the FAQ accordion.
 */
let server: ServerProcess;
let session: TestSession;
let chatId: string;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServerProcess();
  session = await signUpAndLogIn(server, 'axechecker');
  chatId = await createChat(server, session, 'Lately I feel lonely in the evenings');
});
test.afterAll(async () => { await server?.stop(); });

const PAGES: { path: () => string; ready: string; signedIn: boolean }[] = [
  { path: () => '/', ready: 'main h1', signedIn: false },
  { path: () => '/login', ready: 'input[name="username_email"]', signedIn: false },
  { path: () => '/login/check', ready: 'main h1', signedIn: false },
  { path: () => '/signup/user', ready: 'input[name="username"]', signedIn: false },
  { path: () => '/remember/password', ready: 'main h1', signedIn: false },
  { path: () => '/legal/terms', ready: 'main h1', signedIn: false },
  { path: () => '/error/404', ready: '[data-testid="error-code"]', signedIn: false },
  { path: () => '/chats', ready: 'main h1', signedIn: false },
  { path: () => '/chats/new', ready: '[data-testid="bot-option"]', signedIn: true },
  { path: () => `/chats/${chatId}`, ready: '[data-testid="message"][data-sender="bot"]', signedIn: true },
  { path: () => '/chats/me', ready: 'main h1', signedIn: true },
  { path: () => `/users/profile/${session.username}`, ready: 'main h1', signedIn: true },
  { path: () => '/chats/new', ready: 'main h1', signedIn: false }, // the sign-in-required page
  { path: () => '/', ready: 'main h1', signedIn: true },
];

async function newPage(browser: Browser, theme: Theme, signedIn: boolean, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 800 }, colorScheme: theme, reducedMotion: 'reduce' });
  await prepareContext(context, server.url, theme, 'en', signedIn ? session : undefined);
  return context.newPage();
}

async function serious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`).join(' | ')}`);
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violations (${theme})`, async ({ browser }) => {
    test.setTimeout(180_000); // 14 pages and 2 open states, each analysed by axe
    const found: string[] = [];
    const pages = { visitor: await newPage(browser, theme, false), member: await newPage(browser, theme, true) };
    for (const { path, ready, signedIn } of PAGES) {
      const page = signedIn ? pages.member : pages.visitor;
      await page.goto(path());
      await page.locator(ready).first().waitFor();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const violation of await serious(page)) found.push(`${path()}${signedIn ? ' (signed in)' : ''}: ${violation}`);
    }
    // Open states too: the FAQ answers, the avatar menu.
    await pages.visitor.goto('/');
    const closed = pages.visitor.locator('#faq button[aria-expanded="false"]');
    while (await closed.count()) await closed.first().click();
    for (const violation of await serious(pages.visitor)) found.push(`/ (FAQ open): ${violation}`);
    await pages.member.goto('/chats/me');
    await pages.member.locator('[data-testid="avatar-menu"]').click();
    for (const violation of await serious(pages.member)) found.push(`/chats/me (menu open): ${violation}`);
    expect(found).toEqual([]);
  });
}

test('keyboard: skip link, header focus order and visible focus', async ({ browser }) => {
  const page = await newPage(browser, 'light', false);
  await page.goto('/');
  await page.locator('main h1').waitFor();
  const order: string[] = [];
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const outline = getComputedStyle(el).outlineStyle;
      return `${el.getAttribute('aria-label') ?? el.innerText.trim()}|${outline}`;
    }));
  }
  expect(order.map((o) => o.split('|')[0])).toEqual([
    'Skip to content', 'Psycare, home', 'Language', 'Switch to dark theme', 'Log in', 'Create account',
  ]);
  expect(order.every((o) => o.split('|')[1] !== 'none'), `focus outline: ${order.join(', ')}`).toBe(true);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('keyboard: the FAQ accordion and the avatar menu', async ({ browser }) => {
  const visitor = await newPage(browser, 'dark', false);
  await visitor.goto('/');
  const second = visitor.locator('#faq button').nth(1);
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  const panel = visitor.locator(`#${await second.getAttribute('aria-controls')}`);
  await expect(panel).toBeHidden();
  await second.focus();
  await visitor.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await visitor.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'false');

  const member = await newPage(browser, 'light', true);
  await member.goto('/chats/me');
  const avatar = member.locator('[data-testid="avatar-menu"]');
  await avatar.focus();
  await member.keyboard.press('Enter');
  await expect(member.locator('[role="menuitem"]').first()).toBeFocused();
  await member.keyboard.press('ArrowDown');
  await expect(member.locator('[role="menuitem"]').nth(1)).toBeFocused();
  await member.keyboard.press('Escape');
  await expect(member.locator('[role="menu"]')).toHaveCount(0);
  await expect(avatar).toBeFocused();
});

test('toasts are announced in a polite live region, top-right, and hide after 3 s', async ({ browser }) => {
  const page = await newPage(browser, 'light', false);
  await page.goto('/');
  const region = page.locator('[role="region"][aria-live="polite"]');
  await expect(region).toHaveCount(1);
  await page.route('**/api/newsletter', (route) => route.fulfill({ status: 202, contentType: 'application/json', body: JSON.stringify({ detail: 'Check your inbox' }) }));
  await page.locator('[data-testid="newsletter-form"] input').fill('toast@example.com');
  await page.locator('[data-testid="newsletter-form"] button[type="submit"]').click();
  const toast = region.locator('[data-testid="toast"]');
  await expect(toast).toHaveAttribute('data-type', 'success');
  const box = await toast.boundingBox();
  expect(box && box.y < 100 && box.x + box.width > 1280 - 40).toBe(true);
  await expect(toast).toHaveCount(0, { timeout: 4500 });
});

test('dialogs trap focus, close on Escape and give focus back to what opened them', async ({ browser }) => {
  const page = await newPage(browser, 'dark', true);
  await page.goto('/chats/me');
  const trigger = page.locator('main').getByRole('button', { name: /^Options for/ }).first();
  await trigger.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press(i % 2 ? 'Tab' : 'Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
  }
  expect(await serious(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
});
