import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/adapters/mail/mailer.js';
import { headers, signUp, startTestServer, tempDir, type TestServer } from '../support/server.js';

let server: TestServer | undefined;
afterEach(async () => { await server?.close(); server = undefined; });

const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe('secrets stay out of the log and away from other users', () => {
  it('logs the path of the .eml file, never a live verification or reset link', async () => {
    const dataDir = tempDir();
    const lines: string[] = [];
    const mailer = createMailer({ outboxDir: path.join(dataDir, 'outbox'), log: (line) => lines.push(line) });
    server = await startTestServer({ dataDir, mailer, log: (line) => lines.push(line) });
    await signUp(server, 'logged1');
    expect((await server.http.post('/api/auth/remember/password').set(headers()).send({ username_email: 'logged1' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const mails = server.outbox();
    expect(mails.map((m) => m.subject)).toEqual(['Psycare: confirm your e-mail', 'Psycare: change your password']);
    const tokens = mails.map((m) => new URL(/https?:\/\/\S+/.exec(m.text)![0]).searchParams.get('token')!);
    const log = lines.join('\n');
    for (const mail of mails) expect(log).toContain(`(saved ${mail.file})`);
    for (const token of tokens) {
      expect(log).not.toContain(token);
      expect(log).not.toContain(encodeURIComponent(token));
    }
    expect(log).not.toMatch(/token=/);
    expect(log).not.toContain('logged1@example.com');
  });

  it('keeps the data folder, the SQLite files and the outbox readable by their owner only', async () => {
    const dataDir = tempDir();
    fs.chmodSync(dataDir, 0o755);
    server = await startTestServer({ dataDir });
    await signUp(server, 'private1');
    const db = path.join(dataDir, 'psycare.sqlite');
    expect(mode(dataDir)).toBe('700');
    for (const file of [db, `${db}-wal`, `${db}-shm`]) expect([file, mode(file)]).toEqual([file, '600']);
    const outbox = path.join(dataDir, 'outbox');
    expect(mode(outbox)).toBe('700');
    const mails = fs.readdirSync(outbox);
    expect(mails.length).toBeGreaterThan(0);
    for (const name of mails) expect([name, mode(path.join(outbox, name))]).toEqual([name, '600']);
  });

  it('tightens a data folder and database left open to others by an older version', async () => {
    const dataDir = tempDir();
    const db = path.join(dataDir, 'psycare.sqlite');
    server = await startTestServer({ dataDir });
    await signUp(server, 'older1');
    await server.close();
    server = undefined;
    fs.chmodSync(dataDir, 0o755);
    for (const file of [db, `${db}-wal`, `${db}-shm`]) if (fs.existsSync(file)) fs.chmodSync(file, 0o644);
    fs.chmodSync(path.join(dataDir, 'outbox'), 0o755);

    server = await startTestServer({ dataDir });
    await signUp(server, 'older2');
    expect(mode(dataDir)).toBe('700');
    expect(mode(db)).toBe('600');
    expect(mode(path.join(dataDir, 'outbox'))).toBe('700');
  });
});
