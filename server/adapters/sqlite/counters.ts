import type { Database } from 'better-sqlite3';
import type { Counters } from '../../application/ports.js';

export function sqliteCounters(db: Database): Counters {
  const hit = db.prepare<[string, number], { count: number }>(
    'INSERT INTO hits (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count',
  );
  const pruneWindows = db.prepare<[string, number]>('DELETE FROM hits WHERE key = ? AND window_start < ?');
  const hitBelow = db.prepare<[string, number, number], { count: number }>(
    'INSERT INTO hits (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 WHERE count < ? RETURNING count',
  );
  const pruneHits = db.prepare<[number]>('DELETE FROM hits WHERE window_start < ?');
  // The DO UPDATE ... WHERE makes the increment conditional; no row comes back when the key is at the limit.
  const incrementBelow = db.prepare<[string, number], { count: number }>(
    'INSERT INTO counters (key, count) VALUES (?, 1) ON CONFLICT (key) DO UPDATE SET count = count + 1 WHERE count < ? RETURNING count',
  );
  const get = db.prepare<[string], { count: number }>('SELECT count FROM counters WHERE key = ?');
  const decrement = db.prepare<[string]>('UPDATE counters SET count = count - 1 WHERE key = ? AND count > 0');

  const hitTx = db.transaction((key: string, windowStart: number): number => {
    const count = hit.get(key, windowStart)?.count ?? 1;
    // A new window has begun: older windows of this key can never be asked for again.
    if (count === 1) pruneWindows.run(key, windowStart);
    return count;
  });
  const count = (key: string): number => get.get(key)?.count ?? 0;
  // ':' || key || ':' LIKE '%:subject:%' matches the subject as a whole part; LIKE ignores ASCII case.
  const forgetCounters = db.prepare<[string]>("DELETE FROM counters WHERE (':' || key || ':') LIKE ? ESCAPE '\\'");
  const forgetHits = db.prepare<[string]>("DELETE FROM hits WHERE (':' || key || ':') LIKE ? ESCAPE '\\'");
  const forget = db.transaction((pattern: string) => {
    forgetCounters.run(pattern);
    forgetHits.run(pattern);
  });

  return {
    async hit(key, windowStart) {
      return hitTx.immediate(key, windowStart);
    },
    async hitBelow(key, windowStart, limit) {
      if (limit <= 0) return { ok: false };
      return { ok: hitBelow.get(key, windowStart, limit) !== undefined };
    },
    async pruneHits(windowStart) {
      pruneHits.run(windowStart);
    },
    async incrementBelow(key, limit) {
      if (limit <= 0) return { ok: false, count: count(key) };
      const row = incrementBelow.get(key, limit);
      return row ? { ok: true, count: row.count } : { ok: false, count: count(key) };
    },
    async get(key) {
      return count(key);
    },
    async decrement(key) {
      decrement.run(key);
    },
    async forget(subject) {
      forget.immediate(`%:${subject.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}:%`);
    },
  };
}
