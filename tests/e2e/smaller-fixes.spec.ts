import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn, type Account } from './accounts.js';
import { apiLogin, applyThroughApi } from './professional-fixtures.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { prepareContext } from './session.js';

/**
 * Smaller things people noticed (issue 18), in es and en: the admin's "Approve" asks first, as "Reject" does;
 * the profile names the language the interface is in; the visitor's menu lists each destination once.
 */
let server: ServerProcess;
let admin: Account;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startServerProcess();
  const created = await createAccount(server, 'approver');
  await server.admin('role', 'approver', 'admin');
  admin = { ...created, session: await apiLogin(server, 'approver') };
});
test.afterAll(async () => { await server?.stop(); });

const WORDS = {
  es: { approveTitle: '¿Aprobar la solicitud de', language: 'Español', menu: 'Menú del sitio',
    links: ['Inicio', 'Hablar', 'Explorar', 'Mis chats', 'Mi diario', 'Sanar', 'Precios', 'Novedades', 'Contacto'] },
  en: { approveTitle: 'Approve the application of', language: 'English', menu: 'Site menu',
    links: ['Home', 'Talk', 'Explore', 'My chats', 'My diary', 'Heal', 'Pricing', 'Releases', 'Contact'] },
} as const;

for (const language of ['es', 'en'] as const) {
  const words = WORDS[language];

  test(`an admin's Approve asks for confirmation; Cancel approves nothing (${language})`, async ({ browser }) => {
    const applicant = `drpending${language}`;
    await applyThroughApi(server, applicant, '12345678Z');
    const page = await openSignedIn(browser, server, admin, language);
    const approvals: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('/approve')) approvals.push(r.url()); });
    await page.goto('/admin');
    const card = page.locator(`[data-testid="application"][data-username="${applicant}"]`);
    await card.getByTestId('approve').click();
    const dialog = page.getByTestId('approve-dialog');
    await expect(dialog).toContainText(`${words.approveTitle} ${applicant}`);
    await dialog.getByTestId('confirm-cancel').click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
    expect(approvals).toEqual([]);

    await card.getByTestId('approve').click();
    const approved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/professionals/${applicant}/approve`));
    await dialog.getByTestId('confirm-ok').click();
    expect((await approved).status()).toBe(200);
    await expect(card).toHaveCount(0);
    await page.context().close();
  });

  test(`the profile shows the language the interface is in, not the one the account was made in (${language})`, async ({ browser }) => {
    const other = language === 'es' ? 'en' : 'es';
    const account = await createAccount(server, `speaker${language}`, other);
    const page = await openSignedIn(browser, server, account, language);
    await page.goto(`/users/profile/${account.username}`);
    const row = page.locator('dt', { hasText: language === 'es' ? 'Idioma' : 'Language' }).locator('xpath=following-sibling::dd[1]');
    await expect(row).toHaveText(words.language);
    await page.context().close();
  });

  test(`the visitor's menu lists each destination once, named in SPEC §2's words (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    await prepareContext(context, server.url, 'light', language);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('site-menu').click();
    const links = page.getByRole('navigation', { name: words.menu }).getByRole('link');
    await expect(links).toHaveText([...words.links]);
    const destinations = await links.evaluateAll((all) => all.map((a) => {
      const url = new URL((a as HTMLAnchorElement).href);
      return url.pathname + url.hash;
    }));
    expect(new Set(destinations).size).toBe(destinations.length);
    await context.close();
  });
}
