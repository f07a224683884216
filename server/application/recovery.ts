import type { ChatRecord } from '../domain/summary.js';
import { foldSummary } from '../domain/summary.js';
import { FLUSH_EVERY, type ChatCache } from './chats/chat-cache.js';
import type { ChatStreams } from './chats/chat-streams.js';
import { decodeEvents } from './chats/codec.js';
import type { Sealer, Store } from './ports.js';

const PAGE = 1000;

interface Scan { versions: Map<string, number>; pending: Map<string, { chatId: string; botKey: string }> }

async function scanLog(store: Store): Promise<Scan> {
  const scan: Scan = { versions: new Map(), pending: new Map() };
  for (let position = 0; ; ) {
    const page = await store.events.readAll(position, PAGE);
    for (const e of page) {
      scan.versions.set(e.chatId, e.seq);
      const data = e.data as { messageId?: string; botKey?: string };
      if (e.type === 'bot_reply_started' && data.messageId) scan.pending.set(data.messageId, { chatId: e.chatId, botKey: data.botKey ?? '' });
      if (e.type === 'bot_reply_completed' && data.messageId) scan.pending.delete(data.messageId);
    }
    if (page.length < PAGE) return scan;
    position = page[page.length - 1].position;
  }
}

/**
/**
 * Brings the read models level with the log after a crash: summaries, timeline read models and snapshots
 * behind their stream are projected again (all of them with `rebuildAll`), and replies left pending without a
 * lease end as ERROR instead of pending forever. A reply's lease is taken before its start is appended and
 * dropped only after its end, so a pending reply without one was cut before this version kept leases; those
 * with a lease are ended by the lease sweep (bots/reply-leases.ts) once their node stops renewing it, and left
 * alone while it does.
 */
export async function recover(deps: { store: Store; sealer: Sealer; streams: ChatStreams; cache: ChatCache }, rebuildAll = false) {
  const scan = await scanLog(deps.store);
  const saved = await deps.store.chats.versions();
  const projected = await deps.store.timelines.heads();
  let rebuilt = 0;
  for (const [chatId, version] of scan.versions) {
    // the timeline read model and snapshots: projected again from the log when behind it, or all of them
    if (rebuildAll) await deps.cache.discard(chatId);
    // (a live node leaves at most FLUSH_EVERY events unsaved: a cold load catches those up when it comes)
    if (rebuildAll || (projected.get(chatId) ?? 0) + FLUSH_EVERY <= version) {
      // a cold load is what projects the missing events and saves them
      deps.cache.forget(chatId);
      await deps.cache.load(chatId);
    }
    if (!rebuildAll && (saved.get(chatId) ?? 0) >= version) continue;
    const events = await decodeEvents(deps.sealer, await deps.store.events.read(chatId), false);
    const summary: ChatRecord | null = foldSummary(events);
    if (rebuildAll) await deps.store.chats.delete(chatId);
    if (summary) await deps.store.chats.save(summary);
    rebuilt += 1;
  }
  let failed = 0;
  for (const [messageId, reply] of scan.pending) {
    if (await deps.store.leases.has(messageId)) continue;
    const command = { type: 'complete_bot_reply' as const, messageId, text: '', status: 'ERROR' as const, errorCode: 'interrupted' };
    await deps.streams.execute(reply.chatId, `bot:${reply.botKey}`, () => command).catch(() => undefined);
    failed += 1;
  }
  return { chats: scan.versions.size, rebuilt, failed };
}
