import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { createChat, PASSWORD, prepareContext, signUpAndLogIn, type Language, type TestSession, type Theme } from './session.js';

/**
 * axe-core on every main page in both themes: no serious or critical violation (WCAG 2.x A/AA and axe's best
 * practices). Plus keyboard checks of the shell: skip link, focus order, menus and the FAQ accordion.
 */
let server: ServerProcess;
let member: TestSession;
let premium: TestSession;
let chatId: string;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServerProcess();
  member = await signUpAndLogIn(server, 'axechecker');
  chatId = await createChat(server, member, 'Lately I feel lonely in the evenings');
  await signUpAndLogIn(server, 'axepremium');
  await server.admin('subscription', 'axepremium', 'premium');
  premium = await logIn('axepremium'); // granting premium ends the old sessions
});
test.afterAll(async () => { await server?.stop(); });

async function logIn(username: string): Promise<TestSession> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'X-API-KEY': 'psycare-web', 'Content-Type': 'application/json' },
    body: JSON.stringify({ username_email: username, password: PASSWORD }),
  });
  return response.json() as Promise<TestSession>;
}

type Who = 'visitor' | 'member' | 'premium';

const PAGES: { path: () => string; ready: string; who: Who }[] = [
  { path: () => '/', ready: 'main h1', who: 'visitor' },
  { path: () => '/login', ready: 'input[name="username_email"]', who: 'visitor' },
  { path: () => '/login/check', ready: 'main h1', who: 'visitor' },
  { path: () => '/signup/user', ready: 'input[name="username"]', who: 'visitor' },
  { path: () => '/remember/password', ready: 'main h1', who: 'visitor' },
  { path: () => '/legal/terms', ready: 'main h1', who: 'visitor' },
  { path: () => '/legal/privacy', ready: 'main h1', who: 'visitor' },
  { path: () => '/legal/cookies', ready: 'main h1', who: 'visitor' },
  { path: () => '/error/404', ready: '[data-testid="not-found"]', who: 'visitor' },
  { path: () => '/error/503', ready: '[data-testid="error-code"]', who: 'visitor' },
  { path: () => '/chats', ready: 'main h1', who: 'visitor' },
  { path: () => '/chats/new', ready: '[data-testid="bot-option"]', who: 'member' },
  { path: () => `/chats/${chatId}`, ready: '[data-testid="message"][data-sender="bot"]', who: 'member' },
  { path: () => '/chats/me', ready: 'main h1', who: 'member' },
  { path: () => `/users/profile/${member.username}`, ready: 'main h1', who: 'member' },
  { path: () => '/chats/new', ready: 'main h1', who: 'visitor' }, // the sign-in-required page
  { path: () => '/', ready: 'main h1', who: 'member' },
  { path: () => '/diary', ready: 'main [data-testid="diary-calendar"]', who: 'premium' },
];

async function newPage(browser: Browser, theme: Theme, who: Who, { width = 1280, language = 'en' as Language } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 800 }, colorScheme: theme, reducedMotion: 'reduce' });
  await prepareContext(context, server.url, theme, language, { visitor: undefined, member, premium }[who]);
  return context.newPage();
}

async function serious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`).join(' | ')}`);
}

/** Every page of PAGES in one theme and language: the violations found, each prefixed with where. */
async function scanPages(browser: Browser, theme: Theme, language: Language): Promise<string[]> {
  const found: string[] = [];
  const pages = {
    visitor: await newPage(browser, theme, 'visitor', { language }),
    member: await newPage(browser, theme, 'member', { language }),
    premium: await newPage(browser, theme, 'premium', { language }),
  };
  for (const { path, ready, who } of PAGES) {
    const page = pages[who];
    await page.goto(path());
    await page.locator(ready).first().waitFor();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    for (const violation of await serious(page)) found.push(`${path()} (${who}): ${violation}`);
  }
  for (const page of Object.values(pages)) await page.context().close();
  return found;
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violations (${theme})`, async ({ browser }) => {
    test.setTimeout(240_000); // 17 pages and 4 open states, each analysed by axe
    const found = await scanPages(browser, theme, 'en');
    // Open states too: the FAQ answers, the site menu, the avatar menu, the phone drawer.
    const visitor = await newPage(browser, theme, 'visitor');
    await visitor.goto('/');
    const closed = visitor.locator('#faq button[aria-expanded="false"]');
    while (await closed.count()) await closed.first().click();
    for (const violation of await serious(visitor)) found.push(`/ (FAQ open): ${violation}`);
    await visitor.locator('[data-testid="site-menu"]').click();
    await visitor.locator('[data-testid="site-menu-panel"]').waitFor();
    for (const violation of await serious(visitor)) found.push(`/ (site menu open): ${violation}`);
    const signedIn = await newPage(browser, theme, 'member');
    await signedIn.goto('/chats/me');
    await signedIn.locator('[data-testid="avatar-menu"]').click();
    for (const violation of await serious(signedIn)) found.push(`/chats/me (menu open): ${violation}`);
    const phone = await newPage(browser, theme, 'premium', { width: 375 });
    await phone.goto('/chats/me');
    await phone.locator('main h1').waitFor();
    await phone.locator('[data-testid="drawer-toggle"]').click();
    await phone.locator('[data-testid="drawer"][data-mode="temporary"] [data-testid="diary-calendar"]').waitFor();
    for (const violation of await serious(phone)) found.push(`/chats/me at 375 px (drawer open): ${violation}`);
    for (const page of [visitor, signedIn, phone]) await page.context().close();
    expect(found).toEqual([]);
  });
}

test('axe finds no serious or critical violations in Spanish', async ({ browser }) => {
  test.setTimeout(180_000); // 17 pages, each analysed by axe
  expect(await scanPages(browser, 'light', 'es')).toEqual([]);
});

test('keyboard: skip link, header focus order and visible focus', async ({ browser }) => {
  const page = await newPage(browser, 'light', 'visitor');
  await page.goto('/');
  await page.locator('main h1').waitFor();
  const order: string[] = [];
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const outline = getComputedStyle(el).outlineStyle;
      return `${el.getAttribute('aria-label') ?? el.innerText.trim()}|${outline}`;
    }));
  }
  expect(order.map((o) => o.split('|')[0])).toEqual([
    'Skip to content', 'Psycare, home', 'Menu', 'Language', 'Switch to dark theme', 'Log in', 'Create account',
  ]);
  expect(order.every((o) => o.split('|')[1] !== 'none'), `focus outline: ${order.join(', ')}`).toBe(true);
  for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('keyboard: the FAQ accordion and the avatar menu', async ({ browser }) => {
  const visitor = await newPage(browser, 'dark', 'visitor');
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

  const member = await newPage(browser, 'light', 'member');
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
  for (const width of [1280, 375]) {
    const page = await newPage(browser, 'light', 'visitor', { width });
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await page.route('**/api/newsletter', (route) => route.fulfill({ status: 202, contentType: 'application/json', body: JSON.stringify({ detail: 'Check your inbox' }) }));
    await page.locator('[data-testid="newsletter-form"] input').fill('toast@example.com');
    await page.locator('[data-testid="newsletter-form"] button[type="submit"]').click();
    const toast = region.locator('[data-testid="toast"]');
    await expect(toast).toHaveAttribute('data-type', 'success');
    await expect(toast).toHaveAttribute('role', 'status');
    // The form is in the footer, scrolled far down: the toast still shows at the viewport's top right, 12 px
    // below the top bar (64 px, 54 px on phones), so it never covers the language, theme or avatar controls.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const box = (await toast.boundingBox())!;
    const bar = width < 600 ? 54 : 64;
    expect({ top: Math.round(box.y), right: Math.round(width - box.x - box.width) }).toEqual({ top: bar + 12, right: 12 });
    for (const control of ['language-switch', 'theme-toggle', 'header-login']) {
      const target = page.getByTestId(control);
      const c = (await target.first().boundingBox())!;
      expect(c.y + c.height, `${control} is above the toast`).toBeLessThanOrEqual(box.y);
    }
    await expect(toast).toHaveCount(0, { timeout: 4500 });
    await page.context().close();
  }
});

test('dialogs trap focus, close on Escape and give focus back to what opened them', async ({ browser }) => {
  const page = await newPage(browser, 'dark', 'member');
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
