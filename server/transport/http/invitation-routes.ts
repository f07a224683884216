import { Router, type NextFunction, type Request, type Response } from 'express';
import { AnswerInvitationBody, INVITATIONS_PAGE_DEFAULT, InvitationsQuery } from '../../../shared/invitations.js';
import { Id } from '../../../shared/validation.js';
import { AppError } from '../../application/errors.js';
import type { InvitationService } from '../../application/invitations/invitations.js';
import { limitKey, type Bucket, type RateLimits } from '../rate-limits.js';
import { context, requireUser } from './context.js';
import { parse } from './errors.js';

/** Consent to share (issue 14): mounted on /chats ahead of the chat routes, so `invitations` is not taken for an id. */
export function invitationRouter(invitations: InvitationService, limits: RateLimits): Router {
  const router = Router();
  const limited = (bucket: Bucket) => async (_req: Request, res: Response, next: NextFunction) => {
    const username = requireUser(res);
    const retryAfter = await limits.take(bucket, limitKey(username, context(res).ip));
    if (retryAfter === null) return next();
    res.set('Retry-After', String(retryAfter));
    next(new AppError('rate_limited', 'rate_limited', { retryAfter }));
  };

  router.get('/invitations', limited('invitations'), async (req, res) => {
    const { limit = INVITATIONS_PAGE_DEFAULT, before } = parse(InvitationsQuery, req.query);
    res.json(await invitations.list(requireUser(res), { limit, before }));
  });
  router.put('/invitations/:id', limited('consent'), async (req, res) => {
    const chatId = parse(Id, req.params.id);
    res.json(await invitations.answer(chatId, requireUser(res), parse(AnswerInvitationBody, req.body).accept));
  });
  router.post('/:id/leave', limited('consent'), async (req, res) => {
    await invitations.leave(parse(Id, req.params.id), requireUser(res));
    res.status(204).end();
  });
  return router;
}
