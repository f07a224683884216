import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, createAccount, openSignedIn, type Account } from './accounts.js';
import { apiLogin, applyThroughApi } from './professional-fixtures.js';
import { shot } from './screenshots.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/**
 * Issue 18: "Professional search for 'ansiedad' finds nothing, while a professional's description says
 * 'ansiedad'." A signed-in person opens "Find a professional" from the account menu, searches "ansiedad", sees
 * the approved professional (speciality and country in their language) but never a pending applicant, and
 * opens the profile, where the direct message lives.
 */
let server: ServerProcess;
let reader: Account;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startServerProcess();
  const created = await createAccount(server, 'dirstaff');
  await server.admin('role', 'dirstaff', 'admin');
  const admin = { ...created, session: await apiLogin(server, 'dirstaff') };
  await applyThroughApi(server, 'drduelo', '12345678Z', {
    description: 'Ansiedad y duelo: acompaño pérdidas recientes y ataques de pánico.', specialization_area: 'forensic', country_iso: 'DE',
  });
  await apiAs(server, admin, 'POST', '/admin/professionals/drduelo/approve');
  await applyThroughApi(server, 'drwaiting', '87654321X', { description: 'Ansiedad y duelo también.' });
  reader = await createAccount(server, 'seeker');
});
test.afterAll(async () => { await server?.stop(); });

const WORDS = {
  es: { menu: 'Buscar un profesional', speciality: 'Psicología forense', country: 'Alemania', total: '1 profesional' },
  en: { menu: 'Find a professional', speciality: 'Forensic psychology', country: 'Germany', total: '1 professional' },
} as const;

async function search(page: Page, words: string) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/professionals?') && r.url().includes(`q=${words}`));
  await page.getByTestId('directory-query').fill(words);
  expect((await answered).status()).toBe(200);
}

for (const language of ['es', 'en'] as const) {
  const words = WORDS[language];

  test(`"ansiedad" finds the approved professional and opens their profile (${language})`, async ({ browser }) => {
    const page = await openSignedIn(browser, server, reader, language);
    await page.goto('/chats/me');
    await page.getByTestId('avatar-menu').click();
    await expect(page.getByTestId('menu-find-professional')).toHaveText(words.menu);
    await page.getByTestId('menu-find-professional').click();
    await page.waitForURL('**/professionals');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.menu);

    await search(page, 'ansiedad');
    await expect(page).toHaveURL(/\/professionals\?q=ansiedad$/);
    const cards = page.getByTestId('directory-professional');
    await expect(cards).toHaveCount(1);
    await expect(page.getByTestId('directory-total')).toHaveText(words.total);
    const card = cards.first();
    await expect(card).toContainText('drduelo');
    await expect(card).toContainText(words.speciality);
    await expect(card).toContainText(words.country);
    await expect(page.getByText('drwaiting')).toHaveCount(0);
    await shot(page, `directory-${language}-1280`, true);

    // the country in the other language finds the same person
    await search(page, language === 'es' ? 'germany' : 'alemania');
    await expect(cards).toHaveCount(1);

    await card.click();
    await page.waitForURL('**/users/profile/drduelo');
    await expect(page.getByTestId('direct-message')).toBeVisible();
    await page.context().close();
  });

  test(`the directory on a phone, 375 px (${language})`, async ({ browser }) => {
    const page = await openSignedIn(browser, server, reader, language, 375);
    await page.goto('/professionals?q=ANSIEDÁD');
    await expect(page.getByTestId('directory-professional')).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, `directory-${language}-375`, true);
    // dark theme, as the theme switcher leaves it; axe finds nothing serious in either
    await page.context().addCookies([{ name: 'theme', value: 'dark', url: server.url }]);
    await page.reload();
    await expect(page.getByTestId('directory-professional')).toHaveCount(1);
    const serious = (await new AxeBuilder({ page }).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.html}`);
    expect(serious).toEqual([]);
    await shot(page, `directory-${language}-375-dark`, true);
    await search(page, 'nadie-tiene-esto');
    await expect(page.getByTestId('directory-professional')).toHaveCount(0);
    await shot(page, `directory-${language}-375-none`);
    await page.context().close();
  });
}
