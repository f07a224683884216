import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: ScryptOptions) => Promise<Buffer>;

export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// Bounds for parameters read back from a stored hash, so a corrupt row cannot make us burn gigabytes.
const MAX_N = 1 << 20;
const MAX_R = 32;
const MAX_P = 16;

interface Params { N: number; r: number; p: number }
interface Parsed extends Params { salt: Buffer; hash: Buffer }

/** scrypt needs about 128·N·r bytes; Node's default cap (32 MiB) would refuse larger parameters. */
const options = ({ N, r, p }: Params): ScryptOptions => ({ N, r, p, maxmem: 256 * N * r + 1024 * 1024 });

const format = ({ N, r, p }: Params, salt: Buffer, hash: Buffer) =>
  `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, options(SCRYPT_PARAMS));
  return format(SCRYPT_PARAMS, salt, hash);
}

const isInt = (text: string) => /^[1-9][0-9]{0,7}$/.test(text);

function parseStored(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, hash] = parts;
  if (!isInt(n) || !isInt(r) || !isInt(p)) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = params.N > 1 && (params.N & (params.N - 1)) === 0;
  if (!powerOfTwo || params.N > MAX_N || params.r > MAX_R || params.p > MAX_P) return null;
  const parsed = { ...params, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
  return parsed.salt.length > 0 && parsed.hash.length >= 16 ? parsed : null;
}

/** Reads N, r and p from the stored string, so hashes made with older parameters keep working. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const candidate = await scryptAsync(password, parsed.salt, parsed.hash.length, options(parsed));
  return timingSafeEqual(candidate, parsed.hash);
}

/** Checked against when the account does not exist, so that answer takes as long as a wrong password. */
export const DUMMY_HASH = ((): string => {
  const salt = randomBytes(SALT_BYTES);
  const hash = scryptSync(randomBytes(16).toString('hex'), salt, KEY_LENGTH, options(SCRYPT_PARAMS));
  return format(SCRYPT_PARAMS, salt, hash);
})();
