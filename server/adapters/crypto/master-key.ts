import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;

export function parseMasterKey(value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES || !/^[A-Za-z0-9+/=_-]+$/.test(text)) {
    throw new Error(`MASTER_KEY must be ${KEY_BYTES} bytes, given as base64 or 64 hex characters`);
  }
  return key;
}

/** MASTER_KEY wins; otherwise DATA_DIR/master.key, created on first run (mode 0600). */
export function loadMasterKey(opts: { dataDir: string; envKey?: string }): Buffer {
  if (opts.envKey !== undefined && opts.envKey.trim() !== '') return parseMasterKey(opts.envKey);
  const file = join(opts.dataDir, 'master.key');
  if (existsSync(file)) return readKeyFile(file);
  mkdirSync(opts.dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    // 'wx' so two processes starting at once never overwrite each other's key
    writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readKeyFile(file);
    throw err;
  }
  return key;
}

function readKeyFile(file: string): Buffer {
  try {
    return parseMasterKey(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file} does not hold a ${KEY_BYTES}-byte key; restore it from a backup (without it stored chats cannot be read)`);
  }
}
