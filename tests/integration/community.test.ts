import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/chat-fixtures.js';
import { mailsTo, tokenIn } from '../support/people-fixtures.js';
import { headers, startTestServer, waitFor, type TestServer } from '../support/server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ staffEmail: 'team@clinic.test', peopleLimits: { contactPerIp: 3, newsletterPerIp: 4 } });
});
afterAll(async () => { await server?.close(); });

const anon = () => api(server);
const linkIn = (text: string, path: string) => (text.match(/https?:\/\/\S+/g) ?? []).find((l) => l.includes(path)) ?? '';

describe('contact form', () => {
  it('stores the message and mails it to STAFF_EMAIL; limited per IP', async () => {
    const sent = await anon().post('/api/contact', { email: 'Visitor@Example.com', body: 'Do you have group sessions?' });
    expect(sent.status).toBe(201);
    expect(sent.body.detail).toMatch(/thanks/i);
    expect(await server.store.contacts.listForEmail('visitor@example.com')).toMatchObject([{ body: 'Do you have group sessions?' }]);
    const mail = await waitFor(() => mailsTo(server, 'team@clinic.test').find((m) => m.subject.includes('contact')));
    expect(mail.text).toContain('Visitor@Example.com');
    expect(mail.text).toContain('Do you have group sessions?');

    expect((await anon().post('/api/contact', { email: 'not-an-email', body: 'x' })).body.code).toBe('email_invalid');
    expect((await anon().post('/api/contact', { email: 'a@b.com', body: '   ' })).body.code).toBe('field_required');
    await anon().post('/api/contact', { email: 'a@b.com', body: 'two' });
    await anon().post('/api/contact', { email: 'a@b.com', body: 'three' });
    const limited = await anon().post('/api/contact', { email: 'a@b.com', body: 'four' });
    expect([limited.status, limited.body.code]).toEqual([429, 'rate_limited']);
  });
});

describe('newsletter, double opt-in', () => {
  it('mails a confirmation with an unsubscribe link; confirming tells staff; the unsubscribe link removes the address', async () => {
    const asked = await server.http.post('/api/newsletter').set(headers(undefined, 'es')).send({ email: 'Reader@Example.com' });
    expect(asked.status).toBe(202);
    const mail = await waitFor(() => mailsTo(server, 'reader@example.com').find((m) => m.subject.includes('suscripción')));
    const confirmLink = linkIn(mail.text, '/newsletter/confirm?token=');
    const unsubscribeLink = linkIn(mail.text, '/newsletter/unsubscribe?token=');
    expect(confirmLink).not.toBe('');
    expect(unsubscribeLink).not.toBe('');
    const stored = await server.store.newsletter.subscribe({ id: 'probe', email: 'reader@example.com', status: 'pending', createdAt: 0, confirmedAt: null });
    expect(stored.status).toBe('pending');

    const forged = `${tokenIn(confirmLink)!.split('.')[0]}.AAAA`;
    expect((await anon().get(`/api/newsletter/confirm?token=${encodeURIComponent(forged)}`)).body.code).toBe('token_invalid');
    const crossed = await anon().get(`/api/newsletter/confirm?token=${encodeURIComponent(tokenIn(unsubscribeLink)!)}`);
    expect(crossed.body.code).toBe('token_invalid');

    const confirmed = await anon().get(`/api/newsletter/confirm?token=${encodeURIComponent(tokenIn(confirmLink)!)}`);
    expect(confirmed.status).toBe(200);
    expect((await server.store.newsletter.get(stored.id))?.status).toBe('confirmed');
    await waitFor(() => mailsTo(server, 'team@clinic.test').find((m) => m.text.includes('Reader@Example.com confirmed')));
    expect((await anon().get(`/api/newsletter/confirm?token=${encodeURIComponent(tokenIn(confirmLink)!)}`)).status).toBe(200);

    const before = mailsTo(server, 'reader@example.com').length;
    expect((await anon().post('/api/newsletter', { email: 'reader@example.com' })).status).toBe(202);
    expect(mailsTo(server, 'reader@example.com')).toHaveLength(before);

    const gone = await anon().get(`/api/newsletter/unsubscribe?token=${encodeURIComponent(tokenIn(unsubscribeLink)!)}`);
    expect(gone.status).toBe(200);
    expect(await server.store.newsletter.get(stored.id)).toBeNull();
    expect((await anon().get(`/api/newsletter/unsubscribe?token=${encodeURIComponent(tokenIn(unsubscribeLink)!)}`)).status).toBe(200);
    expect((await anon().get('/api/newsletter/unsubscribe?token=short')).body.code).toBe('token_invalid');
    expect((await anon().get('/api/newsletter/confirm')).status).toBe(400);
  });

  it('answers the same for a known or new address and is limited per IP', async () => {
    expect((await anon().post('/api/newsletter', { email: 'new@example.com' })).status).toBe(202);
    expect((await anon().post('/api/newsletter', { email: 'nope' })).body.code).toBe('email_invalid');
    expect((await anon().post('/api/newsletter', { email: 'fourth@example.com' })).status).toBe(202);
    const limited = await anon().post('/api/newsletter', { email: 'x@example.com' });
    expect([limited.status, limited.body.code]).toEqual([429, 'rate_limited']);
  });
});
