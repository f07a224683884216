import { randomInt } from 'node:crypto';
import type { RecordedChatEvent } from '../../../shared/events.js';
import type { ChatCommand } from '../../domain/chat/commands.js';
import { decide } from '../../domain/chat/decide.js';
import type { ChatState } from '../../domain/chat/state.js';
import { summaryFor } from '../../domain/summary.js';
import { membersOnly, viewItem } from '../../domain/timeline.js';
import type { Broadcaster } from '../broadcaster.js';
import { createKeyedLock } from '../keyed-lock.js';
import { StoreUnavailable, VersionConflict, type Clock, type Sealer, type Store } from '../ports.js';
import type { Applied, ChatCache, ChatView } from './chat-cache.js';
import { encodeEvent } from './codec.js';

const MAX_ATTEMPTS = 30;
const CHAT_LEVEL = new Set(['chat_created', 'chat_edited', 'chat_titled', 'chat_renamed', 'tag_added', 'tag_removed', 'shared_public', 'shared_private', 'share_revoked', 'chat_closed', 'chat_opened', 'chat_hidden', 'chat_restored']);

export interface Executed { recorded: RecordedChatEvent[]; view: ChatView }

/** Load, decide, append with the expected version, project, publish: the one write path of every chat. */
export function createChatStreams(deps: {
  store: Store; sealer: Sealer; cache: ChatCache; clock: Clock; broadcaster: Broadcaster;
  afterAppend?: (recorded: RecordedChatEvent[], view: ChatView) => Promise<void>;
}) {
  const withLock = createKeyedLock();

  /**
   * Decides on `view` and appends. `unverified`: this node's copy, not read back from the log; anything that
   * goes wrong before the append (a refusal decided on a stale copy, a key shredded by another node) or a
   * decision to do nothing then returns null, so the caller decides again on the log. Never after the append.
   */
  async function attempt(chatId: string, actor: string, build: (s: ChatState) => ChatCommand, view: ChatView, unverified = false): Promise<Executed | null> {
    const recorded = await decideAndAppend(chatId, actor, build, view).catch((error: unknown) => {
      // A store that did not answer is not asked again, and a write that may have landed is not decided twice;
      // the log may now be ahead of this copy, so the next read loads it again.
      if (error instanceof StoreUnavailable) {
        if (error.mayHaveCommitted) deps.cache.forget(chatId);
        throw error;
      }
      if (error instanceof VersionConflict || unverified) return null;
      throw error;
    });
    if (recorded === null || (unverified && recorded.length === 0)) return null;
    if (recorded.length === 0) return { recorded, view };
    const applied = deps.cache.apply(chatId, recorded, view);
    publish(chatId, applied, view);
    await Promise.all([saveSummary(chatId), project(chatId, applied, view)]);
    const current = deps.cache.peek(chatId) ?? view;
    await deps.afterAppend?.(recorded, current);
    return { recorded, view: current };
  }

  async function decideAndAppend(chatId: string, actor: string, build: (s: ChatState) => ChatCommand, view: ChatView): Promise<RecordedChatEvent[]> {
    // The cached view is shared with readers that may advance it while we await: decide on this version only.
    const expected = view.version;
    const events = decide(build(view.state), view.state);
    if (events.length === 0) return [];
    const at = deps.clock();
    const recorded = events.map((e, i) => ({ ...e, chatId, seq: expected + i + 1, at, actor }) as RecordedChatEvent);
    await deps.cache.hold(view, recorded);
    const encoded = await Promise.all(recorded.map((r) => encodeEvent(deps.sealer, r)));
    await deps.store.events.append(chatId, expected, encoded);
    return recorded;
  }

  function publish(chatId: string, applied: Applied[], decidedOn: ChatView) {
    const view = deps.cache.peek(chatId) ?? decidedOn;
    for (const { event, itemId, quoting } of applied) {
      const item = itemId ? viewItem(view.timeline, itemId, null) : null;
      const chat = CHAT_LEVEL.has(event.type) && view.summary ? { ...view.summary, is_followed: false } : null;
      const full = { chatId, seq: event.seq, item, chat };
      const outsider = { ...full, item: item && membersOnly(item) ? null : item, chat: chat && summaryFor(chat, null) };
      // a hidden message reaches readers without its words (they drop it) and its author with them
      if (item?.kind === 'message' && item.hidden) {
        deps.broadcaster.chatEvent(full, { usernames: [item.author], payload: { ...full, item: viewItem(view.timeline, item.id, item.author) } });
      } else if (outsider.item === item && outsider.chat === chat) deps.broadcaster.chatEvent(full);
      else deps.broadcaster.chatEvent(outsider, { usernames: [view.state.owner, ...view.state.sharedWith], payload: full });
      // The replies quoting an edited or deleted message, with the new quote, under the same seq.
      for (const reply of quoting) deps.broadcaster.chatEvent({ chatId, seq: event.seq, item: viewItem(view.timeline, reply, null), chat: null });
    }
  }

  /*
   * The read model and snapshots follow the append (chat-cache `persist`). If saving fails (or the node dies
   * first) the log still has the events: the next cold load of the chat projects them again (chat-cache
   * `cold`). This node's copy is dropped so that it is that cold load.
   */
  async function project(chatId: string, applied: Applied[], view: ChatView) {
    try {
      await deps.cache.persist(deps.cache.peek(chatId) ?? view, applied.some((a) => a.event.type === 'author_erased'));
    } catch (error) {
      deps.cache.forget(chatId);
      throw error;
    }
  }

  async function saveSummary(chatId: string) {
    const summary = deps.cache.peek(chatId)?.summary;
    if (summary) await deps.store.chats.save(summary);
  }

  /**
   * This node's copy is tried first, without reading the log: whatever another node did since (an append, an
   * erasure, a deletion) moved the stream past the expected version, so the append refuses the stale copy.
   * Then, as on any conflict, reload and decide again, with a little jitter.
   */
  async function execute(chatId: string, actor: string, build: (s: ChatState) => ChatCommand): Promise<Executed> {
    return withLock(chatId, async () => {
      const cached = deps.cache.peek(chatId);
      const optimistic = cached?.full ? await attempt(chatId, actor, build, cached, true) : null;
      if (optimistic) return optimistic;
      for (let n = 0; n < MAX_ATTEMPTS; n++) {
        const done = await attempt(chatId, actor, build, await deps.cache.load(chatId));
        if (done) return done;
        await new Promise((r) => setTimeout(r, randomInt(1, 5 + n * 5)));
      }
      throw new VersionConflict(chatId, -1);
    });
  }

  return { execute, withLock };
}

export type ChatStreams = ReturnType<typeof createChatStreams>;
