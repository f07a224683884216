import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { shot } from './screenshots.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { createChat, prepareContext, signUpAndLogIn, type Language, type TestSession, type Theme } from './session.js';

/**
 * The crisis card as a person meets it on a phone (issue 11, issue 18): it arrives while the chat is open,
 * is announced once to screen readers, names what each link does, is valid list markup for axe, and the
 * reply streaming after it does not scroll it off the top.
 */
let server: ServerProcess;
let member: TestSession;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServerProcess();
  member = await signUpAndLogIn(server, 'carereader');
});
test.afterAll(async () => { await server?.stop(); });

const RISKY: Record<Language, string> = { es: 'ya no quiero vivir, lo tengo decidido', en: "I don't want to be alive anymore" };
const LOCALE: Record<Language, string> = { es: 'es-MX', en: 'en-US' };

async function openChat(browser: Browser, language: Language, theme: Theme, width: number): Promise<Page> {
  const chatId = await createChat(server, member, language === 'es' ? 'Hoy fue un día largo en clase y estoy cansada' : 'Long day at school, I feel tired');
  const context = await browser.newContext({
    baseURL: server.url, viewport: { width, height: 812 }, colorScheme: theme, reducedMotion: 'reduce', locale: LOCALE[language],
  });
  await prepareContext(context, server.url, theme, language, member);
  const page = await context.newPage();
  await page.goto(`/chats/${chatId}`);
  await page.locator('[data-testid="message"][data-sender="bot"]').first().waitFor();
  return page;
}

/** The card's top edge is on screen, at or below the top of the timeline's scroller (not scrolled past). */
async function expectCardTopInView(page: Page) {
  const gap = async () => {
    const card = await page.getByTestId('safety-notice').boundingBox();
    const scroller = await page.locator('.timeline-scroller').boundingBox();
    return card && scroller ? Math.round(card.y - scroller.y) : null;
  };
  await expect.poll(gap).toBeGreaterThanOrEqual(0);
  await expect(page.getByTestId('safety-notice')).toBeInViewport();
}

/** Sends the risky message and waits for the reply after the card to finish streaming. */
async function sendRisky(page: Page, language: Language) {
  const bots = page.locator('[data-testid="message"][data-sender="bot"]');
  const before = await bots.count();
  await page.getByTestId('composer').fill(RISKY[language]);
  await page.getByTestId('composer').press('Enter');
  await page.getByTestId('safety-notice').waitFor();
  await expect(bots).toHaveCount(before + 1);
  await expect(bots.last()).not.toHaveAttribute('data-status', 'PENDING', { timeout: 20_000 });
  await page.waitForTimeout(300); // the last layout after the reply is complete
}

test('es-MX on a phone: the Mexican line, each link saying what it does, one alert, valid list markup, the card kept in view', async ({ browser }) => {
  const page = await openChat(browser, 'es', 'light', 375);
  await sendRisky(page, 'es');
  const card = page.getByTestId('safety-notice');
  await expect(card.getByRole('alert')).toContainText('No estás solo');
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(card.getByRole('link', { name: 'Llamar al 800 911 2000' })).toHaveAttribute('href', 'tel:8009112000');
  await expect(card.getByRole('link', { name: 'Llamar al 911' })).toHaveAttribute('href', 'tel:911');
  // no link labelled "Website" dials a number, and no number floats without a label
  for (const href of await card.getByRole('link', { name: /Sitio web/ }).evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^https:\/\//);
  }
  for (const text of await card.getByRole('link').allInnerTexts()) expect(text).toMatch(/^(Llamar al|Enviar SMS al|Sitio web)/);
  await expectCardTopInView(page);
  const axe = await new AxeBuilder({ page }).include('[data-testid="safety-notice"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  const whole = await new AxeBuilder({ page }).analyze();
  expect(whole.violations.filter((v) => ['list', 'listitem'].includes(v.id)).map((v) => v.id)).toEqual([]);
  await shot(page, 'safety-notice-es-light-375');
  await page.reload();
  await page.getByTestId('safety-notice').waitFor();
  await expect(page.getByRole('alert')).toHaveCount(0); // a card already there when the chat opens is not announced again
  await page.context().close();
});

test('en-US on a phone: Call 988, Text 988 (sms:) and the Website, the emergency number', async ({ browser }) => {
  const page = await openChat(browser, 'en', 'dark', 375);
  await sendRisky(page, 'en');
  const card = page.getByTestId('safety-notice');
  await expect(card.getByRole('alert')).toContainText('You are not alone');
  await expect(card.getByRole('link', { name: 'Call 988', exact: true })).toHaveAttribute('href', 'tel:988');
  await expect(card.getByRole('link', { name: 'Text 988', exact: true })).toHaveAttribute('href', 'sms:988');
  await expect(card.getByRole('link', { name: 'Website: 988 Suicide & Crisis Lifeline' })).toHaveAttribute('href', 'https://988lifeline.org');
  await expect(card.getByRole('link', { name: 'Call 911', exact: true })).toHaveAttribute('href', 'tel:911');
  await expectCardTopInView(page);
  const axe = await new AxeBuilder({ page }).include('[data-testid="safety-notice"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await shot(page, 'safety-notice-en-dark-375');
  await page.context().close();
});

for (const [language, theme, width] of [['es', 'dark', 375], ['en', 'light', 375], ['en', 'light', 1280], ['es', 'light', 1280]] as const) {
  test(`screenshot: the card in ${language}, ${theme}, ${width} px`, async ({ browser }) => {
    const page = await openChat(browser, language, theme, width);
    await sendRisky(page, language);
    await expectCardTopInView(page);
    await shot(page, `safety-notice-${language}-${theme}-${width}`);
    await page.context().close();
  });
}
