import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, SCRYPT_PARAMS, verifyPassword } from '../../server/application/auth/password.js';

describe('password hashing', () => {
  it('stores the parameters, salt and hash beside each other', async () => {
    const stored = await hashPassword('Secret#123');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect(scheme).toBe('scrypt');
    expect([Number(n), Number(r), Number(p)]).toEqual([SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p]);
    expect([n, r, p]).toEqual(['16384', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash, 'base64')).toHaveLength(64);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Secret#123')).not.toBe(await hashPassword('Secret#123'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Secret#123');
    expect(await verifyPassword('Secret#123', stored)).toBe(true);
    expect(await verifyPassword('Secret#124', stored)).toBe(false);
    expect(await verifyPassword('secret#123', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('reads N, r and p from the stored string', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const hash = scryptSync('Older#Pass1', salt, 32, { N: 1024, r: 4, p: 2 });
    const stored = `scrypt$1024$4$2$${salt.toString('base64')}$${hash.toString('base64')}`;
    expect(await verifyPassword('Older#Pass1', stored)).toBe(true);
    expect(await verifyPassword('Older#Pass2', stored)).toBe(false);
    const withDefaults = stored.replace('scrypt$1024$4$2', 'scrypt$16384$8$1');
    expect(await verifyPassword('Older#Pass1', withDefaults)).toBe(false);
  });

  it('refuses malformed or absurd stored strings instead of throwing', async () => {
    const good = await hashPassword('Secret#123');
    const parts = good.split('$');
    for (const bad of ['', 'bcrypt$x', good.replace('scrypt', 'sha1'), [...parts.slice(0, 5)].join('$'),
      ['scrypt', '1000', ...parts.slice(2)].join('$'), ['scrypt', String(1 << 24), ...parts.slice(2)].join('$'),
      ['scrypt', '16384', '0', ...parts.slice(3)].join('$')]) {
      expect(await verifyPassword('Secret#123', bad)).toBe(false);
    }
  });

  it('has a dummy hash in the same format that matches nothing useful', async () => {
    expect(DUMMY_HASH).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Secret#123', DUMMY_HASH)).toBe(false);
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false);
  });
});
