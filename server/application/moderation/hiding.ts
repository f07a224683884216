import { canRead } from '../../domain/chat/access.js';
import type { ChatCommand } from '../../domain/chat/commands.js';
import type { ChatState } from '../../domain/chat/state.js';
import type { Broadcaster } from '../broadcaster.js';
import type { ChatStreams } from '../chats/chat-streams.js';
import type { Store } from '../ports.js';
import type { ResolvedTarget } from './targets.js';

type HiddenBy = 'staff' | 'reports';

/**
 * Hiding and restoring as events of the target's chat stream, through the one write path, so every reader sees
 * the change live. A hidden chat also ends its readers' live views (all but the owner's) and leaves their lists,
 * their notifications included.
 */
export function createHiding(deps: { store: Store; streams: ChatStreams; broadcaster: Broadcaster }) {
  async function clearNotifications(chatId: string, state: ChatState) {
    const told = [...state.sharedWith, ...state.invited, ...(await deps.store.follows.followers(chatId))];
    for (const username of new Set(told)) {
      if (canRead(state, username)) continue;
      await deps.store.notifications.clearChat(username, chatId);
      deps.broadcaster.notificationCleared(username, chatId);
    }
  }

  async function run(chatId: string, actor: string, command: ChatCommand) {
    const { view, recorded } = await deps.streams.execute(chatId, actor, () => command);
    if (recorded.some((e) => e.type === 'chat_hidden')) {
      await deps.broadcaster.evict(chatId, (u) => canRead(view.state, u));
      await clearNotifications(chatId, view.state);
    }
    if (recorded.some((e) => e.type === 'chat_hidden' || e.type === 'chat_restored')) {
      deps.broadcaster.chatsChanged([view.state.owner, ...view.state.sharedWith]);
    }
    return recorded.length > 0;
  }

  return {
    hide(target: ResolvedTarget, actor: string, by: HiddenBy): Promise<boolean> {
      if (target.type === 'message') return run(target.chatId as string, actor, { type: 'hide_message', messageId: target.id, by });
      return run(target.id, actor, { type: 'hide_chat', by });
    },
    restore(target: ResolvedTarget, actor: string): Promise<boolean> {
      if (target.type === 'message') return run(target.chatId as string, actor, { type: 'restore_message', messageId: target.id });
      return run(target.id, actor, { type: 'restore_chat' });
    },
    hideChat: (chatId: string, actor: string) => run(chatId, actor, { type: 'hide_chat', by: 'staff' }),
    restoreChat: (chatId: string, actor: string) => run(chatId, actor, { type: 'restore_chat' }),
  };
}

export type Hiding = ReturnType<typeof createHiding>;
