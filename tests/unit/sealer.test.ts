import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatKeys } from '../../server/application/ports.js';
import { loadMasterKey } from '../../server/adapters/crypto/master-key.js';
import { createSealer, unwrapKey } from '../../server/adapters/crypto/sealer.js';

function memoryKeys(): ChatKeys & { map: Map<string, Buffer>; gets: number } {
  const map = new Map<string, Buffer>();
  const store = {
    map,
    gets: 0,
    async put(chatId: string, wrapped: Buffer) { map.set(chatId, Buffer.from(wrapped)); },
    async get(chatId: string) { store.gets++; return map.get(chatId) ?? null; },
    async delete(chatId: string) { map.delete(chatId); },
  };
  return store;
}

const flip = (b64: string) => {
  const bytes = Buffer.from(b64, 'base64');
  bytes[0] ^= 0x01;
  return bytes.toString('base64');
};

describe('sealer', () => {
  const master = randomBytes(32);

  it('round-trips text, with a fresh IV each time', async () => {
    const sealer = createSealer(master, memoryKeys());
    await sealer.createKey('c1');
    const a = await sealer.seal('c1', 1, 'hola, ¿cómo estás? 🌱');
    const b = await sealer.seal('c1', 1, 'hola, ¿cómo estás? 🌱');
    expect(a.iv).not.toBe(b.iv);
    expect(Buffer.from(a.iv, 'base64')).toHaveLength(12);
    expect(a.ct).not.toContain('hola');
    expect(await sealer.open('c1', 1, a)).toBe('hola, ¿cómo estás? 🌱');
  });

  it('gives every seal its own IV, across the refills of the IV pool', async () => {
    const sealer = createSealer(master, memoryKeys());
    await sealer.createKey('c1');
    const sealed = await Promise.all(Array.from({ length: 1500 }, (_, i) => sealer.seal('c1', i + 1, `text ${i}`)));
    expect(new Set(sealed.map((s) => s.iv)).size).toBe(1500);
    const opened = await sealer.openAll('c1', sealed.map((s, i) => ({ seq: i + 1, sealed: s })));
    expect(opened.every((text, i) => text === `text ${i}`)).toBe(true);
  });

  it('reads keys back through a fresh sealer (wrapped in the store, not only cached)', async () => {
    const keys = memoryKeys();
    await createSealer(master, keys).createKey('c1');
    const sealed = await createSealer(master, keys).seal('c1', 3, 'persisted');
    expect(await createSealer(master, keys).open('c1', 3, sealed)).toBe('persisted');
    expect(keys.map.get('c1')).toHaveLength(12 + 16 + 32);
  });

  it('binds the ciphertext to chat and seq: another seq or chat gives null', async () => {
    const sealer = createSealer(master, memoryKeys());
    await sealer.createKey('c1');
    await sealer.createKey('c2');
    const sealed = await sealer.seal('c1', 1, 'secret');
    expect(await sealer.open('c1', 2, sealed)).toBeNull();
    expect(await sealer.open('c2', 1, sealed)).toBeNull();
  });

  it('returns null for a tampered ciphertext, tag or iv', async () => {
    const sealer = createSealer(master, memoryKeys());
    await sealer.createKey('c1');
    const sealed = await sealer.seal('c1', 1, 'secret');
    expect(await sealer.open('c1', 1, { ...sealed, ct: flip(sealed.ct) })).toBeNull();
    expect(await sealer.open('c1', 1, { ...sealed, tag: flip(sealed.tag) })).toBeNull();
    expect(await sealer.open('c1', 1, { ...sealed, iv: flip(sealed.iv) })).toBeNull();
    expect(await sealer.open('c1', 1, { ...sealed, tag: '' })).toBeNull();
  });

  it('returns null after shred, and the key is gone from the store and the cache', async () => {
    const keys = memoryKeys();
    const sealer = createSealer(master, keys);
    await sealer.createKey('c1');
    const sealed = await sealer.seal('c1', 1, 'secret');
    await sealer.shred('c1');
    expect(keys.map.has('c1')).toBe(false);
    expect(await sealer.open('c1', 1, sealed)).toBeNull();
    await expect(sealer.seal('c1', 2, 'x')).rejects.toThrow(/no data key/);
  });

  it('returns null for an unknown chat and when the store fails', async () => {
    const keys = memoryKeys();
    const sealer = createSealer(master, keys);
    await sealer.createKey('c1');
    const sealed = await sealer.seal('c1', 1, 'secret');
    expect(await sealer.open('nope', 1, sealed)).toBeNull();
    keys.get = async () => { throw new Error('store down'); };
    expect(await createSealer(master, keys).open('c1', 1, sealed)).toBeNull();
  });

  it('wraps keys under the master key with AAD key|chatId', async () => {
    const keys = memoryKeys();
    await createSealer(master, keys).createKey('c1');
    const wrapped = keys.map.get('c1')!;
    expect(unwrapKey(master, 'c1', wrapped)).toHaveLength(32);
    expect(unwrapKey(master, 'c2', wrapped)).toBeNull();
    expect(unwrapKey(randomBytes(32), 'c1', wrapped)).toBeNull();
    const sealed = await createSealer(master, keys).seal('c1', 1, 'x');
    expect(await createSealer(randomBytes(32), keys).open('c1', 1, sealed)).toBeNull();
  });

  it('caches unwrapped keys, evicting the least recently used', async () => {
    const keys = memoryKeys();
    const sealer = createSealer(master, keys, { cacheLimit: 2 });
    for (const id of ['a', 'b', 'c']) await sealer.createKey(id);
    keys.gets = 0;
    await sealer.seal('b', 1, 'x');
    await sealer.seal('c', 1, 'x');
    expect(keys.gets).toBe(0);
    await sealer.seal('a', 1, 'x'); // evicted: read from the store, then 'b' is the oldest
    expect(keys.gets).toBe(1);
    await sealer.seal('c', 1, 'x');
    expect(keys.gets).toBe(1);
    await sealer.seal('b', 1, 'x');
    expect(keys.gets).toBe(2);
  });
});

describe('master key', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'psycare-key-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => { for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true }); });

  it('creates DATA_DIR/master.key with mode 0600 and reuses it', () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    const first = loadMasterKey({ dataDir });
    expect(first).toHaveLength(32);
    const file = join(dataDir, 'master.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(first)).toBe(true);
    expect(loadMasterKey({ dataDir }).equals(first)).toBe(true);
  });

  it('uses MASTER_KEY as base64 or hex, before any file', () => {
    const key = randomBytes(32);
    const dataDir = tempDir();
    expect(loadMasterKey({ dataDir, envKey: key.toString('base64') }).equals(key)).toBe(true);
    expect(loadMasterKey({ dataDir, envKey: key.toString('hex') }).equals(key)).toBe(true);
    expect(() => statSync(join(dataDir, 'master.key'))).toThrow();
  });

  it('throws a clear error for a MASTER_KEY that is not 32 bytes', () => {
    const dataDir = tempDir();
    expect(() => loadMasterKey({ dataDir, envKey: randomBytes(16).toString('base64') })).toThrow(/MASTER_KEY must be 32 bytes/);
    expect(() => loadMasterKey({ dataDir, envKey: 'not a key!' })).toThrow(/MASTER_KEY/);
    expect(() => loadMasterKey({ dataDir, envKey: 'ab'.repeat(31) })).toThrow(/MASTER_KEY/);
  });
});
