import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { layoutShift, observeLayoutShift } from './layout-shift.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { PASSWORD, prepareContext, signUpAndLogIn, type TestSession } from './session.js';

/** The shell: headers, top bar, language and theme detection, route guards, error and legal pages. */
let server: ServerProcess;
let basic: TestSession;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startServerProcess();
  basic = await signUpAndLogIn(server, 'shelluser');
});
test.afterAll(async () => { await server?.stop(); });

async function open(browser: Browser, path: string, options: BrowserContextOptions & { cookies?: Record<string, string> } = {}) {
  const { cookies, ...rest } = options;
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, ...rest });
  if (cookies) await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: server.url })));
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

test('language: browser language without a cookie, es otherwise, the cookie wins, the switch saves it (and the meta description follows)', async ({ browser }) => {
  for (const [locale, expected] of [['en-US', 'en'], ['es-MX', 'es'], ['fr-FR', 'es']] as const) {
    const { page, context } = await open(browser, '/login', { locale });
    await expect(page.locator('html')).toHaveAttribute('lang', expected);
    await expect(page.locator('main h1')).toHaveText(expected === 'en' ? 'Welcome back' : 'Hola de nuevo');
    await context.close();
  }
  const { page, context } = await open(browser, '/login', { locale: 'en-US', cookies: { language: 'es' } });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute('content', /un espacio anónimo y privado/);
  await page.locator('[data-testid="language-switch"]').selectOption('en');
  await expect(page.locator('main h1')).toHaveText('Welcome back');
  await expect(description).toHaveAttribute('content', /an anonymous, private space/);
  const cookie = (await context.cookies()).find((c) => c.name === 'language');
  expect(cookie).toMatchObject({ value: 'en', path: '/', expires: -1 });
  await context.close();
});

test('theme: system default, the cookie wins before any script of the app runs, the toggle saves it', async ({ browser }) => {
  const system = await open(browser, '/', { colorScheme: 'dark' });
  await expect(system.page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await system.context.close();

  // Without the app bundle, only index.html's inline script and style can paint: no flash of the wrong theme.
  const context = await browser.newContext({ baseURL: server.url, colorScheme: 'light', locale: 'fr-FR' });
  await context.addCookies([{ name: 'theme', value: 'dark', url: server.url }]);
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(15, 22, 21)');
  // ... and the language, by the same rule as the app: fr-FR is neither es nor en, so es.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.unroute('**/assets/*.js');
  await page.goto('/');
  await page.locator('[data-testid="theme-toggle"]').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect((await context.cookies()).find((c) => c.name === 'theme')).toMatchObject({ value: 'light', path: '/', expires: -1 });
  await context.close();
});

test('public header: log in goes to /login/check, sign up to /signup, short labels and a 54 px bar on phones', async ({ browser }) => {
  for (const [width, height, login, signup] of [[1280, 64, 'Log in', 'Create account'], [375, 54, 'Log in', 'Sign up']] as const) {
    const { page, context } = await open(browser, '/', { viewport: { width, height: 740 }, cookies: { language: 'en' } });
    const header = page.locator('header').first();
    expect((await header.boundingBox())?.height).toBe(height);
    await expect(page.locator('[data-testid="header-login"]')).toHaveAttribute('href', '/login/check');
    await expect(page.locator('[data-testid="header-signup"]')).toHaveAttribute('href', '/signup');
    // What is shown (innerText skips the hidden long or short label).
    expect(await page.locator('[data-testid="header-login"]').innerText()).toBe(login);
    expect(await page.locator('[data-testid="header-signup"]').innerText()).toBe(signup);
    // Label in name (WCAG 2.5.3): the accessible name is the label that is shown.
    await expect(page.locator('[data-testid="header-login"]')).toHaveAccessibleName(login);
    await expect(page.locator('[data-testid="header-signup"]')).toHaveAccessibleName(signup);
    await context.close();
  }
});

test('signed-in top bar: talk, my chats, explore; icons only on phones; my diary only for premium', async ({ browser }) => {
  const cookies = (s: TestSession) => ({ language: 'en', username: s.username, role: s.role, subscription: s.subscription, token: s.token, expiredAt: String(s.expiredAt) });
  for (const [width, height] of [[1280, 64], [375, 54]] as const) {
    const { page, context } = await open(browser, '/chats/me', { viewport: { width, height: 740 }, cookies: cookies(basic) });
    const bar = page.locator('header').first();
    expect((await bar.boundingBox())?.height).toBe(height);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveCount(3);
    for (const name of ['Talk', 'My chats', 'Explore']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'My diary' })).toHaveCount(0);
    const labelWidth = await nav.getByRole('link', { name: 'Talk' }).boundingBox();
    expect(width === 375 ? labelWidth!.width <= 40 : labelWidth!.width > 40).toBe(true);
    await expect(page.locator('[data-testid="avatar-menu"]')).toBeVisible();
    await expect(page.locator('[data-testid="theme-toggle"]')).toBeVisible();
    await context.close();
  }
  await server.admin('subscription', basic.username, 'premium');
  const premium = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST', headers: { 'X-API-KEY': 'psycare-web', 'Content-Type': 'application/json' },
    body: JSON.stringify({ username_email: basic.username, password: PASSWORD }),
  }).then((r) => r.json() as Promise<TestSession>);
  expect(premium.subscription).toBe('user-premium');
  const { page, context } = await open(browser, '/chats/me', { cookies: cookies(premium) });
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My diary' })).toHaveAttribute('href', '/diary');
  await context.close();
  basic = premium;
});

test('the signed-in shell does not shift while the drawer loads (CLS under 0.05 at 1280 px), at any remembered width', async ({ browser }) => {
  const remembered: { width: number; stored?: Record<string, string> }[] = [{ width: 260 }, { width: 390, stored: { 'psycare.drawer.width': '390' } }, { width: 0, stored: { 'psycare.drawer.collapsed': 'true' } }];
  for (const { width, stored = {} } of remembered) {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    await prepareContext(context, server.url, 'light', 'en', basic);
    await context.addInitScript((items) => { for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value); }, stored);
    await observeLayoutShift(context);
    const page = await context.newPage();
    await page.goto('/chats/me');
    await page.locator('main h1').waitFor();
    const drawer = page.locator('[data-testid="drawer"]');
    if (width) await expect(drawer).toHaveCSS('width', `${width}px`);
    else await expect(page.locator('[data-testid="drawer-toggle"]')).toHaveAttribute('aria-expanded', 'false');
    await page.waitForTimeout(500);
    const cls = await layoutShift(page);
    console.log(`signed-in CLS with the drawer ${width ? `${width}px wide` : 'collapsed'}: ${cls.toFixed(4)}`);
    expect(cls, `CLS with ${JSON.stringify(stored)}`).toBeLessThan(0.05);
    await context.close();
  }
});

test('login-only routes show the sign-in-required page to visitors', async ({ browser }) => {
  for (const path of ['/chats/new', '/chats/me', `/users/profile/${basic.username}`]) {
    const { page, context } = await open(browser, path, { cookies: { language: 'en' } });
    await expect(page.locator('main h1')).toHaveText('Sign-in required');
    // the log-in link brings the visitor back to this page afterwards (issue 18)
    await expect(page.locator('main').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(path)}`);
    await context.close();
  }
});

test('error pages 404/502/503 and unknown routes, in the layout that matches the session', async ({ browser }) => {
  const visitor = await open(browser, '/no/such/page', { cookies: { language: 'en' } });
  // A path that leads nowhere says so, with a way home; "Oops!" is for what went wrong (issue 18).
  await expect(visitor.page.locator('main h1')).toHaveText('Page not found');
  await expect(visitor.page.locator('main')).toContainText('This page does not exist.');
  await expect(visitor.page.locator('main')).not.toContainText('under development');
  await expect(visitor.page.locator('main').getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  await expect(visitor.page.locator('[data-testid="header-login"]')).toBeVisible();
  await visitor.page.goto('/error/404');
  await expect(visitor.page.getByTestId('not-found')).toBeVisible();
  for (const code of [502, 503]) {
    await visitor.page.goto(`/error/${code}`);
    await expect(visitor.page.locator('main h1')).toHaveText('Oops!');
    await expect(visitor.page.locator('[data-testid="error-code"]')).toHaveText(`Error ${code}`);
    await expect(visitor.page.locator('main')).toContainText('Sorry, an unexpected error occurred');
  }
  await visitor.context.close();
  const member = await browser.newContext({ baseURL: server.url });
  await prepareContext(member, server.url, 'dark', 'es', basic);
  const page = await member.newPage();
  await page.goto('/chats/not-a-chat-id/extra');
  await expect(page.locator('main h1')).toHaveText('Página no encontrada');
  await expect(page.locator('main')).toContainText('Esta página no existe.');
  await expect(page.locator('[data-testid="avatar-menu"]')).toBeVisible();
  await expect(page.locator('[data-testid="header-login"]')).toHaveCount(0);
  await member.close();
});

test('legal pages: terms, privacy and cookies, readable in es and en', async ({ browser }) => {
  const expectations = {
    en: { '/legal/terms': ['at least 18 years old', 'documentation proving that they are active professionals', 'accurate information'],
      '/legal/privacy': ['AES-256-GCM', 'only ever see your username', 'delete your account'],
      '/legal/cookies': ['only a few session cookies', 'no third-party trackers', 'expiredAt'] },
    es: { '/legal/terms': ['al menos 18 años', 'ejercen en activo', 'información veraz'],
      '/legal/privacy': ['AES-256-GCM', 'solo ven tu nombre de usuario', 'eliminar tu cuenta'],
      '/legal/cookies': ['cookies de sesión', 'no hay rastreadores de terceros', 'expiredAt'] },
  };
  for (const [language, pages] of Object.entries(expectations)) {
    const { page, context } = await open(browser, '/', { cookies: { language } });
    for (const [path, texts] of Object.entries(pages)) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: language === 'en' ? 'Legal pages' : 'Páginas legales' }).locator('[aria-current="page"]')).toHaveAttribute('href', path);
      for (const text of texts) await expect(page.locator('main')).toContainText(text);
    }
    await context.close();
  }
});
