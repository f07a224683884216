import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { openSqliteStore } from '../../server/adapters/sqlite/index.js';
import { configure, migrate } from '../../server/adapters/sqlite/schema.js';

const dirs: string[] = [];
afterEach(() => { for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true }); });

/** A file as schema version 5 left it: one notification row per notification. */
function versionFiveFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'psycare-notes-'));
  dirs.push(dir);
  const file = path.join(dir, 'psycare.sqlite');
  const db = new Database(file);
  configure(db);
  migrate(db, 5);
  const insert = db.prepare('INSERT INTO notifications (owner, chat_id, created_at, body) VALUES (?, ?, ?, ?)');
  const row = (owner: string, chatId: string, at: number, author: string) => insert.run(owner, chatId, at, JSON.stringify({
    type: 'message', key: `k${at}`, title: '', message: author, owner, created_at_timestamp: at, chat_id: chatId, message_id: null,
  }));
  row('ana', 'c1', 1, 'bea');
  row('ana', 'c1', 3, 'carl');
  row('ana', 'c1', 2, 'dan');
  row('ana', 'c2', 4, 'bea');
  row('bob', 'c1', 5, 'ana');
  db.close();
  return file;
}

it('given a version-5 file with a row per notification, when opened, then each (person, chat) is one entry with its count and latest', async () => {
  const store = await openSqliteStore(versionFiveFile());
  try {
    const ana = await store.notifications.page('ana', { limit: 10 });
    expect(ana.map((n) => [n.chat_id, n.count, n.message, n.created_at_timestamp])).toEqual([['c2', 1, 'bea', 4], ['c1', 3, 'carl', 3]]);
    expect((await store.notifications.add({ ...ana[1], key: 'next', created_at_timestamp: 9 })).count).toBe(4);
    expect((await store.notifications.page('bob', { limit: 10 })).map((n) => n.count)).toEqual([1]);
  } finally {
    await store.close();
  }
});
