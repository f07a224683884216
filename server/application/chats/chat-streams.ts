import { randomInt } from 'node:crypto';
import type { RecordedChatEvent } from '../../../shared/events.js';
import type { ChatCommand } from '../../domain/chat/commands.js';
import { decide } from '../../domain/chat/decide.js';
import type { ChatState } from '../../domain/chat/state.js';
import { viewItem } from '../../domain/timeline.js';
import type { Broadcaster } from '../broadcaster.js';
import { createKeyedLock } from '../keyed-lock.js';
import { VersionConflict, type Clock, type Sealer, type Store } from '../ports.js';
import type { Applied, ChatCache, ChatView } from './chat-cache.js';
import { encodeEvent } from './codec.js';

const MAX_ATTEMPTS = 30;
const CHAT_LEVEL = new Set(['chat_created', 'chat_edited', 'tag_added', 'tag_removed', 'shared_public', 'shared_private', 'share_revoked', 'chat_closed', 'chat_opened']);

export interface Executed { recorded: RecordedChatEvent[]; view: ChatView }

/** Load, decide, append with the expected version, project, publish: the one write path of every chat. */
export function createChatStreams(deps: {
  store: Store; sealer: Sealer; cache: ChatCache; clock: Clock; broadcaster: Broadcaster;
  afterAppend?: (recorded: RecordedChatEvent[], view: ChatView) => Promise<void>;
}) {
  const withLock = createKeyedLock();

  async function attempt(chatId: string, actor: string, build: (s: ChatState) => ChatCommand): Promise<Executed | null> {
    const view = await deps.cache.load(chatId);
    // The cached view is shared with readers that may advance it while we await: decide on this version only.
    const expected = view.version;
    const events = decide(build(view.state), view.state);
    if (events.length === 0) return { recorded: [], view };
    const at = deps.clock();
    const recorded = events.map((e, i) => ({ ...e, chatId, seq: expected + i + 1, at, actor }) as RecordedChatEvent);
    const encoded = await Promise.all(recorded.map((r) => encodeEvent(deps.sealer, r)));
    try {
      await deps.store.events.append(chatId, expected, encoded);
    } catch (error) {
      if (error instanceof VersionConflict) return null;
      throw error;
    }
    publish(chatId, deps.cache.apply(chatId, recorded));
    await saveSummary(chatId);
    const current = deps.cache.peek(chatId) ?? view;
    await deps.afterAppend?.(recorded, current);
    return { recorded, view: current };
  }

  function publish(chatId: string, applied: Applied[]) {
    const view = deps.cache.peek(chatId);
    if (!view) return;
    for (const { event, itemId } of applied) {
      const item = itemId ? viewItem(view.timeline, itemId, null) : null;
      const chat = CHAT_LEVEL.has(event.type) && view.summary ? { ...view.summary, is_followed: false } : null;
      deps.broadcaster.chatEvent({ chatId, seq: event.seq, item, chat });
    }
  }

  async function saveSummary(chatId: string) {
    const summary = deps.cache.peek(chatId)?.summary;
    if (summary) await deps.store.chats.save(summary);
  }

  /** Another node may have appended first: reload and decide again, with a little jitter. */
  async function execute(chatId: string, actor: string, build: (s: ChatState) => ChatCommand): Promise<Executed> {
    return withLock(chatId, async () => {
      for (let n = 0; n < MAX_ATTEMPTS; n++) {
        const done = await attempt(chatId, actor, build);
        if (done) return done;
        await new Promise((r) => setTimeout(r, randomInt(1, 5 + n * 5)));
      }
      throw new VersionConflict(chatId, -1);
    });
  }

  return { execute, withLock };
}

export type ChatStreams = ReturnType<typeof createChatStreams>;
