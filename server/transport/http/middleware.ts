import type { NextFunction, Request, Response } from 'express';
import type { TokenAuthenticator } from '../../application/auth/ports.js';
import { AppError } from '../../application/errors.js';
import { languageOf, setContext } from './context.js';
import { clearSessionCookie, readCookie, SESSION_COOKIE } from './session-cookie.js';

/**
 * Sets language and the signed-in user, from X-TOKEN or else the session cookie. An X-TOKEN that is present but
 * bad is a 401, never silently anonymous. A cookie whose session has ended is dropped and the request goes on
 * anonymous: otherwise a browser holding a stale cookie could not even sign in again.
 */
export function requestContext(auth: TokenAuthenticator, apiKey: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const language = languageOf(req);
    const ip = req.ip ?? 'unknown';
    setContext(res, { language, username: null, sessionId: null, ip });
    try {
      if (req.get('x-api-key') !== apiKey) throw new AppError('unauthorized', 'bad_api_key');
      const header = req.get('x-token');
      const token = header || readCookie(req.get('cookie'), SESSION_COOKIE);
      if (token) {
        const who = await auth.authenticate(token);
        if (!who && header) throw new AppError('unauthorized', 'unauthorized');
        if (!who) clearSessionCookie(req, res);
        else setContext(res, { language, username: who.username, sessionId: who.sessionId, ip });
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
