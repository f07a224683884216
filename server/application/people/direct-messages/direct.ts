import { randomUUID } from 'node:crypto';
import type { ChatInfo } from '../../../../shared/api.js';
import type { Language } from '../../../../shared/validation.js';
import { canParticipate } from '../../../domain/chat/access.js';
import { AppError } from '../../errors.js';
import { createKeyedLock } from '../../keyed-lock.js';
import type { DirectMessagesPorts } from './ports.js';
import { targetUser } from '../accounts.js';

/**
 * Direct messages between a user and a professional (either way): one private chat with no bot per pair,
 * owned by whoever wrote first and shared with the other, made and used through the ordinary chat use cases.
 */
export function createDirect(deps: DirectMessagesPorts) {
  const { store } = deps;
  const withLock = createKeyedLock();

  /** The pair's chat is reused while both can still post in it. */
  async function usable(chatId: string, a: string, b: string): Promise<boolean> {
    const view = await deps.chats.readable(chatId, a).catch(() => null);
    return !!view && !view.state.closed && canParticipate(view.state, b);
  }

  /** The notifier tells a chat's owner about others' posts; in a direct chat the other side must hear too. */
  async function notifyRecipient(info: ChatInfo, from: string, to: string, messageId: string) {
    if (info.owner !== from) return;
    await deps.social.deliver({
      // a direct message is private: its title stays out of the notification (notifications/notification-title.ts)
      type: 'message', key: `message:${randomUUID()}`, title: '', message: from, owner: to,
      created_at_timestamp: deps.clock(), chat_id: info.id, message_id: messageId,
    });
    deps.broadcaster.chatsChanged([to]);
  }

  return async function direct(fromName: string, toName: string, message: string, language: Language): Promise<{ chat: ChatInfo; created: boolean }> {
    const from = await targetUser(store, fromName);
    const to = await targetUser(store, toName);
    if (from.username.toLowerCase() === to.username.toLowerCase()) throw new AppError('invalid', 'cannot_message_self');
    // someone who blocked the sender answers as an unknown person would (issue 14)
    if (await store.moderation.blocks.has(to.username, from.username)) throw new AppError('not_found', 'user_not_found');
    if (from.role !== 'professional' && to.role !== 'professional') throw new AppError('forbidden', 'direct_requires_professional');
    const pair = [from.username.toLowerCase(), to.username.toLowerCase()].sort().join('|');
    return withLock(pair, async () => {
      const existing = await store.directs.get(from.username, to.username);
      if (existing && (await usable(existing, from.username, to.username))) {
        const posted = await deps.chats.postMessage({ chatId: existing, author: from.username, text: message });
        const info = await deps.chats.getInfo(existing, from.username);
        await notifyRecipient(info, from.username, to.username, posted.id);
        return { chat: info, created: false };
      }
      const made = await deps.chats.createPrivateChat(from.username, message, language, null, true);
      await deps.actions.share(made.id, from.username, { public: false, users: [to.username], direct: true });
      if (existing) await store.directs.replace(from.username, to.username, made.id);
      else {
        const kept = await store.directs.claim(from.username, to.username, made.id);
        // another node made the pair's chat at the same moment: its chat wins, ours goes
        if (kept !== made.id && (await usable(kept, from.username, to.username))) {
          await deps.actions.deleteChat(made.id, from.username);
          await deps.chats.postMessage({ chatId: kept, author: from.username, text: message });
          return { chat: await deps.chats.getInfo(kept, from.username), created: false };
        }
        if (kept !== made.id) await store.directs.replace(from.username, to.username, made.id);
      }
      return { chat: await deps.chats.getInfo(made.id, from.username), created: true };
    });
  };
}

export type DirectMessage = ReturnType<typeof createDirect>;
