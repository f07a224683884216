import type { StoredChat } from '../../application/ports.js';

/** A `chats` row: searchable fields as columns, the arrays as JSON text. */
export interface ChatRow {
  id: string;
  owner: string;
  public: number;
  encrypted: number;
  title: string;
  description: string;
  tags: string;
  shared_with: string;
  bot: string | null;
  language: string;
  date: string | null;
  closed: number;
  closed_at: number | null;
  created_at: number;
  updated_at: number;
  messages_count: number;
  version: number;
  /** JSON of the sealed title, description and tags of a chat that is not public */
  sealed: string | null;
  /** 1 while moderation hides the chat: only its owner's list keeps it */
  hidden: number;
}

export const CHAT_COLUMNS = [
  'id', 'owner', 'public', 'encrypted', 'title', 'description', 'tags', 'shared_with', 'bot', 'language', 'date',
  'closed', 'closed_at', 'created_at', 'updated_at', 'messages_count', 'version', 'sealed',
  'hidden',
] as const;

export const toRow = (chat: StoredChat): ChatRow => ({
  id: chat.id,
  owner: chat.owner,
  public: chat.public ? 1 : 0,
  encrypted: chat.encrypted ? 1 : 0,
  title: chat.title,
  description: chat.description,
  tags: JSON.stringify(chat.tags),
  shared_with: JSON.stringify(chat.shared_with),
  bot: chat.bot,
  language: chat.language,
  date: chat.date,
  closed: chat.closed ? 1 : 0,
  closed_at: chat.closed_at_timestamp,
  created_at: chat.created_at_timestamp,
  updated_at: chat.updated_at_timestamp,
  messages_count: chat.messages_count,
  version: chat.version,
  sealed: chat.sealed ? JSON.stringify(chat.sealed) : null,
  hidden: chat.hidden ? 1 : 0,
});

export const toChat = (row: ChatRow): StoredChat => ({
  id: row.id,
  created_at_timestamp: row.created_at,
  updated_at_timestamp: row.updated_at,
  closed: row.closed === 1,
  closed_at_timestamp: row.closed_at,
  owner: row.owner,
  public: row.public === 1,
  shared_with: JSON.parse(row.shared_with) as StoredChat['shared_with'],
  encrypted: row.encrypted === 1,
  title: row.title,
  description: row.description,
  tags: JSON.parse(row.tags) as StoredChat['tags'],
  bot: row.bot,
  language: row.language as StoredChat['language'],
  date: row.date,
  messages_count: row.messages_count,
  version: row.version,
  ...(row.sealed ? { sealed: JSON.parse(row.sealed) as StoredChat['sealed'] } : {}),
  ...(row.hidden === 1 ? { hidden: true } : {}),
});

/** Migration 4 (with the reply leases): a place for the sealed personal fields of a chat that is not public. */
export const SEALED_SUMMARY_MIGRATION = 'ALTER TABLE chats ADD COLUMN sealed TEXT;';

/**
 * Migration 9 (issue 14): the hidden mark on the summary, so lists leave a hidden chat out for all but its owner.
 * A hide is stored with its type sealed (application/chats/codec.ts), so every summary whose stream holds a
 * sealed event is marked behind it, and the start-up recovery folds those again from the log, once.
 */
export const HIDDEN_SUMMARY_MIGRATION = `
  ALTER TABLE chats ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
  UPDATE chats SET version = -1 WHERE id IN (SELECT DISTINCT chat_id FROM events WHERE type = 'sealed');
`;
