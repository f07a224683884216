import type { Notification } from '../../../shared/socket.js';
import type { Broadcaster } from '../broadcaster.js';
import type { Store } from '../ports.js';
import type { PushWindow } from './push-window.js';

/**
 * Every notification goes through here: none from a chat the person muted; otherwise it is folded into the
 * person's entry for the chat, and pushed live while the chat's push window allows. Past the cap the count
 * still rises quietly; the client learns it with the next push or fetch.
 */
export function createDelivery(deps: { store: Store; broadcaster: Broadcaster; pushes: PushWindow }) {
  return async function deliver(notification: Omit<Notification, 'count'>): Promise<void> {
    const { owner, chat_id: chatId } = notification;
    if (chatId !== null && await deps.store.mutes.isMuted(owner, chatId)) return;
    const entry = await deps.store.notifications.add(notification);
    if (chatId === null || deps.pushes.allow(owner, chatId)) deps.broadcaster.notification(owner, entry);
  };
}

export type Deliver = ReturnType<typeof createDelivery>;
