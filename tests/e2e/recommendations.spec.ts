import { expect, test, type Page } from '@playwright/test';
import { apiAs, createAccount, openSignedIn, type Account } from './accounts.js';
import { apiLogin, applyThroughApi } from './professional-fixtures.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/**
 * Recommendations are explained (SPEC §1, issue 5): a user who talked about anxiety is shown another person's
 * public chat about anxiety and a verified clinical psychologist (anxiety → clinical, docs/recommendations.md),
 * each card saying why, on the new-chat page and on their own profile, in English and in Spanish. Every
 * fixture is made through the API.
 */
let server: ServerProcess;
let seeker: Account;
const PRO = 'drsteady';
const PUBLIC_TITLE = 'Racing heart before meetings';

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await startServerProcess();
  await createAccount(server, 'reviewadmin');
  await server.admin('role', 'reviewadmin', 'admin');
  const admin: Account = { username: 'reviewadmin', email: 'reviewadmin@example.com', session: await apiLogin(server, 'reviewadmin') };
  await applyThroughApi(server, PRO, '12345678Z', { specialization_area: 'clinical' });
  await apiAs(server, admin, 'POST', `/admin/professionals/${PRO}/approve`);

  const sharer = await createAccount(server, 'opensharer');
  const shared = await apiAs<{ id: string }>(server, sharer, 'POST', '/chats/new/private', { message: 'My heart races before every meeting' });
  await apiAs(server, sharer, 'PUT', `/chats/edit/${shared.id}`, { title: PUBLIC_TITLE, description: '', tags: ['anxiety'] });
  await apiAs(server, sharer, 'PUT', `/chats/share/${shared.id}`, { public: true });

  seeker = await createAccount(server, 'worrieduser');
  const own = await apiAs<{ id: string }>(server, seeker, 'POST', '/chats/new/private', { message: 'I worry all the time about everything' });
  await apiAs(server, seeker, 'PUT', `/chats/edit/${own.id}`, { title: 'Worries', description: '', tags: ['anxiety'] });
});
test.afterAll(async () => { await server?.stop(); });

/** The recommended chat and professional, each with its reason. */
async function expectExplained(page: Page, because: string) {
  const box = page.getByTestId('recommendations');
  const chat = box.locator('[data-testid="recommended-chat"]', { hasText: PUBLIC_TITLE });
  await expect(chat.getByTestId('recommendation-reason')).toHaveText(because);
  await expect(chat.getByTestId('recommendation-reason')).toHaveAttribute('data-tag', 'anxiety');
  const professional = box.locator('[data-testid="recommended-professional"]', { hasText: PRO });
  await expect(professional.getByTestId('recommendation-reason')).toHaveText(because);
  await expect(professional).toHaveAttribute('href', `/users/profile/${PRO}`);
  // the user's own chat is never recommended back to them
  await expect(box.locator('[data-testid="recommended-chat"]', { hasText: 'Worries' })).toHaveCount(0);
}

test('a user who talked about anxiety sees explained recommendations on the new-chat page and their profile', async ({ browser }) => {
  const page = await openSignedIn(browser, server, seeker, 'en');
  await page.goto('/chats/new');
  await expectExplained(page, 'Because you talked about anxiety');
  await page.goto(`/users/profile/${seeker.username}`);
  await expectExplained(page, 'Because you talked about anxiety');
});

test('the same reasons in Spanish', async ({ browser }) => {
  const page = await openSignedIn(browser, server, seeker, 'es');
  await page.goto('/chats/new');
  await expectExplained(page, 'Porque hablaste de ansiedad');
  await page.goto(`/users/profile/${seeker.username}`);
  await expectExplained(page, 'Porque hablaste de ansiedad');
});
