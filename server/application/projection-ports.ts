import type { TimelinePosition } from '../domain/timeline-entries.js';
import type { SealedText } from './ports.js';

/** A timeline item as the read model keeps it: its place in timeline order, and its body sealed with the chat's key. */
export interface StoredEntry { id: string; createdAt: number; seq: number; body: SealedText }

/** Timeline items per chat, so a page is a range read instead of a fold of the whole log. */
export interface TimelineReadModel {
  /** upserts the entries and moves the chat's projected version to `version` (never back), in one write */
  save(chatId: string, version: number, entries: StoredEntry[]): Promise<void>;
  /** the version the chat's items are projected to; 0 when it has none */
  head(chatId: string): Promise<number>;
  heads(): Promise<Map<string, number>>;
  /** at most `limit` items just older than `before` (the newest when null), oldest first */
  page(chatId: string, before: TimelinePosition | null, limit: number): Promise<StoredEntry[]>;
  get(chatId: string, ids: string[]): Promise<StoredEntry[]>;
  delete(chatId: string): Promise<void>;
}

/** `head`: the chat without its per-message facts (enough to read it); `full`: everything a command needs. */
export type SnapshotPart = 'head' | 'full';

/** A chat's decider state and summary at a version, sealed, so loading it folds only the events after. */
export interface ChatSnapshots {
  get(chatId: string, part: SnapshotPart): Promise<{ version: number; body: SealedText } | null>;
  /** only if `version` is newer than the stored one */
  save(chatId: string, part: SnapshotPart, version: number, body: SealedText): Promise<void>;
  delete(chatId: string): Promise<void>;
}
