import { createHash, randomBytes } from 'node:crypto';
import type { OneTimeKind, Store } from '../ports.js';

export const VERIFY_TTL_MS = 48 * 3600_000;
export const RESET_TTL_MS = 30 * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Makes a one-time token; only its hash is stored, so a leaked database cannot be used to verify or reset. */
export async function issueOneTime(store: Store, kind: OneTimeKind, username: string, expiresAt: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await store.tokens.create(hashToken(token), kind, username, expiresAt);
  return token;
}

export const consumeOneTime = (store: Store, kind: OneTimeKind, token: string, now: number) =>
  store.tokens.consume(hashToken(token), kind, now);

export const link = (publicUrl: string, path: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;
