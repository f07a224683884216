import { Router } from 'express';
import { EditChatBody, EditMessageBody, FeedbackBody, RevokeQuery, ShareBody, TagBody } from '../../../shared/api.js';
import { Id, TopicTag } from '../../../shared/validation.js';
import type { ChatActions } from '../../application/chats/chat-actions.js';
import { requireUser } from './context.js';
import { parse } from './errors.js';

/** Owner and participant actions on one chat. Every route parses its ids before anything reaches a store. */
export function chatActionRouter(actions: ChatActions): Router {
  const router = Router();
  const ids = (params: Record<string, string | string[]>) => ({
    chatId: parse(Id, params.id),
    messageId: params.messageId === undefined ? '' : parse(Id, params.messageId),
  });

  router.put('/:id/messages/:messageId', async (req, res) => {
    const by = requireUser(res);
    const { chatId, messageId } = ids(req.params);
    res.json(await actions.editMessage(chatId, messageId, by, parse(EditMessageBody, req.body).message));
  });
  router.delete('/:id/messages/:messageId', async (req, res) => {
    const by = requireUser(res);
    const { chatId, messageId } = ids(req.params);
    res.json(await actions.deleteMessage(chatId, messageId, by));
  });
  router.put('/:id/messages/:messageId/feedback', async (req, res) => {
    const by = requireUser(res);
    const { chatId, messageId } = ids(req.params);
    res.json(await actions.giveFeedback(chatId, messageId, by, parse(FeedbackBody, req.body).positive));
  });
  router.put('/edit/:id', async (req, res) => {
    const by = requireUser(res);
    res.json(await actions.editChat(ids(req.params).chatId, by, parse(EditChatBody, req.body)));
  });
  router.post('/:id/tags', async (req, res) => {
    const by = requireUser(res);
    res.status(201).json(await actions.addTag(ids(req.params).chatId, by, parse(TagBody, req.body).tag));
  });
  router.delete('/:id/tags/:tag', async (req, res) => {
    const by = requireUser(res);
    res.json(await actions.removeTag(ids(req.params).chatId, by, parse(TopicTag, req.params.tag)));
  });
  router.put('/close/:id', async (req, res) => {
    res.json(await actions.close(ids(req.params).chatId, requireUser(res)));
  });
  router.put('/open/:id', async (req, res) => {
    res.json(await actions.open(ids(req.params).chatId, requireUser(res)));
  });
  router.put('/share/:id', async (req, res) => {
    const by = requireUser(res);
    const { public: isPublic = false, users = [], professional } = parse(ShareBody, req.body);
    res.json(await actions.share(ids(req.params).chatId, by, { public: isPublic, users, professional }));
  });
  router.delete('/share/:id', async (req, res) => {
    const by = requireUser(res);
    res.json(await actions.revoke(ids(req.params).chatId, by, parse(RevokeQuery, req.query).scope));
  });
  router.delete('/delete/:id', async (req, res) => {
    await actions.deleteChat(ids(req.params).chatId, requireUser(res));
    res.status(204).end();
  });
  return router;
}
