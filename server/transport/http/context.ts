import type { Request, Response } from 'express';
import type { Language } from '../../../shared/validation.js';
import { AppError } from '../../application/errors.js';

/** What the middlewares learn about a request; kept in res.locals so handlers read one typed shape. */
export interface RequestContext {
  language: Language;
  username: string | null;
  sessionId: string | null;
  ip: string;
}

export const context = (res: Response): RequestContext => res.locals.ctx as RequestContext;

export function setContext(res: Response, ctx: RequestContext) {
  res.locals.ctx = ctx;
}

export function requireUser(res: Response): string {
  const { username } = context(res);
  if (!username) throw new AppError('unauthorized', 'unauthorized');
  return username;
}

export const languageOf = (req: Request): Language => {
  const header = String(req.get('x-language') ?? req.get('accept-language') ?? '').slice(0, 2).toLowerCase();
  return header === 'en' ? 'en' : 'es';
};
