import { Router } from 'express';
import { NewBotChatBody, NewPrivateChatBody, PostMessageBody } from '../../../shared/api.js';
import { Id } from '../../../shared/validation.js';
import type { ChatService } from '../../application/chats/chat-service.js';
import { context, requireUser } from './context.js';
import { parse } from './errors.js';

export function chatRouter(chats: ChatService): Router {
  const router = Router();

  router.get('/me', async (_req, res) => {
    res.json(await chats.listMine(requireUser(res)));
  });

  router.post('/new/bot', async (req, res) => {
    const owner = requireUser(res);
    const body = parse(NewBotChatBody, req.body);
    const chat = await chats.createBotChat(owner, { botKey: body.bot_key, userMessage: body.user_message, date: body.date }, context(res).language);
    res.status(201).json(chat);
  });

  router.post('/new/private', async (req, res) => {
    const owner = requireUser(res);
    const body = parse(NewPrivateChatBody, req.body);
    res.status(201).json(await chats.createPrivateChat(owner, body.message, context(res).language));
  });

  router.get('/info/:id', async (req, res) => {
    const chatId = parse(Id, req.params.id);
    res.json(await chats.getInfo(chatId, requireUser(res)));
  });

  router.get('/explore/info/:id', async (req, res) => {
    const chatId = parse(Id, req.params.id);
    res.json(await chats.getInfo(chatId, context(res).username));
  });

  router.post('/:id/messages', async (req, res) => {
    const author = requireUser(res);
    const chatId = parse(Id, req.params.id);
    const body = parse(PostMessageBody, req.body);
    const message = await chats.postMessage({
      chatId, author, text: body.message, answerMessageId: body.answer_message_id, clientId: body.client_id,
    });
    res.status(201).json(message);
  });

  return router;
}
