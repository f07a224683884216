import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, PASSWORD, signIn, type Account } from './accounts.js';
import { apiLogin, avatarMenu, logInThroughForm, PDF, PNG } from './professional-fixtures.js';
import { shot } from './screenshots.js';
import { linkFor, startServerProcess, type ServerProcess } from './server-process.js';

/**
 * Issue 5 end to end: a professional applies through the form with documents, an admin opens a document and
 * approves them, the approval mail goes out, the professional's profile shows the badge, a user shares a chat
 * with them and they talk live, then the user rates the professional and writes a direct message that the
 * professional sees arrive without reloading.
 */
let server: ServerProcess;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => { server = await startServerProcess(); });
test.afterAll(async () => { await server?.stop(); });

const PRO = 'drcalm';
const PRO_EMAIL = `${PRO}@example.com`;
const fullShot = (page: Page, name: string) => shot(page, name, true);

async function newPage(browser: Browser, language: 'es' | 'en', account?: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'language', value: language, url: server.url }]);
  if (account) await signIn(context, server, account, language);
  return context.newPage();
}

const yearsAgo = (years: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
};

test('a professional applies, is approved by an admin, talks live with a user, is rated and messaged', async ({ browser }) => {
  test.setTimeout(150_000);

  // 1. The professional signs up through the form, reached from /login/check.
  const pro = await newPage(browser, 'en');
  await pro.goto('/login/check');
  await pro.getByTestId('login-check-professional').click();
  await pro.waitForURL('**/signup/professional');
  const form = pro.getByTestId('professional-signup');
  await form.locator('input[name="email"]').fill(PRO_EMAIL);
  await form.locator('input[name="username"]').fill(PRO);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[name="password2"]').fill(PASSWORD);
  await form.locator('input[name="name"]').fill('Marta');
  await form.locator('input[name="surname"]').fill('Ruiz Calvo');
  await form.locator('input[name="phone"]').fill('+34 600 123 456');
  await form.locator('input[name="license"]').fill('M-19544');
  await form.locator('select[name="country_iso"]').selectOption('ES');
  await form.locator('input[name="experience_years"]').fill('9');
  await form.locator('select[name="specialization_area"]').selectOption('clinical');
  await form.locator('textarea[name="description"]').fill('Anxiety and stress at work, with cognitive behavioural therapy.');
  // The shared rules run in the browser: a minor and a NIF with the wrong check letter are refused at once.
  await form.locator('input[name="birth_date"]').fill(yearsAgo(17));
  await form.locator('input[name="birth_date"]').blur();
  await expect(form.getByText('You must be at least 18 years old')).toBeVisible();
  await form.locator('input[name="birth_date"]').fill('1984-05-17');
  await form.locator('input[name="nif"]').fill('12345678A');
  await form.locator('input[name="nif"]').blur();
  await expect(form.getByText('The letter does not match the number')).toBeVisible();
  await form.locator('input[name="nif"]').fill('12345678-z');
  await expect(form.getByText('The letter does not match the number')).toBeHidden();
  // Documents are checked by content and size before upload: a text file renamed .pdf is turned away.
  const input = form.getByTestId('documents-input');
  await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some notes') });
  await expect(form.getByText('notes.pdf was not added')).toBeVisible();
  await input.setInputFiles([
    { name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'diploma.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(form.getByTestId('documents-list').locator('li')).toHaveCount(2);
  await form.locator('input[name="privacyPolicy"]').check();
  await fullShot(pro, 'professional-signup-filled-1280-en');
  const registered = pro.waitForResponse((r) => r.url().endsWith('/api/auth/register/professional'));
  await form.locator('button[type="submit"]').click();
  expect((await registered).status()).toBe(201);
  await expect(pro.getByTestId('professional-signup-done')).toContainText('reviewed by our staff in a few days');
  const verify = new URL(linkFor(server, PRO_EMAIL));
  await pro.goto(verify.pathname + verify.search);
  await expect(pro.locator('main h1')).toBeVisible();

  // 2. An admin (promoted with the admin CLI, then logged in) opens a document and approves the application.
  await createAccount(server, 'staffadmin');
  await server.admin('role', 'staffadmin', 'admin');
  const admin = await newPage(browser, 'es');
  await logInThroughForm(admin, 'staffadmin');
  await avatarMenu(admin, 'menu-admin');
  await admin.waitForURL('**/admin');
  const card = admin.locator(`[data-testid="application"][data-username="${PRO}"]`);
  await expect(card).toContainText('Psicología clínica');
  await expect(card).toContainText('12345678Z');
  await expect(card).toContainText('España');
  await fullShot(admin, 'admin-queue-journey-1280-es');
  const popup = admin.waitForEvent('popup');
  await card.getByTestId('open-document').nth(1).click();
  const documentTab = await popup;
  await expect.poll(() => documentTab.url()).toMatch(/^blob:/);
  await documentTab.close();
  const approved = admin.waitForResponse((r) => r.url().endsWith(`/api/admin/professionals/${PRO}/approve`));
  await card.getByTestId('approve').click();
  const confirm = admin.getByTestId('approve-dialog');
  await expect(confirm).toContainText(PRO);
  await confirm.getByTestId('confirm-ok').click();
  expect((await approved).status()).toBe(200);
  await expect(admin.getByTestId('queue-empty')).toBeVisible();

  // 3. The approval e-mail is in the outbox, in the professional's language.
  // the approval mail is sent after the answer, not awaited by it: wait for it to land in the outbox
  const approvalText = () => server.outbox().find((m) => m.to.includes(PRO_EMAIL) && /verified/i.test(m.subject))?.text ?? '';
  await expect.poll(approvalText).toContain('verified badge');

  // 4. The professional logs in; their profile shows the badge, and the search is in their menu.
  await logInThroughForm(pro, PRO);
  await avatarMenu(pro, 'menu-profile');
  await pro.waitForURL(`**/users/profile/${PRO}`);
  await expect(pro.getByTestId('verified-badge').first()).toBeVisible();
  await expect(pro.getByTestId('role-badge')).toHaveText('Professional');
  await fullShot(pro, 'profile-own-professional-1280-en');

  // 5. A user shares a chat with the professional through the share dialog.
  const seeker = await createAccount(server, 'seeker');
  const user = await newPage(browser, 'es', seeker);
  await user.goto('/chats/new');
  await user.locator('[data-bot-key="__private__"]').click();
  await user.locator('textarea[name="message"]').fill('Últimamente me cuesta dormir por la ansiedad del trabajo');
  await user.locator('form button[type="submit"]').click();
  await user.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
  const chatPath = new URL(user.url()).pathname;
  await user.getByTestId('share-open').click();
  const dialog = user.getByTestId('share-dialog');
  await dialog.locator('input[name="share-mode"][value="users"]').check();
  await dialog.locator('input[name="share-username"]').fill(PRO);
  await dialog.getByTestId('share-add').click();
  await dialog.getByTestId('share-submit').click();
  await expect(dialog).toBeHidden();

  // 6. The professional accepts the invitation in the drawer (issue 14), then replies; the user sees it without reloading.
  await pro.goto('/chats/me');
  await pro.locator(`#app-drawer [data-testid="invitation"][data-chat-id="${chatPath.split('/').pop()}"]`).getByTestId('invitation-accept').click();
  await pro.waitForURL(`**${chatPath}`);
  const reply = 'Gracias por escribir. ¿Desde cuándo te pasa?';
  await pro.getByTestId('composer').fill(reply);
  await pro.getByTestId('composer').press('Enter');
  await expect(user.locator('[data-testid="message"]', { hasText: reply })).toBeVisible();

  // 7. The user follows the professional's name to the profile, rates them and writes a direct message.
  await pro.goto('/chats/me?only_external_chats=true');
  await expect(pro.getByTestId('chat-item')).toHaveCount(1);
  const proShared = pro.locator('#app-drawer').getByTestId('drawer-group-shared');
  await expect(proShared.getByTestId('drawer-chat')).toHaveCount(1);
  await user.locator('[data-testid="message"]', { hasText: reply }).getByTestId('user-link').click();
  await user.waitForURL(`**/users/profile/${PRO}`);
  await expect(user.getByTestId('verified-badge').first()).toBeVisible();
  await expect(user.getByTestId('profile-page')).not.toContainText(PRO_EMAIL);
  await expect(user.getByTestId('profile-page')).not.toContainText('600 123 456');
  await user.getByTestId('star-4').click();
  await expect(user.getByTestId('rating-summary')).toHaveAttribute('data-count', '1');
  await expect(user.getByTestId('rating-summary')).toHaveAttribute('data-average', '4');
  await user.getByTestId('star-5').click();
  await expect(user.getByTestId('rating-summary')).toHaveAttribute('data-average', '5');
  await expect(user.getByTestId('rating-summary')).toHaveAttribute('data-count', '1');
  await fullShot(user, 'profile-public-professional-1280-es');
  await user.getByTestId('direct-message').click();
  const direct = 'Hola, ¿podrías recomendarme alguna rutina para dormir mejor?';
  await user.getByTestId('direct-dialog').locator('textarea').fill(direct);
  await user.getByTestId('direct-send').click();
  await user.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
  expect(new URL(user.url()).pathname).not.toBe(chatPath);
  await expect(user.locator('[data-testid="message"]', { hasText: direct })).toBeVisible();
  const directId = new URL(user.url()).pathname.split('/').pop();

  // 8. The professional sees the new direct-message chat arrive (and the unread dot) without reloading,
  // in the list and in the drawer's "Shared with me".
  await expect(pro.getByTestId('chat-item')).toHaveCount(2);
  await expect(pro.getByTestId('drawer-toggle-dot')).toBeVisible();
  const directInDrawer = proShared.locator(`[data-testid="drawer-chat"][data-chat-id="${directId}"]`);
  await expect(directInDrawer).toBeVisible();
  await expect(directInDrawer.getByTestId('unread-dot')).toBeVisible();
  await expect(proShared.getByTestId('group-unread-dot')).toBeVisible();
  await expect(proShared.getByTestId('group-count')).toHaveAttribute('data-count', '2');
  await pro.locator('[data-testid="chat-item"]', { hasNotText: 'dormir por la ansiedad' }).first().getByTestId('chat-link').click();
  await expect(pro.locator('[data-testid="message"]', { hasText: direct })).toBeVisible();
});

test('own profile: validated edit, contact shown by choice, picture with preview; staff grant Premium; an account is deleted', async ({ browser }) => {
  test.setTimeout(120_000);
  const pro = await newPage(browser, 'en', { username: PRO, email: PRO_EMAIL, session: await apiLogin(server, PRO) });
  await pro.goto(`/users/profile/${PRO}`);
  await pro.getByTestId('edit-profile-open').click();
  const edit = pro.getByTestId('edit-profile');
  await edit.locator('input[name="phone"]').fill('call me');
  await edit.getByTestId('profile-save').click();
  await expect(edit.getByText('Enter a valid phone number')).toBeVisible();
  await edit.locator('input[name="phone"]').fill('+34 600 123 457');
  await edit.locator('input[name="show_contact"]').check();
  const saved = pro.waitForResponse((r) => r.url().endsWith('/api/users/me/profile'));
  await edit.getByTestId('profile-save').click();
  expect((await saved).status()).toBe(200);
  await expect(pro.getByTestId('profile-info')).toContainText('+34 600 123 457');

  // A picture: checked by content first (a GIF is refused), previewed, then saved.
  const picture = pro.getByTestId('avatar-input');
  await picture.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00') });
  await expect(pro.getByTestId('avatar-editor')).toContainText('The picture must be PNG, JPEG or WebP.');
  await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(pro.getByTestId('avatar-preview')).toBeVisible();
  const uploaded = pro.waitForResponse((r) => r.url().endsWith('/api/users/me/avatar'));
  await pro.getByTestId('avatar-save').click();
  expect((await uploaded).status()).toBe(200);
  await expect(pro.getByTestId('user-avatar').first().locator('img')).toHaveAttribute('src', new RegExp(`/api/users/avatar/${PRO}\\?v=`));

  // Now that the professional chose to show them, a signed-in user sees the contact details and the picture.
  const seeker: Account = { username: 'seeker', email: 'seeker@example.com', session: await apiLogin(server, 'seeker') };
  const user = await newPage(browser, 'en', seeker);
  await user.goto(`/users/profile/${PRO}`);
  await expect(user.getByTestId('profile-contact')).toContainText(PRO_EMAIL);
  await expect(user.getByTestId('profile-contact')).toContainText('Marta Ruiz Calvo');
  await expect(user.getByTestId('user-avatar').first().locator('img')).toBeVisible();
  // Not staff: no admin entry in the menu, and /admin is the 404 page.
  await user.getByTestId('avatar-menu').click();
  await expect(user.getByTestId('menu-profile')).toBeVisible();
  await expect(user.getByTestId('menu-admin')).toHaveCount(0);
  await user.goto('/admin');
  await expect(user.getByTestId('not-found')).toBeVisible();

  // Staff grant Premium ("coming soon" for sale); the user's profile shows it and the diary appears in the bar.
  const admin = await newPage(browser, 'es', { username: 'staffadmin', email: 'staffadmin@example.com', session: await apiLogin(server, 'staffadmin') });
  await admin.goto('/admin');
  await admin.locator('input[name="account-username"]').fill('seeker');
  await admin.locator('select[name="plan"]').selectOption('premium');
  await admin.getByTestId('set-plan').click();
  await expect(admin.getByRole('status').filter({ hasText: 'seeker' })).toContainText('Premium');
  await user.goto('/users/profile/seeker');
  await expect(user.getByTestId('subscription')).toHaveText('Premium');
  await expect(user.getByTestId('nav-diary')).toBeVisible();

  // Deleting an account: confirmation (focus on Cancel), then the session is gone and the visitor is on /.
  const leaver = await createAccount(server, 'leaver');
  const page = await newPage(browser, 'en', leaver);
  await page.goto('/users/profile/leaver');
  await page.getByTestId('delete-account').click();
  const dialog = page.getByTestId('delete-account-dialog');
  await expect(dialog).toContainText('irreversible');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  const deleted = page.waitForResponse((r) => r.url().endsWith('/api/users/me') && r.request().method() === 'DELETE');
  await page.getByTestId('delete-account-confirm').click();
  expect((await deleted).status()).toBe(200);
  await page.waitForURL(`${server.url}/`);
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST', headers: { 'X-API-KEY': 'psycare-web', 'Content-Type': 'application/json' },
    body: JSON.stringify({ username_email: 'leaver', password: PASSWORD }),
  });
  expect(login.status).toBe(401);
});
