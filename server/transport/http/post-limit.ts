import { Router } from 'express';
import { AppError } from '../../application/errors.js';
import { limitKey, type RateLimits } from '../rate-limits.js';
import { context } from './context.js';

/**
 * Posting a message takes a token from the same bucket as the socket's `message:send`, so the limit is one
 * whichever way a person posts. Mounted ahead of the chat routes; an anonymous post goes on to its 401.
 */
export function postLimitRouter(limits: RateLimits): Router {
  const router = Router();
  router.post('/:id/messages', async (_req, res, next) => {
    const { username, ip } = context(res);
    if (!username) return next();
    const retryAfter = await limits.take('post', limitKey(username, ip));
    if (retryAfter === null) return next();
    res.set('Retry-After', String(retryAfter));
    next(new AppError('rate_limited', 'rate_limited', { retryAfter }));
  });
  return router;
}
