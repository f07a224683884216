import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn, type Account } from './accounts.js';
import { apiLogin, applyThroughApi } from './professional-fixtures.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/**
 * Staff work in the admin area: rejecting a professional application with a reason that reaches the
 * applicant by mail, and changing another account's role and subscription, which that person's open page
 * follows live. The admin is promoted with the admin CLI; the application is made through the API.
 */
let server: ServerProcess;
let admin: Account;
let member: Account;
const APPLICANT = 'drhopeful';
const REASON = 'The licence number does not match the document: send a readable copy of your licence.';

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startServerProcess();
  const created = await createAccount(server, 'chiefadmin');
  await server.admin('role', 'chiefadmin', 'admin');
  // the CLI ends the account's sessions so the role applies at the next login
  admin = { ...created, session: await apiLogin(server, 'chiefadmin') };
  member = await createAccount(server, 'plainmember');
  await applyThroughApi(server, APPLICANT, '12345678Z');
});
test.afterAll(async () => { await server?.stop(); });

test('an admin rejects a pending application with a reason, and the rejection mail carries it', async ({ browser }) => {
  const page = await openSignedIn(browser, server, admin, 'en');
  await page.goto('/admin');
  const card = page.locator(`[data-testid="application"][data-username="${APPLICANT}"]`);
  await card.getByTestId('reject').click();
  const dialog = page.getByTestId('reject-dialog');
  // a reason is required: it is what the applicant is told
  await dialog.getByTestId('reject-confirm').click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.locator('textarea[name="reason"]').fill(REASON);
  const rejected = page.waitForResponse((r) => r.url().endsWith(`/api/admin/professionals/${APPLICANT}/reject`));
  await dialog.getByTestId('reject-confirm').click();
  expect((await rejected).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('queue-empty')).toBeVisible();

  await page.getByTestId('status-rejected').click();
  await expect(page.locator(`[data-testid="application"][data-username="${APPLICANT}"]`)).toContainText(REASON);

  // the mail goes out after the answer: wait for it in the outbox
  const rejectionText = () => server.outbox().find((m) => m.to.includes(`${APPLICANT}@example.com`) && /review/i.test(m.subject))?.text ?? '';
  await expect.poll(rejectionText).toContain(`Reason: ${REASON}`);
});

test('an admin makes another account a professional with Premium; their open page follows live, and the profile shows it', async ({ browser }) => {
  const person = await openSignedIn(browser, server, member, 'en');
  await person.goto(`/users/profile/${member.username}`);
  await expect(person.getByTestId('subscription')).toHaveText('Basic');
  await expect(person.getByTestId('nav-diary')).toHaveCount(0);

  const page = await openSignedIn(browser, server, admin, 'en');
  await page.goto('/admin');
  await page.locator('input[name="account-username"]').fill(member.username);
  await page.locator('select[name="role"]').selectOption('professional');
  await page.getByTestId('set-role').click();
  await expect(page.getByRole('status').filter({ hasText: member.username })).toContainText('Professional');
  await page.locator('select[name="plan"]').selectOption('premium');
  await page.getByTestId('set-plan').click();
  await expect(page.getByRole('status').filter({ hasText: member.username })).toContainText('Premium');

  // the open page follows at once, over the socket: the diary link and the professional search appear
  await expect(person.getByTestId('nav-diary')).toBeVisible();
  await person.getByTestId('avatar-menu').click();
  await expect(person.getByTestId('menu-professional-search')).toBeVisible();
  await person.keyboard.press('Escape');

  await person.reload();
  await expect(person.getByTestId('role-badge')).toHaveText('Professional');
  await expect(person.getByTestId('subscription')).toHaveText('Premium');
  await expect(person.getByTestId('nav-diary')).toBeVisible();
  await person.getByTestId('avatar-menu').click();
  await expect(person.getByTestId('menu-professional-search')).toBeVisible();
});
