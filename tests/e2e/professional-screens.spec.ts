import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ChatInfo, LoginResponse } from '../../shared/api.js';
import { apiAs, createAccount, type Account } from './accounts.js';
import { apiLogin, applyThroughApi } from './professional-fixtures.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { prepareContext, type Language, type Theme } from './session.js';
import { SCREENS_DIR } from './screenshots.js';

/**
 * Screenshots of the issue 5 pages at 375 and 1280 px, light and dark, es and en (SCREENS_DIR or
 * test-results/screens/<page>-<width>-<theme>-<language>.png), with no horizontal scroll and (in English) no
 * serious axe violation. Data through the API: a verified professional with a public talk and a rating, a
 * pending application, a user whose anxiety chat is shared with the professional, an admin.
 */
let server: ServerProcess;
let sessions: Record<'pro' | 'user' | 'admin', LoginResponse>;
const PRO = 'drcalm';

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServerProcess();
  const admin = await createAccount(server, 'staffadmin');
  await server.admin('role', 'staffadmin', 'admin');
  const staff: Account = { ...admin, session: await apiLogin(server, 'staffadmin') };
  await applyThroughApi(server, PRO, '12345678Z', {
    name: 'Marta', surname: 'Ruiz Calvo', specialization_area: 'clinical', experience_years: '9', birth_date: '1984-05-17',
    description: 'Anxiety and stress at work, with cognitive behavioural therapy.',
  });
  await apiAs(server, staff, 'POST', `/admin/professionals/${PRO}/approve`);
  await applyThroughApi(server, 'drlucia', '87654321X');
  const pro: Account = { username: PRO, email: `${PRO}@example.com`, session: await apiLogin(server, PRO) };
  const talk = await apiAs<ChatInfo>(server, pro, 'POST', '/chats/new/private', { message: 'A few habits that help with sleep: the same wake-up time every day, daylight in the morning and no screens in bed.' });
  await apiAs(server, pro, 'PUT', `/chats/edit/${talk.id}`, { title: 'Sleep hygiene: where to start', description: '', tags: ['stress', 'anxiety'] });
  await apiAs(server, pro, 'PUT', `/chats/share/${talk.id}`, { public: true });
  const user = await createAccount(server, 'seeker');
  const worry = await apiAs<ChatInfo>(server, user, 'POST', '/chats/new/private', { message: 'Work keeps me awake: I cannot sleep before big meetings.' });
  await apiAs(server, user, 'PUT', `/chats/edit/${worry.id}`, { title: 'Sleepless before meetings', description: '', tags: ['anxiety'] });
  await apiAs(server, user, 'PUT', `/chats/share/${worry.id}`, { users: [PRO] });
  await apiAs(server, pro, 'PUT', `/chats/invitations/${worry.id}`, { accept: true });
  await apiAs(server, user, 'PUT', `/users/profile/${PRO}/rating`, { stars: 5 });
  sessions = { pro: pro.session, user: user.session, admin: staff.session };
});
test.afterAll(async () => { await server?.stop(); });

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

const PAGES = [
  { name: 'professional-signup', who: null, path: '/signup/professional', ready: 'input[name="nif"]' },
  { name: 'profile-own', who: 'pro', path: `/users/profile/${PRO}`, ready: '[data-testid="profile-basic"]' },
  { name: 'profile-public', who: 'user', path: `/users/profile/${PRO}`, ready: '[data-testid="rating-stars"]' },
  { name: 'admin-queue', who: 'admin', path: '/admin', ready: '[data-testid="application"]' },
  { name: 'professional-search', who: 'pro', path: '/professionals/search', ready: '[data-testid="search-total"]' },
  { name: 'explore-recommended', who: 'user', path: '/chats', ready: '[data-testid="recommendations"]' },
] as const;

/** The search page is shown with a query whose matches are highlighted. */
async function prepare(page: Page, name: string) {
  if (name !== 'professional-search') return;
  await page.locator('input[name="text"]').fill('sleep');
  await page.getByTestId('search-submit').click();
  await expect(page.locator('[data-testid="search-highlight"] mark').first()).toBeVisible();
}

for (const width of [375, 1280] as const) {
  for (const theme of ['light', 'dark'] as Theme[]) {
    for (const language of ['es', 'en'] as Language[]) {
      test(`issue 5 pages at ${width}px, ${theme}, ${language}`, async ({ browser }) => {
        test.setTimeout(150_000); // six pages, and axe on each in English
        fs.mkdirSync(SCREENS_DIR, { recursive: true });
        for (const shot of PAGES) {
          const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: width === 375 ? 760 : 800 }, colorScheme: theme, reducedMotion: 'reduce' });
          await prepareContext(context, server.url, theme, language, shot.who ? sessions[shot.who] : undefined);
          const page = await context.newPage();
          await page.goto(shot.path);
          await page.locator(shot.ready).first().waitFor({ state: 'visible' });
          await prepare(page, shot.name);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${shot.name} scrolls sideways`).toBeLessThanOrEqual(0);
          await page.screenshot({ path: `${SCREENS_DIR}/${shot.name}-${width}-${theme}-${language}.png`, fullPage: true, animations: 'disabled', caret: 'hide' });
          if (language === 'en') expect(await seriousViolations(page), `${shot.name} (axe)`).toEqual([]);
          await context.close();
        }
      });
    }
  }
}
