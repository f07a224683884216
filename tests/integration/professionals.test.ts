import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnProfileResponse, ProfessionalApplication, PublicProfile } from '../../shared/people.js';
import { api, type User } from '../support/chat-fixtures.js';
import {
  attachment, FILES, mailsTo, registerProfessional, signUpAs, verifyAndLogin,
} from '../support/people-fixtures.js';
import { connectSocket, headers, startTestServer, waitFor, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: User;
let superadmin: User;
let plain: User;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAs(server, 'staffer1', 'admin');
  superadmin = await signUpAs(server, 'boss1', 'superadmin');
  plain = await signUpAs(server, 'plainuser1', 'user');
});
afterAll(async () => { await server?.close(); });

const as = (user?: User) => api(server, user?.token);
const queue = async (status = 'pending') => (await as(admin).get(`/api/admin/professionals?status=${status}`)).body.items as ProfessionalApplication[];

describe('professional sign-up and staff review', () => {
  it('signs up with two documents (pending, a user until decided), stores them sealed, verifies by mail and logs in', async () => {
    const pdf = FILES.pdf();
    const png = FILES.png();
    const res = await registerProfessional(server, 'DrAna1', {}, [attachment(pdf), attachment(png, 'scan.png', 'image/png')]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'DrAna1', application: { status: 'pending' } });
    const user = await server.store.users.byUsername('drana1');
    expect(user).toMatchObject({ role: 'user', verified: false });
    await waitFor(() => mailsTo(server, 'staff@psycare.local').find((m) => m.subject.includes('DrAna1')));

    const db = new Database(path.join(server.dataDir, 'psycare.sqlite'), { readonly: true });
    const rows = db.prepare('SELECT data, wrapped_key FROM uploads').all() as { data: Buffer; wrapped_key: Buffer }[];
    db.close();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.wrapped_key.length).toBeGreaterThan(32);
      expect(row.data.includes(Buffer.from('%PDF'))).toBe(false);
      expect(row.data.includes(Buffer.from('licence of a psychologist'))).toBe(false);
    }

    const ana = await verifyAndLogin(server, 'DrAna1');
    const me = (await as(ana).get('/api/users/me')).body as OwnProfileResponse;
    expect(me.user).toMatchObject({ username: 'DrAna1', role: 'user', verified: false });
    expect(me.profile).toMatchObject({ name: 'Ana', surname: 'García', nif: '12345678Z', country_iso: 'ES', specialization_area: 'clinical', experience_years: 12 });
    expect(me.application).toMatchObject({ status: 'pending', reason: null });
  });

  it('shows staff the queue with profile and document metadata, and streams each document decrypted with its type', async () => {
    const [item] = (await queue()).filter((a) => a.username === 'DrAna1');
    expect(item).toMatchObject({ email: 'drana1@example.com', status: 'pending', profile: { license: 'M-28123', nif: '12345678Z' } });
    expect(item.documents.map((d) => d.content_type)).toEqual(['application/pdf', 'image/png']);

    const pdf = await as(admin).get(item.documents[0].url).buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="DrAna1-[0-9a-f]{8}\.pdf"$/);
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(pdf.body as Buffer, FILES.pdf())).toBe(0);
    const png = await as(superadmin).get(item.documents[1].url).buffer(true);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('gives everyone but staff the same 404 on admin routes, anonymous a 401, and never a document under another name', async () => {
    const [item] = (await queue()).filter((a) => a.username === 'DrAna1');
    const ana = await server.http.post('/api/auth/login').set(headers()).send({ username_email: 'DrAna1', password: 'Str0ng!pass' });
    for (const who of [plain, ana.body as User]) {
      for (const call of [
        as(who).get('/api/admin/professionals'),
        as(who).get(item.documents[0].url),
        as(who).get('/api/admin/professionals/DrAna1/documents/not-an-id'),
        as(who).post('/api/admin/professionals/DrAna1/approve'),
        as(who).post('/api/admin/professionals/DrAna1/reject', { reason: 'x' }),
        as(who).put('/api/admin/users/plainuser1/role', { role: 'admin' }),
        as(who).put('/api/admin/users/plainuser1/subscription', { subscription: 'premium' }),
      ]) {
        const res = await call;
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('route_not_found');
      }
    }
    expect((await as().get(item.documents[0].url)).status).toBe(401);
    expect((await server.http.get(item.documents[0].url).set({ 'X-LANGUAGE': 'en' })).status).toBe(401);
    const wrongOwner = await as(admin).get(item.documents[0].url.replace('DrAna1', 'plainuser1'));
    expect(wrongOwner.status).toBe(404);
    expect(wrongOwner.body.code).toBe('document_not_found');
    expect((await as(admin).get('/api/admin/professionals/DrAna1/documents/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('approves: role professional, verified badge on profiles, mail in the applicant language; a second decision is a conflict', async () => {
    expect((await registerProfessional(server, 'DrLuis2', { nif: 'X1234567L' }, undefined, 'es')).status).toBe(201);
    const approved = await as(admin).post('/api/admin/professionals/drluis2/approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ username: 'DrLuis2', status: 'approved', decided_at_timestamp: expect.any(Number) });
    expect((await server.store.users.byUsername('DrLuis2'))?.role).toBe('professional');
    const profile = (await as(plain).get('/api/users/profile/DrLuis2')).body as PublicProfile;
    expect(profile).toMatchObject({ role: 'professional', verified: true, specialization_area: 'clinical', rating: { average: null, count: 0 } });
    const mail = await waitFor(() => mailsTo(server, 'drluis2@example.com').find((m) => m.subject.includes('verificado')));
    expect(mail.text).toContain('DrLuis2');

    const again = await as(admin).post('/api/admin/professionals/DrLuis2/reject', { reason: 'late' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('application_not_pending');
    expect((await as(admin).post('/api/admin/professionals/plainuser1/approve')).body.code).toBe('application_not_found');
    expect((await as(admin).post('/api/admin/professionals/nobody99/approve')).body.code).toBe('user_not_found');
    expect((await queue('approved')).map((a) => a.username)).toContain('DrLuis2');
  });

  it('rejects with a reason that is mailed; the account stays a user without a badge', async () => {
    expect((await registerProfessional(server, 'DrEva3', { nif: 'Y1234567X' })).status).toBe(201);
    expect((await as(admin).post('/api/admin/professionals/DrEva3/reject', {})).body.code).toBe('field_required');
    const rejected = await as(admin).post('/api/admin/professionals/DrEva3/reject', { reason: 'The licence number could not be checked.' });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'The licence number could not be checked.' });
    const mail = await waitFor(() => mailsTo(server, 'dreva3@example.com').find((m) => m.subject.includes('review')));
    expect(mail.text).toContain('The licence number could not be checked.');
    expect((await server.store.users.byUsername('DrEva3'))?.role).toBe('user');
    expect((await as(plain).get('/api/users/profile/DrEva3')).body).toMatchObject({ verified: false, rating: null });
  });
});

describe('roles and subscriptions by staff', () => {
  it('lets admins set user roles and subscriptions; granting or touching admin needs a superadmin; nobody changes their own role', async () => {
    const sub = await as(admin).put('/api/admin/users/plainuser1/subscription', { subscription: 'premium' });
    expect(sub.body).toMatchObject({ username: 'plainuser1', subscription: 'user-premium' });
    expect((await as(plain).get('/api/users/me')).body.subscription).toBe('user-premium');
    expect((await as(admin).put('/api/admin/users/plainuser1/subscription', { subscription: 'basic' })).body.subscription).toBe('basic');

    const pro = await as(admin).put('/api/admin/users/plainuser1/role', { role: 'professional' });
    expect(pro.body).toMatchObject({ role: 'professional', verified: true });
    expect((await as(admin).put('/api/admin/users/plainuser1/role', { role: 'user' })).body).toMatchObject({ role: 'user', verified: false });

    const grant = await as(admin).put('/api/admin/users/plainuser1/role', { role: 'admin' });
    expect(grant.status).toBe(403);
    expect(grant.body.code).toBe('superadmin_required');
    expect((await as(admin).put('/api/admin/users/boss1/role', { role: 'user' })).body.code).toBe('superadmin_required');
    expect((await as(admin).put('/api/admin/users/staffer1/role', { role: 'user' })).body.code).toBe('own_role');
    expect((await as(superadmin).put('/api/admin/users/plainuser1/role', { role: 'admin' })).body.role).toBe('admin');
    expect((await as(plain).get('/api/admin/professionals')).status).toBe(200);
    expect((await as(superadmin).put('/api/admin/users/plainuser1/role', { role: 'user' })).body.role).toBe('user');
    expect((await as(plain).get('/api/admin/professionals')).status).toBe(404);
    expect((await as(admin).put('/api/admin/users/ghost123/role', { role: 'user' })).body.code).toBe('user_not_found');
    expect((await as(admin).put('/api/admin/users/plainuser1/role', { role: 'king' })).status).toBe(400);
  });
});

describe('an account change reaches the person live', () => {
  it('given the person is online, when staff grant Premium and then a role, then their socket hears each change as it is made', async () => {
    const socket = await connectSocket(server, plain.token);
    const heard: unknown[] = [];
    socket.on('account:changed', (account) => heard.push(account));

    await as(admin).put('/api/admin/users/plainuser1/subscription', { subscription: 'premium' });
    await waitFor(() => heard.length === 1);
    await as(admin).put('/api/admin/users/plainuser1/role', { role: 'professional' });
    await waitFor(() => heard.length === 2);
    await as(admin).put('/api/admin/users/plainuser1/role', { role: 'user' });
    await as(admin).put('/api/admin/users/plainuser1/subscription', { subscription: 'basic' });
    await waitFor(() => heard.length === 4);

    expect(heard).toEqual([
      { role: 'user', subscription: 'user-premium' },
      { role: 'professional', subscription: 'user-premium' },
      { role: 'user', subscription: 'user-premium' },
      { role: 'user', subscription: 'basic' },
    ]);
    socket.close();
  });
});
