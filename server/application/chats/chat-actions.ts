import type { MessageItem } from '../../../shared/api.js';
import { canRead } from '../../domain/chat/access.js';
import type { ChatCommand } from '../../domain/chat/commands.js';
import { DomainError } from '../../domain/errors.js';
import { viewItem } from '../../domain/timeline.js';
import type { Broadcaster } from '../broadcaster.js';
import { AppError } from '../errors.js';
import type { Sealer, Store } from '../ports.js';
import type { ChatCache, ChatView } from './chat-cache.js';
import type { ChatStreams, Executed } from './chat-streams.js';

type Without<C, K extends string> = C extends unknown ? Omit<C, K> : never;
type ByCommand = Without<ChatCommand, 'by'>;

/** The owner's and participants' actions on an existing chat: one short use case each, over the one write path. */
export function createChatActions(deps: { store: Store; sealer: Sealer; cache: ChatCache; streams: ChatStreams; broadcaster: Broadcaster }) {
  const run = (chatId: string, by: string, command: ByCommand): Promise<Executed> =>
    deps.streams.execute(chatId, by, () => ({ ...command, by }) as ChatCommand);

  const message = (executed: Executed, messageId: string, viewer: string) =>
    viewItem(executed.view.timeline, messageId, viewer) as MessageItem;

  const summary = (view: ChatView) => ({ ...(view.summary as NonNullable<ChatView['summary']>), is_followed: false });

  /** Everyone who had the chat in a drawer list before the change, or has it now. */
  function audience(before: readonly string[], view: ChatView): string[] {
    return [...new Set([view.state.owner, ...before, ...view.state.sharedWith])];
  }

  async function changeSharing(chatId: string, by: string, command: ByCommand) {
    const before = [...(await deps.cache.load(chatId)).state.sharedWith];
    const executed = await run(chatId, by, command);
    const { state } = executed.view;
    await deps.broadcaster.evict(chatId, (u) => canRead(state, u));
    deps.broadcaster.chatsChanged(audience(before, executed.view));
    return summary(executed.view);
  }

  return {
    async editMessage(chatId: string, messageId: string, by: string, text: string) {
      return message(await run(chatId, by, { type: 'edit_message', messageId, text }), messageId, by);
    },
    async deleteMessage(chatId: string, messageId: string, by: string) {
      return message(await run(chatId, by, { type: 'delete_message', messageId }), messageId, by);
    },
    async giveFeedback(chatId: string, messageId: string, by: string, positive: boolean | null) {
      return message(await run(chatId, by, { type: 'give_feedback', messageId, positive }), messageId, by);
    },
    async editChat(chatId: string, by: string, edit: { title: string; description: string; tags: string[] }) {
      const executed = await run(chatId, by, { type: 'edit_chat', ...edit });
      deps.broadcaster.chatsChanged(audience([], executed.view));
      return summary(executed.view);
    },
    async addTag(chatId: string, by: string, tag: string) {
      return summary((await run(chatId, by, { type: 'add_tag', tag })).view);
    },
    async removeTag(chatId: string, by: string, tag: string) {
      return summary((await run(chatId, by, { type: 'remove_tag', tag })).view);
    },
    async close(chatId: string, by: string) {
      return summary((await run(chatId, by, { type: 'close_chat' })).view);
    },
    async open(chatId: string, by: string) {
      return summary((await run(chatId, by, { type: 'open_chat' })).view);
    },
    async share(chatId: string, by: string, share: { public: boolean; users: string[] }) {
      const users = await canonicalUsers(share.users);
      return changeSharing(chatId, by, { type: 'share', public: share.public, users });
    },
    revoke: (chatId: string, by: string, scope: 'public' | 'private' | 'all') => changeSharing(chatId, by, { type: 'revoke_share', scope }),

    /** Irreversible: the key is shredded first, so even a crash half-way leaves nothing readable. */
    async deleteChat(chatId: string, by: string) {
      await deps.streams.withLock(chatId, async () => {
        const view = await deps.cache.load(chatId);
        if (!canRead(view.state, by)) throw new DomainError('chat_not_found');
        if (view.state.owner !== by) throw new DomainError('not_owner');
        const followers = await deps.store.follows.followers(chatId);
        await deps.sealer.shred(chatId);
        await deps.store.events.deleteStream(chatId);
        await Promise.all([deps.store.chats.delete(chatId), deps.store.follows.deleteForChat(chatId), deps.store.notifications.deleteForChat(chatId)]);
        deps.cache.forget(chatId);
        await deps.broadcaster.evict(chatId, () => false);
        deps.broadcaster.chatsChanged([...new Set([view.state.owner, ...view.state.sharedWith, ...followers])]);
      });
    },
  };

  /** Usernames as stored (lookups ignore case); unknown names are refused rather than shared with nobody. */
  async function canonicalUsers(names: string[]): Promise<string[]> {
    const users = await Promise.all(names.map((n) => deps.store.users.byUsername(n)));
    if (users.some((u) => !u)) throw new AppError('invalid', 'unknown_users');
    return users.map((u) => u!.username);
  }
}

export type ChatActions = ReturnType<typeof createChatActions>;
