import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInfo, MessageItem } from '../../shared/api.js';
import type { AuditPage, ReportGroup } from '../../shared/moderation.js';
import { api, ok, signUpAll, type User } from '../support/chat-fixtures.js';
import { signUpAs } from '../support/people-fixtures.js';
import { scanDataFiles } from '../support/disk-scan.js';
import { startTestServer, type TestServer } from '../support/server.js';

const NAME = 'Zqmodvic1';
const OWN_NOTE = 'zq nota propia';
const NOTE_ABOUT = 'zq nota sobre ella';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

describe('moderation records and account erasure', () => {
  it("removes the person's own reports and blocks and the reports about them, and keeps the audit log without naming them", async () => {
    const admin = await signUpAs(server, 'modstaff1', 'admin');
    const root = await signUpAs(server, 'modroot1', 'superadmin');
    const { [NAME]: victim, olga01: olga, other01: other } = await signUpAll(server, [NAME, 'olga01', 'other01']);
    const as = (user: User) => api(server, user.token);
    const chat = await ok<ChatInfo>(as(victim).post('/api/chats/new/private', { message: 'zq public words' }), 201);
    await ok(as(victim).put(`/api/chats/share/${chat.id}`, { public: true }));
    const messageId = (chat.messages[0] as MessageItem).id;

    await ok(as(victim).post('/api/reports', { target: { type: 'user', id: 'other01' }, reason: 'spam', note: OWN_NOTE }), 201);
    await ok(as(victim).put('/api/users/blocks/olga01'));
    await ok(as(olga).put(`/api/users/blocks/${NAME}`));
    await ok(as(olga).post('/api/reports', { target: { type: 'message', id: messageId, chat_id: chat.id }, reason: 'hate', note: NOTE_ABOUT }), 201);
    await ok(as(olga).post('/api/reports', { target: { type: 'user', id: NAME }, reason: 'harassment' }), 201);
    await ok(as(admin).post(`/api/admin/reports/${NAME}/actions`, { action: 'warn', reason: 'Be kind' }));
    await ok(as(admin).post(`/api/admin/reports/${messageId}/actions`, { action: 'hide', reason: 'Hateful' }));

    await ok(as(victim).del('/api/users/me'));

    expect(await ok(as(olga).get('/api/users/blocks'))).toEqual([]);
    const queue = await ok<ReportGroup[]>(as(admin).get('/api/admin/reports'));
    expect(JSON.stringify(queue)).not.toMatch(new RegExp(`${NAME}|${OWN_NOTE}|${NOTE_ABOUT}`, 'i'));
    const audit = await ok<AuditPage>(as(root).get('/api/admin/audit'));
    const kept = audit.items.filter((e) => e.actor === 'modstaff1');
    expect(kept.map((e) => e.action).sort()).toEqual(['hide', 'warn']);
    expect(kept.find((e) => e.action === 'warn')).toMatchObject({ target_type: 'user', target_id: null, subject: null, reason: 'Be kind' });
    expect(kept.find((e) => e.action === 'hide')).toMatchObject({ subject: null });
    // the raw bytes of every data file: nothing of the reports, blocks or audit rows names them any more
    expect(scanDataFiles(server.dataDir, [NAME, OWN_NOTE, NOTE_ABOUT])).toEqual([]);
    expect(other.username).toBe('other01');
  });
});
