import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';

/**
 * Seals the personal fields no query needs (a profile's name or phone, a contact message's body) before they
 * reach MongoDB, so its oplog, data files and backups hold ciphertext: AES-256-GCM under a key derived from the
 * master key, a fresh IV each time, and the field's place (`collection|id|field`) as AAD, so a value cannot be
 * moved to another document or field. A value stored before sealing existed reads back as it is.
 */
export interface FieldSealer {
  seal(place: string, value: string): string;
  seal(place: string, value: string | null): string | null;
  open(place: string, value: string | null | undefined): string | null;
}

export function createFieldSealer(masterKey: Buffer): FieldSealer {
  const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'psycare mongo fields v1', 32));
  function seal(place: string, value: string): string;
  function seal(place: string, value: string | null): string | null;
  function seal(place: string, value: string | null): string | null {
    if (value === null) return null;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(place));
    const ct = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return `${PREFIX}${[iv, ct, cipher.getAuthTag()].map((part) => part.toString('base64')).join('.')}`;
  }
  return {
    seal,
    open(place, value) {
      if (value === null || value === undefined) return null;
      if (!value.startsWith(PREFIX)) return value;
      const [iv, ct, tag] = value.slice(PREFIX.length).split('.').map((part) => Buffer.from(part, 'base64'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(place)).setAuthTag(tag);
      return Buffer.concat([decipher.update(ct), decipher.final()]).toString('utf8');
    },
  };
}
