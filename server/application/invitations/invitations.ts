import type { ChatSummary } from '../../../shared/api.js';
import type { Invitation, InvitationPage } from '../../../shared/invitations.js';
import { canRead } from '../../domain/chat/access.js';
import { DomainError } from '../../domain/errors.js';
import { summaryFor } from '../../domain/summary.js';
import type { Broadcaster } from '../broadcaster.js';
import type { ChatStreams } from '../chats/chat-streams.js';
import type { Store } from '../ports.js';
import type { InvitationCursor, InvitationRecord } from './ports.js';

export const cursorOf = (r: InvitationRecord) => `${r.at}_${r.chatId}`;
export const parseCursor = (before: string | undefined): InvitationCursor | null => {
  if (!before) return null;
  const [at, chatId] = before.split('_');
  return { at: Number(at), chatId };
};

/**
 * Consent to share (issue 14): a person's pending invitations, their answer, and leaving a chat shared with
 * them. Each answer is a command on the chat's stream; the invitation list follows it (projection.ts).
 */
export function createInvitations(deps: { store: Store; streams: ChatStreams; broadcaster: Broadcaster }) {
  const { store, broadcaster } = deps;

  /** Refusals name no chat: not invited, answered before, withdrawn or no such chat all read the same. */
  async function onStream(chatId: string, username: string, command: Parameters<ChatStreams['execute']>[2], notFound: 'invitation_not_found' | 'chat_not_found') {
    try {
      return await deps.streams.execute(chatId, username, command);
    } catch (error) {
      if (!(error instanceof DomainError) || !['chat_not_found', 'invitation_not_found'].includes(error.code)) throw error;
      // a row the stream no longer backs (a crash between the append and the list) goes now
      await store.invitations.remove(chatId, username);
      throw new DomainError(notFound);
    }
  }

  async function toInvitation(r: InvitationRecord): Promise<Invitation | null> {
    const chat = await store.chats.get(r.chatId);
    if (!chat) {
      await store.invitations.remove(r.chatId, r.username);
      return null;
    }
    // an invitation to a hidden chat waits, unlisted, until staff restore the chat
    if (chat.hidden) return null;
    return { chat_id: r.chatId, owner: r.owner, title: chat.title, case: r.case, invited_at_timestamp: r.at };
  }

  return {
    async list(username: string, page: { limit: number; before?: string }): Promise<InvitationPage> {
      const rows = await store.invitations.listForUser(username, parseCursor(page.before), page.limit);
      const items = (await Promise.all(rows.map(toInvitation))).filter((i): i is Invitation => i !== null);
      return { items, next: rows.length === page.limit ? cursorOf(rows[rows.length - 1]) : null };
    },

    /** Accepting makes a member, who then reads the chat like any; declining leaves no access, live or stored. */
    async answer(chatId: string, username: string, accept: boolean): Promise<{ accepted: boolean; chat: ChatSummary | null }> {
      const { view } = await onStream(chatId, username, () => ({ type: 'answer_invitation', by: username, accept }), 'invitation_not_found');
      broadcaster.chatsChanged([...new Set([view.state.owner, username, ...view.state.sharedWith])]);
      if (!accept) {
        broadcaster.chatRevoked(username, chatId);
        return { accepted: false, chat: null };
      }
      const chat = view.summary && canRead(view.state, username) ? { ...summaryFor(view.summary, username), is_followed: false } : null;
      return { accepted: true, chat };
    },

    /** The leaver's sockets are evicted at once, and the chat leaves their lists and notifications. */
    async leave(chatId: string, username: string): Promise<void> {
      const { view } = await onStream(chatId, username, () => ({ type: 'leave_chat', by: username }), 'chat_not_found');
      await deps.broadcaster.evict(chatId, (u) => canRead(view.state, u));
      if (!canRead(view.state, username)) await store.follows.unfollow(username, chatId);
      await store.notifications.clearChat(username, chatId);
      broadcaster.notificationCleared(username, chatId);
      broadcaster.chatsChanged([...new Set([view.state.owner, username, ...view.state.sharedWith])]);
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitations>;
