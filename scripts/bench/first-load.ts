/*
 * npx tsx scripts/bench/first-load.ts   (after `npm run build`)
 * First-load transfer of `/` (a visitor) and `/chats/new` (signed in), as Chromium receives it: bytes on the
 * wire, headers included, with compression as served and with `Accept-Encoding: identity` for comparison.
 * Serves dist/client from the real application on a fresh SQLite folder. See docs/performance.md.
 */
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startTestServer, type TestServer } from '../../tests/support/server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** the key the built client sends */
const CLIENT_KEY = 'psycare-web';

/** Bytes received for every response of one navigation, until the network is idle. */
async function transfer(page: Page, url: string): Promise<{ bytes: number; requests: number }> {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const all = await Promise.all(sizes);
  page.removeAllListeners('requestfinished');
  return { bytes: all.reduce((a, b) => a + b, 0), requests: all.length };
}

/** An account made through the API and verified through its mailed link. */
async function register(server: TestServer, username: string, password: string) {
  const headers = { 'X-API-KEY': CLIENT_KEY, 'X-LANGUAGE': 'en' };
  const email = `${username.toLowerCase()}@example.com`;
  await server.http.post('/api/auth/register/user').set(headers)
    .send({ email, username, password, password2: password, privacyPolicy: true }).expect(201);
  const mail = server.outbox().find((m) => m.to.includes(email));
  const token = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x').searchParams.get('token');
  await server.http.get('/api/auth/signup/verify').query({ token }).set(headers).expect(200);
}

/** Logs in through the form, as a person does, then clears the browser cache so /chats/new is a first load. */
async function signInThroughForm(page: Page, url: string, username: string, password: string) {
  await page.goto(`${url}/login`);
  await page.locator('main input[name="username_email"]').fill(username);
  await page.locator('main input[name="password"]').fill(password);
  await page.locator('main button[type="submit"]').click();
  await page.waitForURL('**/chats/new');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
}

async function main() {
  const server = await startTestServer({ clientDir: path.resolve('dist/client'), apiKey: CLIENT_KEY });
  const password = 'Str0ng!pass';
  await register(server, 'FirstLoad', password);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const rows: string[] = [];
  for (const encoding of ['as served', 'identity'] as const) {
    const context = await browser.newContext({
      extraHTTPHeaders: encoding === 'identity' ? { 'Accept-Encoding': 'identity' } : {},
    });
    const landing = await transfer(await context.newPage(), `${server.url}/`);
    const page = await context.newPage();
    await signInThroughForm(page, server.url, 'FirstLoad', password);
    const newChat = await transfer(page, `${server.url}/chats/new`);
    rows.push(`| ${encoding} | / (visitor) | ${(landing.bytes / 1000).toFixed(1)} kB | ${landing.requests} |`);
    rows.push(`| ${encoding} | /chats/new (signed in) | ${(newChat.bytes / 1000).toFixed(1)} kB | ${newChat.requests} |`);
    await context.close();
  }
  await browser.close();
  await server.close();
  console.log(`first load, ${new Date().toISOString().slice(0, 10)}\n| encoding | page | transfer | requests |\n| --- | --- | --- | --- |\n${rows.join('\n')}`);
}

void main();
