import type { ChatView } from '../chats/chat-cache.js';

/**
 * The chat title a notification may carry. Entries are stored in clear (one row per person and chat), and a
 * chat's title is an excerpt of its first message unless the owner named it, so only a public chat's title,
 * already readable by anyone, goes in; the client names a private chat from its own lists.
 */
export const notificationTitle = (view: ChatView): string => (view.state.isPublic && !view.state.hidden ? view.summary?.title ?? '' : '');
