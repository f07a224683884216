import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageItem, SafetyItem } from '../../shared/api.js';
import type { OwnProfileResponse, PublicProfile } from '../../shared/people.js';
import { api, newPrivateChat, type User } from '../support/chat-fixtures.js';
import { approvedProfessional, attachment, FILES, multipart, signUpAs } from '../support/people-fixtures.js';
import { headers, signUp, startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: User;
let ana: User;
let bob: User;
let pro: User;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signUpAs(server, 'admin1', 'admin');
  ana = await signUp(server, 'ana1');
  bob = await signUp(server, 'bob1');
  pro = await approvedProfessional(server, 'DrPro1', admin, { nif: 'Z1234567R' });
});
afterAll(async () => { await server?.close(); });

const as = (user?: User) => api(server, user?.token);
const putAvatar = (user: User, data: Buffer, filename: string, contentType: string) =>
  multipart(server.http.put('/api/users/me/avatar').set(headers(user.token)), {}, [attachment(data, filename, contentType)], 'avatar');

describe('own profile', () => {
  it('returns the SPEC own-profile response with my chats and counts, and edits only the given fields', async () => {
    const chat = await newPrivateChat(server, ana, 'a first chat');
    await as(ana).put(`/api/chats/share/${chat.id}`, { public: true });
    const second = await newPrivateChat(server, ana, 'another');
    await as(ana).put(`/api/chats/close/${second.id}`);

    const me = (await as(ana).get('/api/users/me')).body as OwnProfileResponse;
    expect(me.user).toEqual({ username: 'ana1', email: 'ana1@example.com', role: 'user', verified: false, created_at: expect.any(Number), language: 'en' });
    expect(me.subscription).toBe('basic');
    expect(me.chats.map((c) => c.id).sort()).toEqual([chat.id, second.id].sort());
    expect(me).toMatchObject({ public_chats_total: 1, closed_chats_total: 1, application: null });
    expect(me.profile).toEqual({
      name: null, surname: null, phone: null, license: null, country_iso: null, description: '', experience_years: null,
      specialization_area: null, birth_date: null, nif: null, avatar_url: null, show_contact: false,
    });

    const edited = await as(ana).put('/api/users/me/profile', { name: 'Ana', country_iso: 'mx', description: 'Hello there', role: 'admin', nif: '00000000T' });
    expect(edited.status).toBe(200);
    expect(edited.body.profile).toMatchObject({ name: 'Ana', country_iso: 'MX', description: 'Hello there', nif: null });
    expect(edited.body.user.role).toBe('user');
    const cleared = await as(ana).put('/api/users/me/profile', { name: null });
    expect(cleared.body.profile).toMatchObject({ name: null, country_iso: 'MX' });
    expect((await as().get('/api/users/me')).status).toBe(401);
  });

  it('uses the profile country for crisis lines when a message is screened as a risk', async () => {
    await as(bob).put('/api/users/me/profile', { country_iso: 'AR' });
    const chat = await newPrivateChat(server, bob, 'hola');
    const posted = await as(bob).post(`/api/chats/${chat.id}/messages`, { message: 'I want to kill myself' });
    expect(posted.status).toBe(201);
    const info = (await as(bob).get(`/api/chats/info/${chat.id}`)).body as { messages: (MessageItem | SafetyItem)[] };
    const safety = info.messages.find((i): i is SafetyItem => i.kind === 'safety');
    expect(safety?.country).toBe('AR');
  });
});

describe('avatars', () => {
  it('uploads a picture checked by content, serves it publicly without any header, and replaces or removes it', async () => {
    const res = await putAvatar(ana, FILES.png(), 'me.png', 'image/png');
    expect(res.status).toBe(200);
    expect(res.body.avatar_url).toMatch(/^\/api\/users\/avatar\/ana1\?v=[0-9a-f]{8}$/);
    const image = await server.http.get(res.body.avatar_url).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    expect(Buffer.compare(image.body as Buffer, FILES.png())).toBe(0);

    const webp = await putAvatar(ana, FILES.webp(), 'me.webp', 'image/webp');
    expect((await server.http.get(webp.body.avatar_url)).headers['content-type']).toBe('image/webp');
    expect((await server.store.uploads.listForOwner('ana1', 'avatar'))).toHaveLength(1);
    expect((await as(bob).get('/api/users/profile/ana1')).body.avatar_url).toBe(webp.body.avatar_url);

    expect((await as(ana).del('/api/users/me/avatar')).status).toBe(204);
    const gone = await server.http.get('/api/users/avatar/ana1');
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('avatar_not_found');
    expect((await server.http.get('/api/users/avatar/nobody99')).status).toBe(404);
  });

  it('refuses disguised, oversized, missing or unsigned-in uploads', async () => {
    const html = await putAvatar(ana, FILES.html(), 'me.png', 'image/png');
    expect([html.status, html.body.code]).toEqual([400, 'avatar_type']);
    const svg = await putAvatar(ana, FILES.svg(), 'me.svg', 'image/svg+xml');
    expect(svg.body.code).toBe('avatar_type');
    const pdf = await putAvatar(ana, FILES.pdf(), 'me.jpg', 'image/jpeg');
    expect(pdf.body.code).toBe('avatar_type');
    const big = await putAvatar(ana, Buffer.concat([FILES.png(), Buffer.alloc(1024 * 1024)]), 'big.png', 'image/png');
    expect([big.status, big.body.code]).toEqual([413, 'avatar_too_large']);
    const none = await multipart(server.http.put('/api/users/me/avatar').set(headers(ana.token)), { note: 'x' }, []);
    expect(none.body.code).toBe('avatar_required');
    const json = await as(ana).put('/api/users/me/avatar', { avatar: 'data:image/png;base64,AAAA' });
    expect(json.body.code).toBe('multipart_required');
    const anonymous = await multipart(server.http.put('/api/users/me/avatar').set(headers()), {}, [attachment(FILES.png(), 'a.png', 'image/png')], 'avatar');
    expect(anonymous.status).toBe(401);
  });
});

describe('public profiles and ratings', () => {
  it('never shows e-mail, names or phone, unless a professional chose to show contact details', async () => {
    await as(ana).put('/api/users/me/profile', { name: 'Ana', surname: 'Secret', phone: '+34 600 000 111', show_contact: true });
    const user = (await as(bob).get('/api/users/profile/ANA1')).body as PublicProfile;
    expect(user).toMatchObject({ username: 'ana1', role: 'user', verified: false, contact: null, rating: null, specialization_area: null });
    expect(JSON.stringify(user)).not.toMatch(/Secret|ana1@example|600 000 111/);
    expect(user.public_chats.every((c) => c.public && c.owner === 'ana1')).toBe(true);
    expect(user.public_chats_total).toBe(1);

    const hidden = (await as().get('/api/users/profile/DrPro1')).body as PublicProfile;
    expect(hidden).toMatchObject({ role: 'professional', verified: true, specialization_area: 'clinical', experience_years: 12, contact: null });
    expect(JSON.stringify(hidden)).not.toMatch(/García|drpro1@example|600 123 456|Z1234567R|M-28123/);
    await as(pro).put('/api/users/me/profile', { show_contact: true });
    const shown = (await as().get('/api/users/profile/DrPro1')).body as PublicProfile;
    expect(shown.contact).toEqual({ name: 'Ana', surname: 'García', email: 'drpro1@example.com', phone: '+34 600 123 456' });
    expect(JSON.stringify(shown)).not.toContain('Z1234567R');
    expect((await as().get('/api/users/profile/ghost999')).body.code).toBe('user_not_found');
  });

  it('rates professionals once per rater (changeable, removable), never oneself or a non-professional', async () => {
    expect((await as(ana).put('/api/users/profile/DrPro1/rating', { stars: 5 })).body).toEqual({ average: 5, count: 1, my_rating: 5 });
    expect((await as(bob).put('/api/users/profile/drpro1/rating', { stars: 2 })).body).toEqual({ average: 3.5, count: 2, my_rating: 2 });
    expect((await as(ana).put('/api/users/profile/DrPro1/rating', { stars: 4 })).body).toEqual({ average: 3, count: 2, my_rating: 4 });
    expect((await as(ana).get('/api/users/profile/DrPro1')).body.rating).toEqual({ average: 3, count: 2, my_rating: 4 });
    expect((await as().get('/api/users/profile/DrPro1')).body.rating).toEqual({ average: 3, count: 2, my_rating: null });

    expect((await as(ana).del('/api/users/profile/DrPro1/rating')).body).toEqual({ average: 2, count: 1, my_rating: null });
    expect((await as(ana).del('/api/users/profile/DrPro1/rating')).body).toEqual({ average: 2, count: 1, my_rating: null });
    const self = await as(pro).put('/api/users/profile/DrPro1/rating', { stars: 5 });
    expect([self.status, self.body.code]).toEqual([403, 'cannot_rate_self']);
    const notPro = await as(ana).put('/api/users/profile/bob1/rating', { stars: 5 });
    expect([notPro.status, notPro.body.code]).toEqual([404, 'user_not_found']);
    expect((await as().put('/api/users/profile/DrPro1/rating', { stars: 5 })).status).toBe(401);
  });
});
