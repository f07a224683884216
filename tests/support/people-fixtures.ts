import type { Test } from 'supertest';
import { headers, signUp, waitFor, type TestServer } from './server.js';

/** Files whose first bytes say what they are, and some that only pretend. */
export const FILES = {
  pdf: () => Buffer.concat([Buffer.from('%PDF-1.7\n% licence of a psychologist\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-and-the-rest-of-a-png')]),
  jpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-and-the-rest-of-a-jpeg')]),
  webp: () => Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 and-the-rest')]),
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58, 0), Buffer.from('PE\0\0This program cannot be run in DOS mode.')]),
  html: () => Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
};

export const PASSWORD = 'Str0ng!pass';

/** A valid professional sign-up; every text part as a form sends it. */
export function proFields(username: string, overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    email: `${username.toLowerCase()}@example.com`, username, password: PASSWORD, password2: PASSWORD, privacyPolicy: 'true',
    name: 'Ana', surname: 'García', phone: '+34 600 123 456', license: 'M-28123', country_iso: 'es',
    description: 'Clinical psychologist, anxiety and stress.', experience_years: '12', specialization_area: 'clinical',
    birth_date: '1985-04-12', nif: '12345678Z', ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

export interface Attachment { data: Buffer; filename: string; contentType: string }
export const attachment = (data: Buffer, filename = 'licence.pdf', contentType = 'application/pdf'): Attachment => ({ data, filename, contentType });

/** A multipart request: text parts first, then files in `field`. */
export function multipart(request: Test, fields: Record<string, string>, files: Attachment[], field = 'documents'): Test {
  let req = request;
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  for (const file of files) req = req.attach(field, file.data, { filename: file.filename, contentType: file.contentType });
  return req;
}

export function registerProfessional(server: TestServer, username: string, overrides: Record<string, string | undefined> = {},
  files: Attachment[] = [attachment(FILES.pdf())], language: 'es' | 'en' = 'en') {
  return multipart(server.http.post('/api/auth/register/professional').set(headers(undefined, language)), proFields(username, overrides), files);
}

const tokenIn = (text: string | undefined) => new URL(/https?:\/\/\S+/.exec(text ?? '')?.[0] ?? 'http://x').searchParams.get('token');

/** Verifies through the mailed link and logs in. */
export async function verifyAndLogin(server: TestServer, username: string, password = PASSWORD) {
  const email = `${username.toLowerCase()}@example.com`;
  const mail = await waitFor(() => server.outbox().reverse().find((m) => m.to.includes(email) && /verif|confirm/i.test(m.subject)));
  const verified = await server.http.get('/api/auth/signup/verify').query({ token: tokenIn(mail.text) }).set(headers());
  if (verified.status !== 200) throw new Error(`verify ${verified.status}`);
  const login = await server.http.post('/api/auth/login').set(headers()).send({ username_email: username, password });
  if (login.status !== 200) throw new Error(`login ${login.status}`);
  return login.body as { username: string; token: string };
}

/** A signed-up account given a staff role in the store, as the admin CLI does. */
export async function signUpAs(server: TestServer, username: string, role: 'admin' | 'superadmin' | 'professional' | 'user') {
  const user = await signUp(server, username);
  if (role !== 'user') await server.store.users.update(username, { role });
  return user;
}

/** Signs up as a professional, verifies, and has an admin approve: a verified professional with a badge. */
export async function approvedProfessional(server: TestServer, username: string, admin: { token: string }, overrides: Record<string, string | undefined> = {}) {
  const registered = await registerProfessional(server, username, overrides);
  if (registered.status !== 201) throw new Error(`register ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await verifyAndLogin(server, username);
  const approved = await server.http.post(`/api/admin/professionals/${username}/approve`).set(headers(admin.token));
  if (approved.status !== 200) throw new Error(`approve ${approved.status} ${JSON.stringify(approved.body)}`);
  return login;
}

/** Every mail to `to` so far, oldest first. */
export const mailsTo = (server: TestServer, to: string) => server.outbox().filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
export { tokenIn };
