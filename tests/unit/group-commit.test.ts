import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { sqliteEventLog } from '../../server/adapters/sqlite/event-log.js';
import { createGroupCommit } from '../../server/adapters/sqlite/group-commit.js';
import { configure, migrate } from '../../server/adapters/sqlite/schema.js';
import { VersionConflict, type NewStoredEvent } from '../../server/application/ports.js';

const open: Database.Database[] = [];
afterEach(() => { for (const db of open.splice(0)) db.close(); });

function fresh(file = ':memory:') {
  const db = new Database(file);
  configure(db);
  migrate(db);
  open.push(db);
  const commit = createGroupCommit(db);
  return { db, log: sqliteEventLog(db, commit), commit };
}

const event = (chatId: string, n: number): NewStoredEvent => ({ chatId, seq: n, type: 'tag_added', data: { tag: `t${n}` }, at: 1, actor: 'a' });
const stream = (db: Database.Database, chatId: string) =>
  db.prepare('SELECT seq FROM events WHERE chat_id = ? ORDER BY seq').all(chatId).map((r) => (r as { seq: number }).seq);

describe('group commit', () => {
  it('given appends to many chats in one turn, then they share one transaction, invisible to others until it commits', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'psycare-group-'));
    try {
      const { db, log, commit } = fresh(path.join(dir, 'db.sqlite'));
      const reader = new Database(path.join(dir, 'db.sqlite'), { readonly: true });
      open.push(reader);
      const count = reader.prepare('SELECT COUNT(*) AS n FROM events');
      const appends = Array.from({ length: 20 }, (_, i) => log.append(`chat-${i}`, 0, [event(`chat-${i}`, 1)]));
      // queued last in the same turn: runs after the 20 appends, inside the same transaction
      const seen = commit(db.transaction(() => ({ inside: (db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n, outside: (count.get() as { n: number }).n })));
      const results = await Promise.all(appends);
      expect(await seen).toEqual({ inside: 20, outside: 0 });
      expect((count.get() as { n: number }).n).toBe(20);
      expect(results.map((r) => r[0].seq)).toEqual(results.map(() => 1));
      for (let i = 0; i < 20; i++) expect(stream(db, `chat-${i}`)).toEqual([1]);
    } finally {
      for (const db of open.splice(0)) db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('given two writers racing on one chat in the same batch, then one appends and the other gets VersionConflict, and the rest of the batch commits', async () => {
    const { db, log } = fresh();
    await log.append('race', 0, [event('race', 1)]);
    const outcomes = await Promise.allSettled([
      log.append('race', 1, [event('race', 2), event('race', 3)]),
      log.append('race', 1, [event('race', 2)]),
      log.append('other', 0, [event('other', 1)]),
    ]);
    expect(outcomes[0].status).toBe('fulfilled');
    expect(outcomes[1].status).toBe('rejected');
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflict);
    expect(outcomes[2].status).toBe('fulfilled');
    expect(stream(db, 'race')).toEqual([1, 2, 3]);
    expect(stream(db, 'other')).toEqual([1]);
  });

  it('given a write that fails half-way, then only its own rows are rolled back', async () => {
    const { db, commit } = fresh();
    const insert = db.prepare("INSERT INTO counters (key, count) VALUES (?, 1)");
    const good = commit(db.transaction(() => insert.run('kept')));
    const bad = commit(db.transaction(() => { insert.run('dropped'); throw new Error('boom'); }));
    await expect(good).resolves.toBeDefined();
    await expect(bad).rejects.toThrow('boom');
    expect(db.prepare('SELECT key FROM counters ORDER BY key').all()).toEqual([{ key: 'kept' }]);
  });

  it('resolves a write only after its commit: a write in the next turn sees it', async () => {
    const { db, log } = fresh();
    const first = log.append('seen', 0, [event('seen', 1)]);
    expect(stream(db, 'seen')).toEqual([]); // queued, not yet written
    await first;
    expect(stream(db, 'seen')).toEqual([1]);
    expect(db.inTransaction).toBe(false);
  });
});
