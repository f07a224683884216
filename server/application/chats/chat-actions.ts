import type { MessageItem } from '../../../shared/api.js';
import { canRead } from '../../domain/chat/access.js';
import { isStreamingReply } from '../../domain/chat/reply-control.js';
import type { ChatCommand } from '../../domain/chat/commands.js';
import { DomainError } from '../../domain/errors.js';
import { viewItem } from '../../domain/timeline.js';
import type { ReplyStopper } from '../bots/reply-control.js';
import type { Broadcaster } from '../broadcaster.js';
import { AppError } from '../errors.js';
import type { Sealer, Store } from '../ports.js';
import type { ChatCache, ChatView } from './chat-cache.js';
import type { ChatStreams, Executed } from './chat-streams.js';
import type { BlockCheck } from '../blocks/blocks.js';

type Without<C, K extends string> = C extends unknown ? Omit<C, K> : never;
type ByCommand = Without<ChatCommand, 'by'>;

/** The owner's and participants' actions on an existing chat: one short use case each, over the one write path. */
export function createChatActions(deps: {
  store: Store; sealer: Sealer; cache: ChatCache; streams: ChatStreams; broadcaster: Broadcaster;
  /** stops a reply deleted while it streams, so its tokens stop reaching readers (bots/reply-control.ts) */
  stopReply?: ReplyStopper;
  /** who blocked whom (issue 14); absent: nobody has */
  blocked?: BlockCheck;
}) {
  const run = (chatId: string, by: string, command: ByCommand): Promise<Executed> =>
    deps.streams.execute(chatId, by, () => ({ ...command, by }) as ChatCommand);

  const message = (executed: Executed, messageId: string, viewer: string) =>
    viewItem(executed.view.timeline, messageId, viewer) as MessageItem;

  const isFollowing = async (chatId: string, username: string) =>
    (await deps.store.follows.listForUser(username)).some((f) => f.chat_id === chatId);

  const summary = async (view: ChatView, by: string) => ({
    ...(view.summary as NonNullable<ChatView['summary']>),
    is_followed: await isFollowing(view.summary?.id ?? '', by),
  });

  /** Everyone who had the chat in a drawer list before the change, or has it now (followers included). */
  async function announce(before: readonly string[], view: ChatView) {
    const followers = await deps.store.follows.followers(view.summary?.id ?? '');
    deps.broadcaster.chatsChanged([...new Set([view.state.owner, ...before, ...view.state.sharedWith, ...followers])]);
  }

  /** A chat-level change: the answer carries the actor's follow flag, and every list showing the chat refreshes. */
  async function changeChat(chatId: string, by: string, command: ByCommand) {
    const { view } = await run(chatId, by, command);
    await announce([], view);
    return summary(view, by);
  }

  /** An edit or deletion of the chat's first message retitles it (chat_titled): every list showing it refreshes. */
  async function changeMessage(chatId: string, messageId: string, by: string, command: ByCommand) {
    const executed = await run(chatId, by, command);
    // a reply deleted while it streams stops streaming, on whichever node runs it
    if (command.type === 'delete_message' && deps.stopReply && isStreamingReply(executed.view.state, messageId)) await deps.stopReply(messageId);
    if (executed.recorded.some((e) => e.type === 'chat_titled')) await announce([], executed.view);
    return message(executed, messageId, by);
  }

  /** People who lost access are evicted at once, and their notifications of the chat go with it. */
  async function changeSharing(chatId: string, by: string, command: ByCommand) {
    const { state: was } = await deps.cache.load(chatId);
    // an invitation withdrawn takes its notification with it, like a share revoked
    const before = [...was.sharedWith, ...was.invited];
    const { view } = await run(chatId, by, command);
    const { state } = view;
    await deps.broadcaster.evict(chatId, (u) => canRead(state, u));
    for (const user of before.filter((u) => !canRead(state, u))) {
      await deps.store.notifications.clearChat(user, chatId);
      deps.broadcaster.notificationCleared(user, chatId);
    }
    await announce(before, view);
    return summary(view, by);
  }

  return {
    editMessage: (chatId: string, messageId: string, by: string, text: string) =>
      changeMessage(chatId, messageId, by, { type: 'edit_message', messageId, text }),
    deleteMessage: (chatId: string, messageId: string, by: string) =>
      changeMessage(chatId, messageId, by, { type: 'delete_message', messageId }),
    async giveFeedback(chatId: string, messageId: string, by: string, positive: boolean | null) {
      return message(await run(chatId, by, { type: 'give_feedback', messageId, positive }), messageId, by);
    },
    editChat: (chatId: string, by: string, edit: { title: string; description: string; tags: string[] }) =>
      changeChat(chatId, by, { type: 'edit_chat', ...edit }),
    rename: (chatId: string, by: string, title: string) => changeChat(chatId, by, { type: 'rename_chat', title }),
    addTag: (chatId: string, by: string, tag: string) => changeChat(chatId, by, { type: 'add_tag', tag }),
    removeTag: (chatId: string, by: string, tag: string) => changeChat(chatId, by, { type: 'remove_tag', tag }),
    close: (chatId: string, by: string) => changeChat(chatId, by, { type: 'close_chat' }),
    open: (chatId: string, by: string) => changeChat(chatId, by, { type: 'open_chat' }),
    /**
     * The one way into sharing. People named are invited (issue 14), `professional` as a case once the role
     * check passes; `direct`: the recipient of a direct message, a member at once.
     */
    async share(chatId: string, by: string, share: { public: boolean; users: string[]; professional?: string; direct?: boolean }) {
      const users = await canonicalUsers(share.users, by);
      const cases = share.professional === undefined ? [] : [await verifiedProfessional(share.professional, by)];
      return changeSharing(chatId, by, { type: 'share', public: share.public, users, cases, direct: share.direct ?? false });
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
        await Promise.all([deps.store.chats.delete(chatId), deps.store.follows.deleteForChat(chatId), deps.store.notifications.deleteForChat(chatId), deps.store.invitations.deleteForChat(chatId), deps.store.mutes.deleteForChat(chatId), deps.cache.discard(chatId)]);
        // the summary held the title, description and tags in clear: old WAL frames must not keep them
        await deps.store.scrub();
        deps.cache.forget(chatId);
        await deps.broadcaster.evict(chatId, () => false);
        deps.broadcaster.chatsChanged([...new Set([view.state.owner, ...view.state.sharedWith, ...followers])]);
      });
    },
  };

  async function hasBlocked(username: string, by: string) {
    return (await deps.blocked?.(username, by)) === true;
  }

  /**
   * Usernames as stored (lookups ignore case); unknown names are refused rather than shared with nobody. Someone
   * who blocked the sharer gets the same refusal as an unknown name, so the sharer cannot tell (issue 14).
   */
  async function canonicalUsers(names: string[], by: string): Promise<string[]> {
    const users = await Promise.all(names.map((n) => deps.store.users.byUsername(n)));
    if (users.some((u) => !u)) throw new AppError('invalid', 'unknown_users');
    for (const user of users) if (await hasBlocked(user!.username, by)) throw new AppError('invalid', 'unknown_users');
    return users.map((u) => u!.username);
  }

  /** An unknown name (or a professional who blocked the sharer) gets the same refusal as a non-professional. */
  async function verifiedProfessional(name: string, by: string): Promise<string> {
    const user = await deps.store.users.byUsername(name);
    if (user?.role !== 'professional' || (await hasBlocked(user.username, by))) throw new AppError('unprocessable', 'not_professional');
    return user.username;
  }
}

export type ChatActions = ReturnType<typeof createChatActions>;
