import type { NextFunction, Request, Response } from 'express';
import type { TokenAuthenticator } from '../../application/auth/ports.js';
import { AppError } from '../../application/errors.js';
import { languageOf, setContext } from './context.js';

/** Sets language and the signed-in user. A token that is present but bad is a 401, never silently anonymous. */
export function requestContext(auth: TokenAuthenticator, apiKey: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const language = languageOf(req);
    setContext(res, { language, username: null, sessionId: null, ip: req.ip ?? 'unknown' });
    try {
      if (req.get('x-api-key') !== apiKey) throw new AppError('unauthorized', 'bad_api_key');
      const token = req.get('x-token');
      if (token) {
        const who = await auth.authenticate(token);
        if (!who) throw new AppError('unauthorized', 'unauthorized');
        setContext(res, { language, username: who.username, sessionId: who.sessionId, ip: req.ip ?? 'unknown' });
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
