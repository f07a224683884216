import type { ChatState } from './state.js';

/**
 * Readers: the owner, the people it is shared with, and everyone (signed in or not) when public. A chat hidden
 * by moderation is the owner's alone until restored.
 */
export const canRead = (state: ChatState, viewer: string | null): boolean =>
  state.exists && (state.hidden ? viewer === state.owner
    : state.isPublic || (viewer !== null && (viewer === state.owner || state.sharedWith.includes(viewer))));

/** Anyone who may read may post, except anonymous visitors; nobody posts in a closed chat. */
export const canParticipate = (state: ChatState, viewer: string | null): viewer is string =>
  viewer !== null && canRead(state, viewer);

/** The bot answers only its owner, so a shared chat never spends the owner's quota on others. */
export const botWillAnswer = (state: ChatState, author: string): boolean =>
  state.botKey !== null && author === state.owner;

/** The owner and the people it is shared with privately: only they learn whom it is shared with. */
export const isMember = (state: ChatState, viewer: string | null): boolean =>
  viewer !== null && (viewer === state.owner || state.sharedWith.includes(viewer));

export const isPrivate = (state: ChatState): boolean => !state.isPublic && state.sharedWith.length === 0;
