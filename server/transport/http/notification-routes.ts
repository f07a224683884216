import { Router } from 'express';
import { NotificationPageQuery } from '../../../shared/notifications.js';
import { Id } from '../../../shared/validation.js';
import type { NotificationService } from '../../application/notifications/notification-service.js';
import type { RateLimits } from '../rate-limits.js';
import { bucketLimit } from './bucket-limit.js';
import { requireUser } from './context.js';
import { parse } from './errors.js';

/** Mounted at /api/notification: the collapsed entries, paged, and reading a chat's. */
export function notificationRouter(notifications: NotificationService, limits: RateLimits): Router {
  const router = Router();
  router.get('/all', bucketLimit(limits, 'notifications'), async (req, res) => {
    const username = requireUser(res);
    res.json(await notifications.page(username, parse(NotificationPageQuery, req.query)));
  });
  router.put('/read/:chatId', async (req, res) => {
    const username = requireUser(res);
    res.json(await notifications.markRead(username, parse(Id, req.params.chatId)));
  });
  return router;
}

/** Mounted at /api/chats, ahead of the chat routes: a person's mutes. */
export function muteRouter(notifications: NotificationService, limits: RateLimits): Router {
  const router = Router();
  const limited = bucketLimit(limits, 'mute');
  // the list is read on every page load (the drawer's muted icons, the header menus), like the notifications
  router.get('/mutes', bucketLimit(limits, 'notifications'), async (_req, res) => {
    res.json(await notifications.mutedChats(requireUser(res)));
  });
  router.put('/:chatId/mute', limited, async (req, res) => {
    const username = requireUser(res);
    await notifications.mute(username, parse(Id, req.params.chatId));
    res.status(204).end();
  });
  router.delete('/:chatId/mute', limited, async (req, res) => {
    const username = requireUser(res);
    await notifications.unmute(username, parse(Id, req.params.chatId));
    res.status(204).end();
  });
  return router;
}
