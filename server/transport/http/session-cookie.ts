import type { Request, Response } from 'express';

/**
 * The browser's session token lives in this cookie: HttpOnly (no script can read it), SameSite=Strict and, over
 * https, Secure. API clients send X-TOKEN instead. The X-API-KEY header every API call needs is the CSRF guard:
 * another site cannot add a custom header to a request without a CORS preflight, which this server never grants.
 */
export const SESSION_COOKIE = 'token';

/** One cookie's value from a Cookie header (also the socket handshake's), or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

const options = (req: Request) => ({ httpOnly: true, sameSite: 'strict' as const, secure: req.secure, path: '/' });

/** A browser-session cookie like the client's own (the legal cookie page says so): it ends when the browser closes, the JWT at its exp. */
export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, options(req));
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, options(req));
}
