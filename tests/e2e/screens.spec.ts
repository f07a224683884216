import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { createChat, prepareContext, signUpAndLogIn, type Language, type TestSession, type Theme } from './session.js';
import { SCREENS_DIR } from './screenshots.js';

/**
 * Screenshots of the main pages at 375 and 1280 px, light and dark, es and en, in test-results/screens/
 * (<page>-<width>-<theme>-<language>.png), and no horizontal scroll at 375 px. One server, one user and one
 * chat for the whole file; two contexts per combination (a visitor and the signed-in user).
 */
let server: ServerProcess;
let session: TestSession;
let chatId: string;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServerProcess();
  session = await signUpAndLogIn(server, 'screenshots');
  chatId = await createChat(server, session, 'I have trouble sleeping because I keep worrying about my exams');
});
test.afterAll(async () => { await server?.stop(); });

interface Shot {
  name: string;
  path: () => string;
  ready: string;
  signedIn: boolean;
}

const SHOTS: Shot[] = [
  { name: 'landing', path: () => '/', ready: 'main h1', signedIn: false },
  { name: 'login', path: () => '/login', ready: 'input[name="username_email"]', signedIn: false },
  { name: 'signup', path: () => '/signup/user', ready: 'input[name="username"]', signedIn: false },
  { name: 'error-404', path: () => '/error/404', ready: '[data-testid="not-found"]', signedIn: false },
  { name: 'new-chat', path: () => '/chats/new', ready: '[data-testid="bot-option"]', signedIn: true },
  { name: 'chat', path: () => `/chats/${chatId}`, ready: '[data-testid="message"][data-sender="bot"]', signedIn: true },
  { name: 'explore', path: () => '/chats', ready: 'main h1', signedIn: true },
  { name: 'profile', path: () => `/users/profile/${session.username}`, ready: 'main h1', signedIn: true },
];

const WIDTHS = [375, 1280] as const;
const THEMES: Theme[] = ['light', 'dark'];
const LANGUAGES: Language[] = ['es', 'en'];

async function open(page: Page, path: string, ready: string) {
  await page.goto(path);
  await page.locator(ready).first().waitFor({ state: 'visible' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function contexts(browser: Browser, width: number, theme: Theme, language: Language) {
  const options = { baseURL: server.url, viewport: { width, height: width === 375 ? 760 : 800 }, colorScheme: theme, reducedMotion: 'reduce' } as const;
  const visitor = await browser.newContext(options);
  const member = await browser.newContext(options);
  await prepareContext(visitor, server.url, theme, language);
  await prepareContext(member, server.url, theme, language, session);
  return { visitor, member };
}

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    for (const language of LANGUAGES) {
      test(`screenshots at ${width}px, ${theme}, ${language}`, async ({ browser }) => {
        fs.mkdirSync(SCREENS_DIR, { recursive: true });
        const { visitor, member } = await contexts(browser, width, theme, language);
        const pages = { visitor: await visitor.newPage(), member: await member.newPage() };
        for (const shot of SHOTS) {
          const page = shot.signedIn ? pages.member : pages.visitor;
          await open(page, shot.path(), shot.ready);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await page.screenshot({ path: `${SCREENS_DIR}/${shot.name}-${width}-${theme}-${language}.png`, fullPage: true, animations: 'disabled', caret: 'hide' });
        }
        await visitor.close();
        await member.close();
      });
    }
  }
}

test('no page scrolls horizontally at 375 px', async ({ browser }) => {
  const extra: Shot[] = [
    { name: 'login-check', path: () => '/login/check', ready: 'main h1', signedIn: false },
    { name: 'remember', path: () => '/remember/password', ready: 'main h1', signedIn: false },
    { name: 'terms', path: () => '/legal/terms', ready: 'main h1', signedIn: false },
    { name: 'privacy', path: () => '/legal/privacy', ready: 'main h1', signedIn: false },
    { name: 'cookies', path: () => '/legal/cookies', ready: 'main h1', signedIn: false },
    { name: 'error-503', path: () => '/error/503', ready: 'main h1', signedIn: false },
    { name: 'unknown', path: () => '/no/such/page', ready: 'main h1', signedIn: false },
    { name: 'my-chats', path: () => '/chats/me', ready: 'main h1', signedIn: true },
    { name: 'landing-signed-in', path: () => '/', ready: 'main h1', signedIn: true },
  ];
  const overflowing: string[] = [];
  for (const language of LANGUAGES) {
    const { visitor, member } = await contexts(browser, 375, 'light', language);
    const pages = { visitor: await visitor.newPage(), member: await member.newPage() };
    for (const shot of [...SHOTS, ...extra]) {
      const page = shot.signedIn ? pages.member : pages.visitor;
      await open(page, shot.path(), shot.ready);
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) overflowing.push(`${shot.path()} (${language}): ${overflow}px`);
    }
    await visitor.close();
    await member.close();
  }
  expect(overflowing).toEqual([]);
});
