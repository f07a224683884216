import type { ChatSummary, MessageItem } from '../../../../../shared/api';

/** Why the composer is disabled, or null when the viewer may write. */
export type ComposerBlock = 'closed' | 'signIn' | 'notParticipant' | null;

/** Readers who may post: the owner, the people it is shared with, and any signed-in user when it is public. */
export function isParticipant(chat: ChatSummary, viewer: string | null): viewer is string {
  return viewer !== null && (viewer === chat.owner || chat.public || chat.shared_with.includes(viewer));
}

export function composerBlock(chat: ChatSummary, viewer: string | null): ComposerBlock {
  if (chat.closed) return 'closed';
  if (!viewer) return 'signIn';
  return isParticipant(chat, viewer) ? null : 'notParticipant';
}

export interface MessagePermissions {
  reply: boolean;
  edit: boolean;
  remove: boolean;
  vote: boolean;
  copy: boolean;
}

const NONE: MessagePermissions = { reply: false, edit: false, remove: false, vote: false, copy: false };

/**
 * SPEC §5: a message is edited by its author, deleted by its author or the chat owner, both only while it
 * is not deleted and the chat is open. Participants reply to and vote on bot replies and other people's
 * posts, never their own; a reply still being written takes none.
 */
export function messagePermissions(item: MessageItem, chat: ChatSummary, viewer: string | null): MessagePermissions {
  if (item.deleted_at_timestamp !== null && item.deleted_at_timestamp !== undefined) return NONE;
  if (item.status === 'PENDING' || item.status === 'LOG') return NONE;
  const readable = item.message !== null && item.message !== undefined && item.message !== '';
  if (!isParticipant(chat, viewer)) return { ...NONE, copy: readable };
  const open = !chat.closed;
  const author = item.sender === 'user' && item.author === viewer;
  return {
    reply: open && !author,
    edit: open && author && readable && item.status === 'OK',
    remove: open && (author || chat.owner === viewer),
    vote: !author,
    copy: readable,
  };
}

/** Thumbs: pressing the active one clears the vote, the other one switches it. */
export function nextFeedback(item: Pick<MessageItem, 'is_positive_feedback_from_user' | 'is_negative_feedback_from_user'>, pressed: 'up' | 'down'): boolean | null {
  if (pressed === 'up') return item.is_positive_feedback_from_user ? null : true;
  return item.is_negative_feedback_from_user ? null : false;
}
