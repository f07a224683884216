import { Router } from 'express';
import { Id } from '../../../shared/validation.js';
import type { ReplyControl } from '../../application/bots/reply-control.js';
import { AppError } from '../../application/errors.js';
import { limitKey, type RateLimits } from '../rate-limits.js';
import { context, requireUser } from './context.js';
import { parse } from './errors.js';

/** Stop on a bot reply while it streams (issue 18): the owner's, rate limited per person (docs/api.md). */
export function replyControlRouter(control: ReplyControl, limits: RateLimits): Router {
  const router = Router();
  router.post('/:id/messages/:messageId/stop', async (req, res) => {
    const by = requireUser(res);
    const retryAfter = await limits.take('stop', limitKey(by, context(res).ip));
    if (retryAfter !== null) {
      res.set('Retry-After', String(retryAfter));
      throw new AppError('rate_limited', 'rate_limited', { retryAfter });
    }
    const chatId = parse(Id, req.params.id);
    res.json(await control.stopReply(chatId, parse(Id, req.params.messageId), by));
  });
  return router;
}
