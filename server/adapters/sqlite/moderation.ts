import type { Database } from 'better-sqlite3';
import type { AuditEntry, ReportReason, ReportTarget } from '../../../shared/moderation.js';
import type { AuditLog, Blocks, ModerationStore, Reports, StoredReport, Suspensions } from '../../application/moderation/ports.js';

/** Migration 6 (issue 14): reports, blocks, the staff audit log, suspensions. Names compare without case, as usernames do. */
export const MODERATION_MIGRATION = `
  CREATE TABLE reports (
    id TEXT PRIMARY KEY,
    reporter TEXT NOT NULL COLLATE NOCASE,
    target_type TEXT NOT NULL,
    target_id TEXT NOT NULL COLLATE NOCASE,
    chat_id TEXT,
    subject TEXT NOT NULL COLLATE NOCASE,
    reason TEXT NOT NULL,
    note TEXT,
    created_at INTEGER NOT NULL,
    open INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX reports_one_open ON reports (reporter, target_id) WHERE open = 1;
  CREATE INDEX reports_target ON reports (target_id, open);
  CREATE INDEX reports_open ON reports (open, created_at);
  CREATE INDEX reports_subject ON reports (subject);
  CREATE TABLE blocks (
    blocker TEXT NOT NULL COLLATE NOCASE,
    blocked TEXT NOT NULL COLLATE NOCASE,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (blocker, blocked)
  );
  CREATE INDEX blocks_blocked ON blocks (blocked);
  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at INTEGER NOT NULL,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    target_type TEXT NOT NULL,
    target_id TEXT,
    subject TEXT COLLATE NOCASE,
    reason TEXT NOT NULL
  );
  CREATE INDEX audit_subject ON audit_log (subject);
  CREATE TABLE suspensions (username TEXT PRIMARY KEY COLLATE NOCASE, until INTEGER);
`;

interface ReportRow {
  id: string; reporter: string; target_type: string; target_id: string; chat_id: string | null; subject: string;
  reason: string; note: string | null; created_at: number;
}

const toReport = (r: ReportRow): StoredReport => ({
  id: r.id, reporter: r.reporter, targetType: r.target_type as ReportTarget['type'], targetId: r.target_id, chatId: r.chat_id,
  subject: r.subject, reason: r.reason as ReportReason, note: r.note, createdAt: r.created_at,
});

function reports(db: Database): Reports {
  const insert = db.prepare(`INSERT INTO reports (id, reporter, target_type, target_id, chat_id, subject, reason, note, created_at, open)
    VALUES (@id, @reporter, @targetType, @targetId, @chatId, @subject, @reason, @note, @createdAt, 1) ON CONFLICT DO NOTHING`);
  const open = db.prepare<[number], ReportRow>('SELECT * FROM reports WHERE open = 1 ORDER BY created_at, id LIMIT ?');
  const forTarget = db.prepare<[string], ReportRow>('SELECT * FROM reports WHERE target_id = ? AND open = 1 ORDER BY created_at, id');
  const latest = db.prepare<[string], ReportRow>('SELECT * FROM reports WHERE target_id = ? ORDER BY created_at DESC, id LIMIT 1');
  const close = db.prepare<[string]>('UPDATE reports SET open = 0 WHERE target_id = ? AND open = 1');
  const forget = db.prepare<[string, string, string]>('DELETE FROM reports WHERE reporter = ? OR subject = ? OR target_id = ?');
  return {
    async add(report) {
      return insert.run(report).changes === 1;
    },
    async open(limit) {
      return open.all(limit).map(toReport);
    },
    async openForTarget(targetId) {
      return forTarget.all(targetId).map(toReport);
    },
    async latestForTarget(targetId) {
      const row = latest.get(targetId);
      return row ? toReport(row) : null;
    },
    async close(targetId) {
      return close.run(targetId).changes;
    },
    async deleteForUser(username) {
      forget.run(username, username, username);
    },
  };
}

function blocks(db: Database): Blocks {
  const put = db.prepare<[string, string, number]>('INSERT INTO blocks (blocker, blocked, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const del = db.prepare<[string, string]>('DELETE FROM blocks WHERE blocker = ? AND blocked = ?');
  const list = db.prepare<[string], { blocked: string; created_at: number }>('SELECT blocked, created_at FROM blocks WHERE blocker = ? ORDER BY created_at, blocked');
  const has = db.prepare<[string, string], { one: number }>('SELECT 1 AS one FROM blocks WHERE blocker = ? AND blocked = ?');
  const forget = db.prepare<[string, string]>('DELETE FROM blocks WHERE blocker = ? OR blocked = ?');
  return {
    async put(blocker, blocked, at) {
      put.run(blocker, blocked, at);
    },
    async delete(blocker, blocked) {
      del.run(blocker, blocked);
    },
    async list(blocker) {
      return list.all(blocker).map((r) => ({ username: r.blocked, at: r.created_at }));
    },
    async has(blocker, blocked) {
      return has.get(blocker, blocked) !== undefined;
    },
    async deleteForUser(username) {
      forget.run(username, username);
    },
  };
}

function audit(db: Database): AuditLog {
  const insert = db.prepare(`INSERT INTO audit_log (at, actor, action, target_type, target_id, subject, reason)
    VALUES (@at, @actor, @action, @target_type, @target_id, @subject, @reason)`);
  const page = db.prepare<[number, number], AuditEntry>('SELECT * FROM audit_log WHERE id < ? ORDER BY id DESC LIMIT ?');
  const forgetTarget = db.prepare<[string]>("UPDATE audit_log SET target_id = NULL WHERE subject = ? AND target_type = 'user'");
  const forget = db.prepare<[string]>('UPDATE audit_log SET subject = NULL WHERE subject = ?');
  const forgetSubject = db.transaction((username: string) => {
    forgetTarget.run(username);
    forget.run(username);
  });
  return {
    async add(entry) {
      insert.run(entry);
    },
    async page(before, limit) {
      return page.all(before ?? Number.MAX_SAFE_INTEGER, limit);
    },
    async forgetSubject(username) {
      forgetSubject.immediate(username);
    },
  };
}

function suspensions(db: Database): Suspensions {
  const put = db.prepare<[string, number | null]>('INSERT INTO suspensions (username, until) VALUES (?, ?) ON CONFLICT (username) DO UPDATE SET until = excluded.until');
  const get = db.prepare<[string], { until: number | null }>('SELECT until FROM suspensions WHERE username = ?');
  const del = db.prepare<[string]>('DELETE FROM suspensions WHERE username = ?');
  return {
    async put(username, until) {
      put.run(username, until);
    },
    async get(username) {
      return get.get(username)?.until;
    },
    async delete(username) {
      del.run(username);
    },
  };
}

export const sqliteModeration = (db: Database): ModerationStore => ({
  reports: reports(db), blocks: blocks(db), audit: audit(db), suspensions: suspensions(db),
});
