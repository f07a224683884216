import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ChatKeys, SealedText, Sealer } from '../../application/ports.js';

const ALGO = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const CACHE_LIMIT = 1000;

interface Encrypted { iv: Buffer; ct: Buffer; tag: Buffer }

/*
 * IVs are cut from a pool of CSPRNG bytes drawn 4 KB at a time: a randomBytes call per seal cost ~14 µs here,
 * as much as drawing 341 IVs at once. Each IV is handed out once, and a spent pool is replaced, never refilled,
 * so an IV already used keeps its bytes.
 */
const IV_POOL_BYTES = IV_BYTES * 341;
let ivPool = Buffer.alloc(0);
let ivOffset = 0;

function freshIv(): Buffer {
  if (ivOffset + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(IV_POOL_BYTES);
    ivOffset = 0;
  }
  ivOffset += IV_BYTES;
  return ivPool.subarray(ivOffset - IV_BYTES, ivOffset);
}

function encrypt(key: Buffer, aad: string, plain: Buffer): Encrypted {
  const iv = freshIv();
  const cipher = createCipheriv(ALGO, key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, ct, tag: cipher.getAuthTag() };
}

/** null when authentication fails or the input is malformed */
function decrypt(key: Buffer, aad: string, { iv, ct, tag }: Encrypted): Buffer | null {
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(ALGO, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ct), decipher.final()]);
  } catch {
    return null;
  }
}

const keyAad = (chatId: string) => `key|${chatId}`;

export function wrapKey(masterKey: Buffer, chatId: string, dataKey: Buffer): Buffer {
  const { iv, ct, tag } = encrypt(masterKey, keyAad(chatId), dataKey);
  return Buffer.concat([iv, tag, ct]);
}

export function unwrapKey(masterKey: Buffer, chatId: string, wrapped: Buffer): Buffer | null {
  const iv = wrapped.subarray(0, IV_BYTES);
  const tag = wrapped.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const ct = wrapped.subarray(IV_BYTES + TAG_BYTES);
  const key = decrypt(masterKey, keyAad(chatId), { iv, ct, tag });
  return key && key.length === 32 ? key : null;
}

/** A Map keeps insertion order, so re-inserting on use makes the first entry the least recently used. */
function createKeyCache(limit: number) {
  const entries = new Map<string, Buffer>();
  return {
    get(chatId: string): Buffer | undefined {
      const key = entries.get(chatId);
      if (key) {
        entries.delete(chatId);
        entries.set(chatId, key);
      }
      return key;
    },
    set(chatId: string, key: Buffer): void {
      entries.delete(chatId);
      entries.set(chatId, key);
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
    },
    delete(chatId: string): void {
      entries.delete(chatId);
    },
  };
}

function openOne(key: Buffer, chatId: string, seq: number | string, sealed: SealedText): string | null {
  try {
    const plain = decrypt(key, `${chatId}|${seq}`, {
      iv: Buffer.from(sealed.iv, 'base64'),
      ct: Buffer.from(sealed.ct, 'base64'),
      tag: Buffer.from(sealed.tag, 'base64'),
    });
    return plain ? plain.toString('utf8') : null;
  } catch {
    return null;
  }
}

export function createSealer(masterKey: Buffer, keys: ChatKeys, opts: { cacheLimit?: number } = {}): Sealer {
  if (masterKey.length !== 32) throw new Error('the master key must be 32 bytes');
  const cache = createKeyCache(opts.cacheLimit ?? CACHE_LIMIT);
  // bumped on every shred, so a key read that was in flight during a shred is not cached again
  let shreds = 0;

  async function dataKey(chatId: string): Promise<Buffer | null> {
    const cached = cache.get(chatId);
    if (cached) return cached;
    const before = shreds;
    const wrapped = await keys.get(chatId);
    const key = wrapped ? unwrapKey(masterKey, chatId, wrapped) : null;
    if (key && before === shreds) cache.set(chatId, key);
    return key;
  }

  return {
    async createKey(chatId) {
      const key = randomBytes(32);
      await keys.put(chatId, wrapKey(masterKey, chatId, key));
      cache.set(chatId, key);
    },
    async seal(chatId, seq, text) {
      const key = await dataKey(chatId);
      if (!key) throw new Error(`no data key for chat ${chatId}`);
      const { iv, ct, tag } = encrypt(key, `${chatId}|${seq}`, Buffer.from(text, 'utf8'));
      return { iv: iv.toString('base64'), ct: ct.toString('base64'), tag: tag.toString('base64') };
    },
    async open(chatId, seq, sealed: SealedText) {
      return (await this.openAll(chatId, [{ seq, sealed }]))[0];
    },
    async openAll(chatId, items) {
      let key: Buffer | null;
      try {
        key = await dataKey(chatId);
      } catch {
        key = null; // a store failure reads as "cannot decrypt", never as a crash of the whole timeline
      }
      return items.map(({ seq, sealed }) => (key ? openOne(key, chatId, seq, sealed) : null));
    },
    async shred(chatId) {
      shreds++;
      cache.delete(chatId);
      await keys.delete(chatId);
      shreds++;
      cache.delete(chatId);
    },
  };
}
