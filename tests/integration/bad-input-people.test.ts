import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type User } from '../support/chat-fixtures.js';
import { approvedProfessional, attachment, FILES, multipart, proFields, signUpAs, type Attachment } from '../support/people-fixtures.js';
import { headers, signUp, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: User;
let pro: User;
let user: User;
let accepted = 0;

beforeAll(async () => {
  server = await startTestServer({ peopleLimits: { professionalSignUpPerIp: 10_000, contactPerIp: 10_000, newsletterPerIp: 10_000 } });
  admin = await signUpAs(server, 'admin1', 'admin');
  pro = await approvedProfessional(server, 'DrPro1', admin);
  user = await signUp(server, 'plain1');
});
afterAll(async () => { await server?.close(); });

const MB = 1024 * 1024;
const pdf = (data = FILES.pdf(), name = 'licence.pdf') => attachment(data, name, 'application/pdf');
let serial = 0;
const fresh = () => `New${++serial}user`;

// ---- professional sign-up: [name, field overrides, files?, status, code] ----------------------------------
type SignUpRow = [string, Record<string, string | undefined>, Attachment[] | null, number, string | null];
const SIGN_UP: SignUpRow[] = [
  ['a NIF with the wrong letter', { nif: '12345678A' }, null, 400, 'nif_letter'],
  ['a NIF with 7 digits', { nif: '1234567Z' }, null, 400, 'nif_invalid'],
  ['a NIF with 9 digits', { nif: '123456789Z' }, null, 400, 'nif_invalid'],
  ['a NIF with a letter among the digits', { nif: '1234A678Z' }, null, 400, 'nif_invalid'],
  ['a NIF without its letter', { nif: '12345678' }, null, 400, 'nif_invalid'],
  ['an empty NIF', { nif: '' }, null, 400, 'nif_invalid'],
  ['no NIF', { nif: undefined }, null, 400, 'field_required'],
  ['an NIE with the wrong letter', { nif: 'X1234567A' }, null, 400, 'nif_letter'],
  ['an NIE starting with W', { nif: 'W1234567L' }, null, 400, 'nif_invalid'],
  ['a company CIF', { nif: 'B12345674' }, null, 400, 'nif_invalid'],
  ['a NIF with a lowercase letter (accepted, stored upper-case)', { nif: '12345678z' }, null, 201, null],
  ['a NIF with a hyphen and spaces (accepted)', { nif: ' 12345678-Z ' }, null, 201, null],
  ['an NIE with X (accepted)', { nif: 'X1234567L' }, null, 201, null],
  ['an NIE with Y (accepted)', { nif: 'y1234567x' }, null, 201, null],
  ['an NIE with Z (accepted)', { nif: 'Z1234567R' }, null, 201, null],
  ['someone under 18', { birth_date: `${new Date().getUTCFullYear() - 17}-01-01` }, null, 400, 'underage'],
  ['a birth date in the future', { birth_date: '2999-01-01' }, null, 400, 'underage'],
  ['a birth date that is not a day', { birth_date: '1990-02-30' }, null, 400, 'date_invalid'],
  ['a birth date before 1900', { birth_date: '1899-12-31' }, null, 400, 'date_invalid'],
  ['a birth date in another format', { birth_date: '12/04/1985' }, null, 400, 'date_invalid'],
  ['an unknown country', { country_iso: 'XX' }, null, 400, 'country_invalid'],
  ['a three-letter country', { country_iso: 'ESP' }, null, 400, 'country_invalid'],
  ['a specialization outside the list', { specialization_area: 'astrology' }, null, 400, 'specialization_invalid'],
  ['negative experience', { experience_years: '-1' }, null, 400, 'experience_invalid'],
  ['71 years of experience', { experience_years: '71' }, null, 400, 'experience_invalid'],
  ['fractional experience', { experience_years: '3.5' }, null, 400, 'experience_invalid'],
  ['experience in words', { experience_years: 'ten' }, null, 400, 'experience_invalid'],
  ['no experience', { experience_years: undefined }, null, 400, 'field_required'],
  ['a phone in words', { phone: 'call me maybe' }, null, 400, 'phone_invalid'],
  ['a 61-character name', { name: 'n'.repeat(61) }, null, 400, 'name_too_long'],
  ['a blank surname', { surname: '   ' }, null, 400, 'field_required'],
  ['no licence', { license: undefined }, null, 400, 'field_required'],
  ['a 2001-character description', { description: 'd'.repeat(2001) }, null, 400, 'description_too_long'],
  ['privacy not accepted', { privacyPolicy: 'false' }, null, 400, 'privacy_required'],
  ['no privacy field', { privacyPolicy: undefined }, null, 400, 'privacy_required'],
  ['passwords that differ', { password2: 'Other!pass1' }, null, 400, 'password_mismatch'],
  ['a password without a number', { password: 'Strong!pass', password2: 'Strong!pass' }, null, 400, 'password_number'],
  ['an invalid e-mail', { email: 'not-an-email' }, null, 400, 'email_invalid'],
  ['a 3-letter username', { username: 'abc' }, null, 400, 'username_length'],
  ['a taken username', { username: 'PLAIN1', email: 'other1@example.com' }, null, 409, 'username_taken'],
  ['a taken e-mail (answered as a new one, its owner is mailed)', { email: 'plain1@example.com' }, null, 201, null],
  ['no documents', {}, [], 400, 'documents_required'],
  ['four documents', {}, [pdf(), pdf(), pdf(), pdf()], 400, 'too_many_documents'],
  ['a document over 5 MB', {}, [pdf(Buffer.concat([FILES.pdf(), Buffer.alloc(5 * MB)]))], 413, 'document_too_large'],
  ['a Windows executable (MZ/PE) renamed .pdf', {}, [pdf(FILES.exe(), 'licence.pdf')], 400, 'document_type'],
  ['an HTML page sent as image/png', {}, [attachment(FILES.html(), 'scan.png', 'image/png')], 400, 'document_type'],
  ['an SVG with a script', {}, [attachment(FILES.svg(), 'scan.svg', 'image/svg+xml')], 400, 'document_type'],
  ['a WebP (not a document type)', {}, [attachment(FILES.webp(), 'scan.webp', 'image/webp')], 400, 'document_type'],
  ['an empty file', {}, [pdf(Buffer.alloc(0))], 400, 'document_type'],
  ['a good PDF next to a disguised one', {}, [pdf(), pdf(FILES.exe())], 400, 'document_type'],
  ['a document of exactly 5 MB (accepted)', {}, [pdf(Buffer.concat([FILES.pdf(), Buffer.alloc(5 * MB - FILES.pdf().length)]))], 201, null],
];

// ---- JSON routes: [name, who, method, path, body, status, code] -------------------------------------------
type Who = 'user' | 'pro' | 'admin' | 'anon';
type JsonRow = [string, Who, 'get' | 'post' | 'put' | 'delete', string, unknown, number, string | null];
const JSON_ROWS: JsonRow[] = [
  ['rating 0', 'user', 'put', '/api/users/profile/DrPro1/rating', { stars: 0 }, 400, 'rating_invalid'],
  ['rating 6', 'user', 'put', '/api/users/profile/DrPro1/rating', { stars: 6 }, 400, 'rating_invalid'],
  ['rating 3.5', 'user', 'put', '/api/users/profile/DrPro1/rating', { stars: 3.5 }, 400, 'rating_invalid'],
  ['rating "5" as a string', 'user', 'put', '/api/users/profile/DrPro1/rating', { stars: '5' }, 400, 'rating_invalid'],
  ['rating null', 'user', 'put', '/api/users/profile/DrPro1/rating', { stars: null }, 400, 'rating_invalid'],
  ['rating [5]', 'user', 'put', '/api/users/profile/DrPro1/rating', { stars: [5] }, 400, 'rating_invalid'],
  ['rating without stars', 'user', 'put', '/api/users/profile/DrPro1/rating', {}, 400, 'field_required'],
  ['rating a non-professional', 'pro', 'put', '/api/users/profile/plain1/rating', { stars: 4 }, 404, 'user_not_found'],
  ['rating a name that cannot exist', 'user', 'put', `/api/users/profile/${encodeURIComponent("' OR 1=1")}/rating`, { stars: 4 }, 404, 'user_not_found'],
  ['rating anonymously', 'anon', 'put', '/api/users/profile/DrPro1/rating', { stars: 4 }, 401, 'unauthorized'],
  ['profile with an unknown country', 'user', 'put', '/api/users/me/profile', { country_iso: 'XX' }, 400, 'country_invalid'],
  ['profile with 71 years of experience', 'user', 'put', '/api/users/me/profile', { experience_years: 71 }, 400, 'experience_invalid'],
  ['profile with experience as text', 'user', 'put', '/api/users/me/profile', { experience_years: 'ten' }, 400, 'experience_invalid'],
  ['profile with an unknown specialization', 'user', 'put', '/api/users/me/profile', { specialization_area: 'x' }, 400, 'specialization_invalid'],
  ['profile with a phone in words', 'user', 'put', '/api/users/me/profile', { phone: 'none' }, 400, 'phone_invalid'],
  ['profile with an empty name', 'user', 'put', '/api/users/me/profile', { name: '' }, 400, 'field_required'],
  ['profile with show_contact "yes"', 'user', 'put', '/api/users/me/profile', { show_contact: 'yes' }, 400, 'invalid_input'],
  ['profile as an array', 'user', 'put', '/api/users/me/profile', [1, 2], 400, 'invalid_input'],
  ['profile of a nobody', 'user', 'get', '/api/users/profile/x', undefined, 404, 'user_not_found'],
  ['reject without a reason', 'admin', 'post', '/api/admin/professionals/DrPro1/reject', {}, 400, 'field_required'],
  ['reject with a blank reason', 'admin', 'post', '/api/admin/professionals/DrPro1/reject', { reason: '  ' }, 400, 'reason_required'],
  ['reject with a 1001-char reason', 'admin', 'post', '/api/admin/professionals/DrPro1/reject', { reason: 'r'.repeat(1001) }, 400, 'reason_too_long'],
  ['queue with an unknown status', 'admin', 'get', '/api/admin/professionals?status=lost', undefined, 400, 'status_invalid'],
  ['a role that does not exist', 'admin', 'put', '/api/admin/users/plain1/role', { role: 'king' }, 400, 'invalid_input'],
  ['a subscription that does not exist', 'admin', 'put', '/api/admin/users/plain1/subscription', { subscription: 'gold' }, 400, 'subscription_invalid'],
  ['a document id that is not a uuid', 'admin', 'get', '/api/admin/professionals/DrPro1/documents/..%2F..%2Fetc', undefined, 404, 'document_not_found'],
  ['search with limit 51', 'pro', 'post', '/api/professionals/search', { limit: 51 }, 400, null],
  ['search with a 201-char text', 'pro', 'post', '/api/professionals/search', { text: 't'.repeat(201) }, 400, null],
  ['search with an unknown scope', 'pro', 'post', '/api/professionals/search', { scope: 'mine' }, 400, null],
  ['search with messages "yes"', 'pro', 'post', '/api/professionals/search', { messages: 'yes' }, 400, 'invalid_input'],
  ['search with tags outside the list', 'pro', 'post', '/api/professionals/search', { tags: ['happy'] }, 400, null],
  ['search by a user', 'user', 'post', '/api/professionals/search', {}, 403, 'professional_only'],
  ['a direct message that is empty', 'user', 'post', '/api/users/DrPro1/direct', { message: '  ' }, 400, 'message_empty'],
  ['a direct message of 8001 chars', 'user', 'post', '/api/users/DrPro1/direct', { message: 'm'.repeat(8001) }, 400, 'message_too_long'],
  ['a direct message that is a number', 'user', 'post', '/api/users/DrPro1/direct', { message: 42 }, 400, 'invalid_input'],
  ['a direct message without a message', 'user', 'post', '/api/users/DrPro1/direct', {}, 400, 'field_required'],
  ['contact without an e-mail', 'anon', 'post', '/api/contact', { body: 'hi' }, 400, 'field_required'],
  ['contact with a bad e-mail', 'anon', 'post', '/api/contact', { email: 'x', body: 'hi' }, 400, 'email_invalid'],
  ['contact with a 5001-char body', 'anon', 'post', '/api/contact', { email: 'a@b.com', body: 'b'.repeat(5001) }, 400, 'contact_too_long'],
  ['newsletter without an e-mail', 'anon', 'post', '/api/newsletter', {}, 400, 'field_required'],
  ['newsletter confirm with a short token', 'anon', 'get', '/api/newsletter/confirm?token=abc', undefined, 400, 'token_invalid'],
  ['newsletter confirm with a garbage token', 'anon', 'get', '/api/newsletter/confirm?token=not.a.real.token', undefined, 400, 'token_invalid'],
  ['newsletter unsubscribe with a forged token', 'anon', 'get', '/api/newsletter/unsubscribe?token=0000000000.AAAA', undefined, 400, 'token_invalid'],
  ['account deletion anonymously', 'anon', 'delete', '/api/users/me', undefined, 401, 'unauthorized'],
];

function expectRefusal(res: { status: number; body: Record<string, unknown> }, status: number, code: string | null) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual(expect.objectContaining({ detail: expect.stringMatching(/\S/), code: expect.stringMatching(/^[a-z_]+$/) }));
  expect(Object.keys(res.body).every((k) => ['detail', 'code', 'field'].includes(k))).toBe(true);
  if (code) expect(res.body.code).toBe(code);
}

describe('bad input to professional sign-up', () => {
  for (const [name, overrides, files, status, code] of SIGN_UP) {
    it(`given ${name}, then ${status}${code ? ` ${code}` : ''}`, async () => {
      const username = overrides.username ?? fresh();
      const fields = proFields(username, { ...overrides, username });
      const res = await multipart(server.http.post('/api/auth/register/professional').set(headers()), fields, files ?? [pdf()]);
      if (status === 201) {
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        accepted += 1;
        if (overrides.nif) expect((await server.store.profiles.get(username))?.nif).toMatch(/^[0-9XYZ][0-9]{7}[A-Z]$/);
        return;
      }
      expectRefusal(res, status, code);
      if (status !== 409) expect(await server.store.users.byUsername(username)).toBeNull();
    });
  }

  it('given a JSON body, a multipart body cut short or without a boundary, or a file in another field, then 400', async () => {
    expectRefusal(await server.http.post('/api/auth/register/professional').set(headers()).send(proFields(fresh())), 400, 'multipart_required');
    const cut = await server.http.post('/api/auth/register/professional').set(headers())
      .set('Content-Type', 'multipart/form-data; boundary=XYZ').send('--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc');
    expectRefusal(cut, 400, 'invalid_multipart');
    const noBoundary = await server.http.post('/api/auth/register/professional').set(headers())
      .set('Content-Type', 'multipart/form-data').send('hello');
    expectRefusal(noBoundary, 400, 'invalid_multipart');
    const wrongField = await multipart(server.http.post('/api/auth/register/professional').set(headers()), proFields(fresh()), [pdf()], 'avatar');
    expectRefusal(wrongField, 400, 'unexpected_file');
  });
});

describe('bad input to avatars', () => {
  const put = (files: Attachment[]) => multipart(server.http.put('/api/users/me/avatar').set(headers(user.token)), {}, files, 'avatar');
  it('given an HTML page as image/png, a PE file, 1 MB + 1 byte, or two pictures, then 4xx and no avatar', async () => {
    expectRefusal(await put([attachment(FILES.html(), 'me.png', 'image/png')]), 400, 'avatar_type');
    expectRefusal(await put([attachment(FILES.exe(), 'me.jpg', 'image/jpeg')]), 400, 'avatar_type');
    expectRefusal(await put([attachment(Buffer.concat([FILES.png(), Buffer.alloc(MB + 1 - FILES.png().length)]), 'big.png', 'image/png')]), 413, 'avatar_too_large');
    expectRefusal(await put([attachment(FILES.png(), 'a.png', 'image/png'), attachment(FILES.png(), 'b.png', 'image/png')]), 400, 'unexpected_file');
    expect(await server.store.uploads.listForOwner('plain1', 'avatar')).toEqual([]);
  });
});

describe('bad input to the JSON routes of issue 5', () => {
  const tokens = (): Record<Who, string | undefined> => ({ user: user.token, pro: pro.token, admin: admin.token, anon: undefined });
  for (const [name, who, method, path, body, status, code] of JSON_ROWS) {
    it(`given ${name}, then ${status}${code ? ` ${code}` : ''}`, async () => {
      const req = server.http[method](path).set(headers(tokens()[who]));
      expectRefusal(await (body === undefined ? req : req.send(body as object)), status, code);
    });
  }

  it('given all of the above, then the server still answers and nothing was stored by a refused call', async () => {
    expect((await server.http.get('/api/health')).body).toEqual({ status: 'ok' });
    expect(accepted).toBe(7);
    expect((await api(server, pro.token).get('/api/users/profile/DrPro1')).body.rating).toMatchObject({ count: 0 });
    expect((await api(server, user.token).get('/api/users/me')).body.profile).toMatchObject({ country_iso: null, name: null });
    expect((await server.store.applications.get('DrPro1'))?.status).toBe('approved');
  });
});
