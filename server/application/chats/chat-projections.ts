import type { ChatState } from '../../domain/chat/state.js';
import { withHidden, type ChatRecord } from '../../domain/summary.js';
import { entryFromJson, entryToJson, type TimelinePosition } from '../../domain/timeline-entries.js';
import type { Entry } from '../../domain/timeline.js';
import type { Sealer, Store } from '../ports.js';
import type { SnapshotPart, StoredEntry } from '../projection-ports.js';

/**
 * The head snapshot (no per-message facts: what a read needs) is small and follows every SNAPSHOT_EVERY events.
 * The full one is due once the events since the last reach max(FULL_SNAPSHOT_EVERY, version / 10): a command on
 * a cold chat then folds at most that many events (without opening their texts), and a chat of any length pays
 * O(1) snapshot bytes per event.
 */
export const SNAPSHOT_EVERY = 100;
export const FULL_SNAPSHOT_EVERY = 500;

export const snapshotDue = (part: SnapshotPart, version: number, last: number) =>
  version - last >= (part === 'head' ? SNAPSHOT_EVERY : Math.max(FULL_SNAPSHOT_EVERY, Math.floor(version / 10)));

/*
 * Read-model bodies are sealed with the chat's key under associated data apart from any event's (`chatId|seq`
 * with seq >= 1): an item under -seq, a snapshot under -(2^40 or 2^41 + version). Shredding the key makes
 * all of them unreadable with the events.
 */
const entryAad = (seq: number) => -seq;
const snapshotAad = (part: SnapshotPart, version: number) => -((part === 'head' ? 2 ** 40 : 2 ** 41) + version);

export interface Snapshot { version: number; state: ChatState; summary: ChatRecord | null }

interface SnapshotJson { version: number; summary: ChatRecord | null; state: Omit<ChatState, 'messages' | 'clientIds'> & { messages: [string, unknown][]; clientIds: [string, string][] } }

export function createProjectionStore(store: Store, sealer: Sealer) {
  async function sealEntries(chatId: string, entries: Entry[]): Promise<StoredEntry[]> {
    return Promise.all(entries.map(async (e) => ({ id: e.id, createdAt: e.createdAt, seq: e.seq, body: await sealer.seal(chatId, entryAad(e.seq), entryToJson(e)) })));
  }

  /** Rows whose body cannot be opened (a shredded key) are left out, like a deleted chat's. */
  async function openEntries(chatId: string, rows: StoredEntry[]): Promise<Entry[]> {
    const texts = await sealer.openAll(chatId, rows.map((r) => ({ seq: entryAad(r.seq), sealed: r.body })));
    return texts.flatMap((t) => (t === null ? [] : [entryFromJson(t)]));
  }

  return {
    async saveEntries(chatId: string, version: number, entries: Entry[]) {
      // a chat whose deletion was cut after its key was shredded has nothing left to keep: its owner deletes it again
      const rows = await sealEntries(chatId, entries).catch(() => null);
      if (rows) await store.timelines.save(chatId, version, rows);
    },
    async page(chatId: string, before: TimelinePosition | null, limit: number) {
      return openEntries(chatId, await store.timelines.page(chatId, before, limit));
    },
    async entries(chatId: string, ids: string[]) {
      return ids.length ? openEntries(chatId, await store.timelines.get(chatId, ids)) : [];
    },
    head: (chatId: string) => store.timelines.head(chatId),
    /** opens rows read from the store directly, so a caller may open only the few it needs */
    open: openEntries,

    async snapshot(chatId: string, part: SnapshotPart): Promise<Snapshot | null> {
      const row = await store.snapshots.get(chatId, part);
      const json = row ? await sealer.open(chatId, snapshotAad(part, row.version), row.body) : null;
      if (!json) return null;
      const { version, summary, state } = JSON.parse(json) as SnapshotJson;
      // a snapshot taken before summaries carried the hidden mark has it in its decider state (as old as hiding)
      return { version, summary: summary && withHidden(summary, state.hidden === true), state: { ...state, messages: new Map(state.messages), clientIds: new Map(state.clientIds) } as ChatState };
    },
    async saveSnapshot(chatId: string, part: SnapshotPart, snap: Snapshot) {
      const { state, version, summary } = snap;
      const json: SnapshotJson = {
        version, summary,
        state: { ...state, messages: part === 'full' ? [...state.messages] : [], clientIds: part === 'full' ? [...state.clientIds] : [] },
      };
      const body = await sealer.seal(chatId, snapshotAad(part, version), JSON.stringify(json)).catch(() => null);
      if (body) await store.snapshots.save(chatId, part, version, body);
    },
    /** Drops a chat's read model and snapshots: its log was rewritten (erasure) or deleted. */
    async discard(chatId: string) {
      await Promise.all([store.timelines.delete(chatId), store.snapshots.delete(chatId)]);
    },
  };
}

export type ProjectionStore = ReturnType<typeof createProjectionStore>;
