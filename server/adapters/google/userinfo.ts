import { z } from 'zod';
import type { GoogleIdentity, GoogleVerifier } from '../../application/auth/ports.js';

const TIMEOUT_MS = 5000;

const UserInfo = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().max(254).email(),
  // Google's OpenID endpoint sends a boolean; older userinfo versions sent the string "true".
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true'),
});

/** Asks Google who an access token belongs to. Any failure (network, timeout, status, shape) is null. */
export function createGoogleVerifier(userinfoUrl: string, fetchImpl: typeof fetch = fetch): GoogleVerifier {
  return {
    async identify(accessToken: string): Promise<GoogleIdentity | null> {
      try {
        const response = await fetchImpl(userinfoUrl, {
          headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (response.status !== 200) {
          await response.body?.cancel().catch(() => undefined);
          return null;
        }
        const parsed = UserInfo.safeParse(await response.json());
        if (!parsed.success) return null;
        return { sub: parsed.data.sub, email: parsed.data.email, emailVerified: parsed.data.email_verified };
      } catch {
        return null;
      }
    },
  };
}
