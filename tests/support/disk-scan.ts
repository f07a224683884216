import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * The raw bytes of every file in a data folder (the SQLite file, its -wal and -shm, any upload), as they sit on
 * disk, so free pages and old WAL frames count too. The mail outbox is left out: sent mail stays sent.
 * Returns `file: needle` for each needle found (as written or lower-cased, UTF-8).
 */
export function scanDataFiles(dataDir: string, needles: string[]): string[] {
  const found: string[] = [];
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !path.join(entry.parentPath, entry.name).startsWith(outbox));
  for (const entry of files) {
    const bytes = fs.readFileSync(path.join(entry.parentPath, entry.name));
    for (const needle of needles) {
      const forms = new Set([needle, needle.toLowerCase()]);
      if ([...forms].some((form) => bytes.includes(Buffer.from(form, 'utf8')))) found.push(`${entry.name}: ${needle}`);
    }
  }
  return found;
}

/**
 * What a private chat must never leave in clear on disk besides its words: the automatic `suicide` tag, the
 * safety flag, the tag events and an owner's rename (by their type names as stored), next to the chat's own title
 * and description.
 */
export const PRIVATE_METADATA_NEEDLES = ['suicide', 'safety_flagged', 'tag_added', 'chat_edited', 'chat_renamed'];

/**
 * The sealed bodies (ciphertext, base64) of a chat's timeline read model and snapshots in the SQLite file of
 * `dataDir`: they hold nothing readable, so a raw scan proves they are gone by looking for these bytes.
 */
export function sealedProjections(dataDir: string, chatId: string): string[] {
  const db = new Database(path.join(dataDir, 'psycare.sqlite'), { readonly: true });
  try {
    const rows = db.prepare<[string, string], { body: string }>(
      'SELECT body FROM timeline_items WHERE chat_id = ? UNION ALL SELECT body FROM chat_snapshots WHERE chat_id = ?',
    ).all(chatId, chatId);
    return rows.map((r) => (JSON.parse(r.body) as { ct: string }).ct);
  } finally {
    db.close();
  }
}

export const snapshotCount = (dataDir: string, chatId: string): number => {
  const db = new Database(path.join(dataDir, 'psycare.sqlite'), { readonly: true });
  try {
    return (db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM chat_snapshots WHERE chat_id = ?').get(chatId) as { n: number }).n;
  } finally {
    db.close();
  }
};
