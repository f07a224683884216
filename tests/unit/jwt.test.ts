import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { createJwt, loadJwtSecret } from '../../server/application/auth/jwt.js';

const secret = randomBytes(48);
const claims = { username: 'alice', sid: '3f7d1f8e-8a53-4f0e-9e8e-0c4b1b2a9d11', role: 'user' as const };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('jwt', () => {
  let now = Date.UTC(2030, 0, 1);
  const jwt = createJwt(secret, { clock: () => now });

  it('round-trips username, session id and role, and reads the expiry back', async () => {
    now = Date.UTC(2030, 0, 1);
    const token = await jwt.sign(claims, now + 3600_000);
    expect(await jwt.verify(token)).toEqual({ ...claims, expiresAt: now + 3600_000 });
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
  });

  it('refuses an expired token', async () => {
    now = Date.UTC(2030, 0, 1);
    const token = await jwt.sign(claims, now + 60_000);
    now += 61_000;
    expect(await jwt.verify(token)).toBeNull();
  });

  it('refuses a tampered signature and a tampered payload', async () => {
    now = Date.UTC(2030, 0, 1);
    const token = await jwt.sign(claims, now + 3600_000);
    const [h, p, s] = token.split('.');
    const flipped = (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    expect(await jwt.verify(`${h}.${p}.${flipped}`)).toBeNull();
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    expect(await jwt.verify(`${h}.${b64({ ...payload, sub: 'mallory', role: 'admin' })}.${s}`)).toBeNull();
  });

  it('refuses a hand-made alg:none token', async () => {
    now = Date.UTC(2030, 0, 1);
    const payload = { sub: 'alice', sid: claims.sid, role: 'admin', iss: 'psycare', iat: now / 1000, exp: now / 1000 + 3600 };
    expect(await jwt.verify(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`)).toBeNull();
    expect(await jwt.verify(`${b64({ alg: 'none' })}.${b64(payload)}`)).toBeNull();
  });

  it('refuses a token signed with another secret, or with another HMAC algorithm', async () => {
    now = Date.UTC(2030, 0, 1);
    const other = createJwt(randomBytes(48), { clock: () => now });
    expect(await jwt.verify(await other.sign(claims, now + 3600_000))).toBeNull();
    const hs512 = await new SignJWT({ sid: claims.sid, role: 'user' })
      .setProtectedHeader({ alg: 'HS512' }).setSubject('alice').setIssuer('psycare')
      .setExpirationTime(now / 1000 + 3600).sign(secret);
    expect(await jwt.verify(hs512)).toBeNull();
  });

  it('refuses garbage and tokens with missing or wrong claims', async () => {
    now = Date.UTC(2030, 0, 1);
    for (const bad of ['', 'abc', 'a.b.c', '...']) expect(await jwt.verify(bad)).toBeNull();
    const noSid = await new SignJWT({ role: 'user' }).setProtectedHeader({ alg: 'HS256' }).setSubject('alice')
      .setIssuer('psycare').setExpirationTime(now / 1000 + 3600).sign(secret);
    expect(await jwt.verify(noSid)).toBeNull();
    const badRole = await new SignJWT({ sid: claims.sid, role: 'god' }).setProtectedHeader({ alg: 'HS256' })
      .setSubject('alice').setIssuer('psycare').setExpirationTime(now / 1000 + 3600).sign(secret);
    expect(await jwt.verify(badRole)).toBeNull();
  });
});

describe('loadJwtSecret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'psycare-jwt-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses JWT_SECRET when it is set', () => {
    const dataDir = tempDir();
    const value = 'x'.repeat(40);
    expect(Buffer.from(loadJwtSecret({ dataDir, envSecret: value })).toString()).toBe(value);
    expect(() => statSync(join(dataDir, 'jwt.secret'))).toThrow();
  });

  it('creates DATA_DIR/jwt.secret (48 bytes, mode 0600) once and reuses it', () => {
    const dataDir = join(tempDir(), 'nested');
    const first = loadJwtSecret({ dataDir });
    expect(first).toHaveLength(48);
    const file = join(dataDir, 'jwt.secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(loadJwtSecret({ dataDir, envSecret: '' })).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(Buffer.from(first))).toBe(true);
  });

  it('refuses a secret file that is too short', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'jwt.secret'), 'c2hvcnQ=\n');
    expect(() => loadJwtSecret({ dataDir })).toThrow(/jwt.secret/);
  });
});
