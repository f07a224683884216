import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import { ROLES, type Role } from '../../../shared/validation.js';
import type { Clock } from '../ports.js';

export interface JwtClaims { username: string; sid: string; role: Role }
/** What a valid token says, with its `exp` as epoch milliseconds. */
export interface VerifiedClaims extends JwtClaims { expiresAt: number }

export interface JwtOptions {
  clock?: Clock;
  issuer?: string;
}

const ALG = 'HS256';
const SECRET_BYTES = 48;
const MIN_SECRET_BYTES = 32;

const seconds = (ms: number) => Math.floor(ms / 1000);

const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export function createJwt(secret: Uint8Array, opts: JwtOptions = {}) {
  const clock = opts.clock ?? Date.now;
  const issuer = opts.issuer ?? 'psycare';

  /** `expiresAt` is epoch milliseconds, like the session's. */
  async function sign(claims: JwtClaims, expiresAt: number): Promise<string> {
    return new SignJWT({ sid: claims.sid, role: claims.role })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(claims.username)
      .setIssuer(issuer)
      .setIssuedAt(seconds(clock()))
      .setExpirationTime(seconds(expiresAt))
      .sign(secret);
  }

  /** Pinning the algorithm refuses `alg: none` and any public-key algorithm confusion. */
  async function verify(token: string): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: [ALG],
        issuer,
        currentDate: new Date(clock()),
        requiredClaims: ['sub', 'exp'],
      });
      const { sub, sid, role, exp } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || !isRole(role) || exp === undefined) return null;
      return { username: sub, sid, role, expiresAt: exp * 1000 };
    } catch {
      return null;
    }
  }

  return { sign, verify };
}

export type Jwt = ReturnType<typeof createJwt>;

/** JWT_SECRET wins; otherwise DATA_DIR/jwt.secret, created on first run (mode 0600). */
export function loadJwtSecret(opts: { dataDir: string; envSecret?: string }): Uint8Array {
  if (opts.envSecret !== undefined && opts.envSecret.trim() !== '') return new TextEncoder().encode(opts.envSecret);
  const file = join(opts.dataDir, 'jwt.secret');
  if (existsSync(file)) return readSecretFile(file);
  mkdirSync(opts.dataDir, { recursive: true });
  const secret = randomBytes(SECRET_BYTES);
  try {
    // 'wx' so two processes starting at once never overwrite each other's secret
    writeFileSync(file, secret.toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readSecretFile(file);
    throw err;
  }
  return new Uint8Array(secret);
}

function readSecretFile(file: string): Uint8Array {
  const text = readFileSync(file, 'utf8').trim();
  const secret = Buffer.from(text, 'base64');
  if (!/^[A-Za-z0-9+/=]+$/.test(text) || secret.length < MIN_SECRET_BYTES) {
    throw new Error(`${file} does not hold a base64 secret of at least ${MIN_SECRET_BYTES} bytes; delete it to make a new one (everyone will have to log in again)`);
  }
  return new Uint8Array(secret);
}
