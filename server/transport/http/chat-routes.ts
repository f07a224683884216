import { Router } from 'express';
import { DiaryDayQuery, DiaryYearQuery, NewBotChatBody, NewPrivateChatBody, PageQuery, PostMessageBody } from '../../../shared/api.js';
import { Id } from '../../../shared/validation.js';
import type { ChatService } from '../../application/chats/chat-service.js';
import { AppError } from '../../application/errors.js';
import { context, requireUser } from './context.js';
import { parse } from './errors.js';

/** `limit` 1..PAGE_MAX and, for older pages, a `before` cursor: either wrong is a 422 in the user's language. */
function pageQuery(query: unknown, needsCursor = false) {
  const result = PageQuery.safeParse(query);
  if (!result.success) throw new AppError('unprocessable', result.error.issues[0]?.path[0] === 'limit' ? 'page_limit_invalid' : 'cursor_invalid');
  if (needsCursor && !result.data.before) throw new AppError('unprocessable', 'cursor_invalid');
  return result.data;
}

export function chatRouter(chats: ChatService): Router {
  const router = Router();

  router.get('/me', async (_req, res) => {
    res.json(await chats.listMine(requireUser(res)));
  });

  router.post('/new/bot', async (req, res) => {
    const owner = requireUser(res);
    const body = parse(NewBotChatBody, req.body);
    const { created, chat } = await chats.createBotChat(owner, { botKey: body.bot_key, userMessage: body.user_message, date: body.date }, context(res).language, req.get('accept-language'));
    res.status(created ? 201 : 200).json(chat);
  });

  router.post('/new/private', async (req, res) => {
    const owner = requireUser(res);
    const body = parse(NewPrivateChatBody, req.body);
    res.status(201).json(await chats.createPrivateChat(owner, body.message, context(res).language, req.get('accept-language')));
  });

  router.get('/info/:id', async (req, res) => {
    const chatId = parse(Id, req.params.id);
    res.json(await chats.getInfo(chatId, requireUser(res), pageQuery(req.query).limit));
  });

  router.get('/explore/info/:id', async (req, res) => {
    const chatId = parse(Id, req.params.id);
    res.json(await chats.getInfo(chatId, context(res).username, pageQuery(req.query).limit));
  });

  router.get('/info/:id/timeline', async (req, res) => {
    const chatId = parse(Id, req.params.id);
    const { before, limit } = pageQuery(req.query, true);
    res.json(await chats.timelinePage(chatId, requireUser(res), before as string, limit));
  });

  router.get('/explore/info/:id/timeline', async (req, res) => {
    const chatId = parse(Id, req.params.id);
    const { before, limit } = pageQuery(req.query, true);
    res.json(await chats.timelinePage(chatId, context(res).username, before as string, limit));
  });

  router.post('/:id/messages', async (req, res) => {
    const author = requireUser(res);
    const chatId = parse(Id, req.params.id);
    const body = parse(PostMessageBody, req.body);
    const message = await chats.postMessage({
      chatId, author, text: body.message, answerMessageId: body.answer_message_id, clientId: body.client_id,
      locale: req.get('accept-language'),
    });
    res.status(201).json(message);
  });

  router.post('/:id/messages/:messageId/retry', async (req, res) => {
    const by = requireUser(res);
    const chatId = parse(Id, req.params.id);
    res.status(201).json(await chats.retryReply(chatId, parse(Id, req.params.messageId), by));
  });

  router.get('/diary/search/by-year', async (req, res) => {
    const owner = requireUser(res);
    const { year } = parse(DiaryYearQuery, req.query);
    res.json(await chats.diary(owner, String(year)));
  });

  router.get('/diary/search/by-day', async (req, res) => {
    const owner = requireUser(res);
    const { year, month, day } = parse(DiaryDayQuery, req.query);
    res.json(await chats.diary(owner, `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`));
  });

  return router;
}
