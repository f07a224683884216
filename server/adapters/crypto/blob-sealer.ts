import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { BlobSealer } from '../../application/people/professionals/ports.js';
import { unwrapKey, wrapKey } from './sealer.js';

const ALGO = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Uploads (professional documents) are sealed like chats: a fresh 256-bit key per upload, wrapped by the
 * master key, and AES-256-GCM with a fresh IV and the upload id as AAD, so a blob cannot be moved to
 * another record. Deleting the record deletes its wrapped key with it.
 */
export function createBlobSealer(masterKey: Buffer): BlobSealer {
  if (masterKey.length !== 32) throw new Error('the master key must be 32 bytes');
  const keyId = (id: string) => `upload:${id}`;
  const aad = (id: string) => Buffer.from(`upload|${id}`, 'utf8');
  return {
    seal(id, plain) {
      const key = randomBytes(32);
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGO, key, iv);
      cipher.setAAD(aad(id));
      const ct = Buffer.concat([cipher.update(plain), cipher.final()]);
      return { wrappedKey: wrapKey(masterKey, keyId(id), key), data: Buffer.concat([iv, cipher.getAuthTag(), ct]) };
    },
    open(id, wrappedKey, data) {
      const key = unwrapKey(masterKey, keyId(id), wrappedKey);
      if (!key || data.length < IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv(ALGO, key, data.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
        decipher.setAAD(aad(id));
        decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(data.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      } catch {
        return null;
      }
    },
  };
}
