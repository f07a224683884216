import { Router } from 'express';
import { ChatSearchBody } from '../../../shared/api.js';
import { Id } from '../../../shared/validation.js';
import type { Social } from '../../application/chats/social.js';
import { context, requireUser } from './context.js';
import { parse } from './errors.js';

const toSearch = (body: ChatSearchBody) => ({
  text: body.text, tags: body.tags, bot: body.bot, language: body.language, from: body.from, to: body.to,
  sort: body.sort, offset: body.offset, limit: body.limit, onlyExternal: body.only_external_chats,
});

/** Mounted at /api/chats: search, explore and follows. */
export function chatSocialRouter(social: Social): Router {
  const router = Router();
  router.post('/explore/search', async (req, res) => {
    res.json(await social.searchPublic(toSearch(parse(ChatSearchBody, req.body ?? {})), context(res).username));
  });
  router.post('/search', async (req, res) => {
    const username = requireUser(res);
    res.json(await social.searchMine(toSearch(parse(ChatSearchBody, req.body ?? {})), username));
  });
  router.get('/follow/me', async (_req, res) => {
    res.json(await social.follows(requireUser(res)));
  });
  router.post('/follow/:chatId', async (req, res) => {
    const username = requireUser(res);
    res.status(201).json(await social.follow(username, parse(Id, req.params.chatId)));
  });
  router.delete('/follow/:chatId', async (req, res) => {
    const username = requireUser(res);
    await social.unfollow(username, parse(Id, req.params.chatId));
    res.status(204).end();
  });
  return router;
}
