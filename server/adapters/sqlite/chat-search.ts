import type { Database, Statement } from 'better-sqlite3';
import type { ChatSearch, ChatSummaries } from '../../application/ports.js';
import { foldForSearch } from '../search-text.js';
import { toChat, type ChatRow } from './chat-rows.js';

type Scope = Parameters<ChatSummaries['search']>[0];
interface Where { clauses: string[]; params: unknown[] }

const ORDER: Record<ChatSearch['sort'], string> = {
  newest: 'created_at DESC, id DESC',
  oldest: 'created_at ASC, id ASC',
  updated: 'updated_at DESC, id DESC',
};

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function scopeClause(scope: Scope, where: Where): void {
  if (scope.kind === 'public') {
    where.clauses.push('public = 1 AND hidden = 0');
    return;
  }
  // a hidden chat stays in its owner's results only
  const shared = '(hidden = 0 AND EXISTS (SELECT 1 FROM chat_shares s WHERE s.chat_id = chats.id AND s.username = ?))';
  where.clauses.push(scope.kind === 'mine' ? `(owner = ? OR ${shared})` : `(owner <> ? AND ${shared})`);
  where.params.push(scope.username, scope.username);
}

function filterClauses(query: ChatSearch, where: Where): void {
  const text = query.text?.trim();
  if (text) {
    const pattern = `%${escapeLike(foldForSearch(text))}%`;
    where.clauses.push("(fold(title) LIKE ? ESCAPE '\\' OR fold(description) LIKE ? ESCAPE '\\')");
    where.params.push(pattern, pattern);
  }
  for (const tag of new Set(query.tags ?? [])) {
    where.clauses.push('EXISTS (SELECT 1 FROM json_each(chats.tags) t WHERE t.value = ?)');
    where.params.push(tag);
  }
  if (query.bot === null) where.clauses.push('bot IS NULL');
  else if (query.bot !== undefined) {
    where.clauses.push('bot = ?');
    where.params.push(query.bot);
  }
  const ranges: [unknown, string][] = [[query.language, 'language = ?'], [query.from, 'created_at >= ?'], [query.to, 'created_at <= ?']];
  for (const [value, clause] of ranges) {
    if (value === undefined) continue;
    where.clauses.push(clause);
    where.params.push(value);
  }
}

/** Search over the `chats` table; statements are built per filter shape and kept, so each is prepared once. */
export function sqliteChatSearch(db: Database): ChatSummaries['search'] {
  // SQLite's LIKE and lower() fold ASCII only; JS folding also covers case and accents beyond it (Spanish content).
  db.function('fold', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? foldForSearch(value) : value));
  const cache = new Map<string, Statement>();
  const prepared = (sql: string): Statement => {
    let statement = cache.get(sql);
    if (!statement) cache.set(sql, (statement = db.prepare(sql)));
    return statement;
  };

  return async (scope, query) => {
    const where: Where = { clauses: [], params: [] };
    scopeClause(scope, where);
    filterClauses(query, where);
    const condition = where.clauses.join(' AND ');
    const read = db.transaction(() => {
      const { total } = prepared(`SELECT COUNT(*) AS total FROM chats WHERE ${condition}`).get(...where.params) as { total: number };
      if (query.limit <= 0 || total <= query.offset) return { items: [], total };
      const sql = `SELECT * FROM chats WHERE ${condition} ORDER BY ${ORDER[query.sort]} LIMIT ? OFFSET ?`;
      const rows = prepared(sql).all(...where.params, query.limit, Math.max(0, query.offset)) as ChatRow[];
      return { items: rows.map(toChat), total };
    });
    return read.deferred();
  };
}
