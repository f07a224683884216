import { Router } from 'express';
import { RenameChatBody } from '../../../shared/api.js';
import { Id } from '../../../shared/validation.js';
import type { ChatActions } from '../../application/chats/chat-actions.js';
import { AppError } from '../../application/errors.js';
import { limitKey, type RateLimits } from '../rate-limits.js';
import { context, requireUser } from './context.js';
import { parse } from './errors.js';

/**
 * Titles (issue 18): the owner renames a chat from its header. Signed in first, then the rename bucket, then
 * the input: a flood of bad bodies is limited like good ones.
 */
export function chatTitleRouter(actions: ChatActions, limits: RateLimits): Router {
  const router = Router();
  router.put('/:id/title', async (req, res) => {
    const by = requireUser(res);
    const retryAfter = await limits.take('rename', limitKey(by, context(res).ip));
    if (retryAfter !== null) {
      res.set('Retry-After', String(retryAfter));
      throw new AppError('rate_limited', 'rate_limited', { retryAfter });
    }
    const chatId = parse(Id, req.params.id);
    res.json(await actions.rename(chatId, by, parse(RenameChatBody, req.body).title));
  });
  return router;
}
