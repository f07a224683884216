import fs from 'node:fs';
import path from 'node:path';

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
 * safety flag and the tag events (by their type names as stored), next to the chat's own title and description.
 */
export const PRIVATE_METADATA_NEEDLES = ['suicide', 'safety_flagged', 'tag_added', 'chat_edited'];
