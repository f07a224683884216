import type { ChatSummary } from '../../shared/api.js';
import type { NotificationCursor } from '../../shared/notifications.js';
import type { Notification } from '../../shared/socket.js';
import type { Language, Role, Subscription, TopicTag } from '../../shared/validation.js';
import type { Applications, ContactMessages, DirectLinks, Newsletter, Profiles, Ratings, Uploads } from './people/store-ports.js';
import type { ChatSnapshots, TimelineReadModel } from './projection-ports.js';
import type { Invitations } from './invitations/ports.js';
import type { ModerationStore } from './moderation/ports.js';

// ---- event log -----------------------------------------------------------------------------------------
/** An event as a store keeps it: `data` is JSON whose message text is already sealed. */
export interface StoredEvent {
  chatId: string;
  seq: number;
  type: string;
  data: unknown;
  at: number;
  actor: string;
  /** global, strictly increasing across all streams; lets projections catch up */
  position: number;
}
export type NewStoredEvent = Omit<StoredEvent, 'position'>;

export class VersionConflict extends Error {
  constructor(readonly chatId: string, readonly expected: number) {
    super(`version conflict on ${chatId} at ${expected}`);
  }
}

/**
 * The store could not be reached, or did not answer in time. `mayHaveCommitted`: a write whose outcome is not
 * known (it may have landed), so nothing it paid for may be given back and it must not be retried blindly.
 */
export class StoreUnavailable extends Error {
  constructor(readonly mayHaveCommitted = false, options?: { cause?: unknown }) {
    super(mayHaveCommitted ? 'store unavailable: outcome of the write unknown' : 'store unavailable', options);
  }
}

export interface EventLog {
  /** events of one stream with seq > afterSeq, ascending */
  read(chatId: string, afterSeq?: number): Promise<StoredEvent[]>;
  /** the seq of the stream's last event, 0 when it has none: whether a copy is current, without reading an event */
  lastSeq(chatId: string): Promise<number>;
  /** appends events whose seqs are expectedVersion+1..; throws VersionConflict if the stream moved */
  append(chatId: string, expectedVersion: number, events: NewStoredEvent[]): Promise<StoredEvent[]>;
  /** events of all streams after a global position, ascending, at most `limit` */
  readAll(afterPosition: number, limit: number): Promise<StoredEvent[]>;
  deleteStream(chatId: string): Promise<void>;
  /** chats whose events name `username` as actor, author, voter or share recipient (account erasure) */
  streamsMentioning(username: string): Promise<string[]>;
  /** replaces the actor and data of existing events in place: only for erasing a person (GDPR), never a normal write */
  rewrite(chatId: string, events: { seq: number; actor: string; data: unknown }[]): Promise<void>;
}

export interface ChatKeys {
  put(chatId: string, wrappedKey: Buffer): Promise<void>;
  get(chatId: string): Promise<Buffer | null>;
  delete(chatId: string): Promise<void>;
}

// ---- read models ---------------------------------------------------------------------------------------
/** `sealed`: the personal fields (title, description, tags) of a chat that is not public, sealed by the application. */
export type StoredChat = Omit<ChatSummary, 'is_followed'> & { sealed?: SealedText | null };

export interface ChatSearch {
  text?: string;
  tags?: TopicTag[];
  bot?: string | null;
  language?: Language;
  from?: number;
  to?: number;
  sort: 'newest' | 'oldest' | 'updated';
  offset: number;
  limit: number;
}

export type ChatScope = { kind: 'public' } | { kind: 'mine'; username: string } | { kind: 'sharedWith'; username: string };

export interface ChatSummaries {
  /** insert or replace, only if `chat.version` is newer than the stored one */
  save(chat: StoredChat): Promise<void>;
  get(chatId: string): Promise<StoredChat | null>;
  listForOwner(owner: string): Promise<StoredChat[]>;
  listSharedWith(username: string): Promise<StoredChat[]>;
  /** public chats (scope 'public'), or chats the user owns or may read (scope 'mine') */
  /** `mine`: owned or shared with `username`; `sharedWith`: only others' chats shared with `username` */
  search(scope: ChatScope, query: ChatSearch): Promise<{ items: StoredChat[]; total: number }>;
  delete(chatId: string): Promise<void>;
  /** chat ids whose summary is behind the log, for catch-up after a crash */
  versions(): Promise<Map<string, number>>;
}

// ---- accounts ------------------------------------------------------------------------------------------
export interface UserRecord {
  username: string;
  email: string;
  passwordHash: string | null;
  role: Role;
  subscription: Subscription;
  verified: boolean;
  googleSub: string | null;
  language: Language;
  createdAt: number;
}

export class DuplicateUser extends Error {
  constructor(readonly field: 'username' | 'email' | 'googleSub') {
    super(`duplicate ${field}`);
  }
}

export interface Users {
  /** throws DuplicateUser; usernames and e-mails are unique case-insensitively */
  create(user: UserRecord): Promise<void>;
  byUsername(username: string): Promise<UserRecord | null>;
  byEmail(email: string): Promise<UserRecord | null>;
  byGoogleSub(sub: string): Promise<UserRecord | null>;
  update(username: string, patch: Partial<Omit<UserRecord, 'username'>>): Promise<void>;
  delete(username: string): Promise<void>;
  count(): Promise<number>;
}

export interface Sessions {
  create(sid: string, username: string, expiresAt: number): Promise<void>;
  /** the session's username if it exists and has not expired */
  find(sid: string, now: number): Promise<string | null>;
  delete(sid: string): Promise<void>;
  deleteForUser(username: string): Promise<void>;
}

export type OneTimeKind = 'verify' | 'reset';
export interface OneTimeTokens {
  /** `hash` is a hash of the token; the token itself is never stored */
  create(hash: string, kind: OneTimeKind, username: string, expiresAt: number): Promise<void>;
  /** atomically marks the token used and returns its username, or null if unknown, used, expired or of another kind */
  consume(hash: string, kind: OneTimeKind, now: number): Promise<string | null>;
  deleteForUser(username: string, kind: OneTimeKind): Promise<void>;
}

export interface Counters {
  /** atomically adds one hit to `key` within the window starting at windowStart; returns the new count */
  hit(key: string, windowStart: number): Promise<number>;
  /** like hit, but only while the key's count in that window is below `limit`: at the limit nothing is written */
  hitBelow(key: string, windowStart: number, limit: number): Promise<{ ok: boolean }>;
  /** deletes the hits of every window that started before `windowStart` */
  pruneHits(windowStart: number): Promise<void>;
  /** atomically increments `key` only while it is below `limit`; returns whether it did and the count after */
  incrementBelow(key: string, limit: number): Promise<{ ok: boolean; count: number }>;
  get(key: string): Promise<number>;
  /** gives back one unit taken by incrementBelow (a refused or failed reply does not count) */
  decrement(key: string): Promise<void>;
  /** deletes every counter and hit whose key has `subject` as one of its ':'-separated parts (case-insensitive) */
  forget(subject: string): Promise<void>;
}

/** A bot reply being streamed by one node; the node renews its leases while it lives (its heartbeat). */
export interface ReplyLease {
  messageId: string;
  chatId: string;
  botKey: string;
  node: string;
  /** the daily allowance to give back if the reply dies with its node */
  quotaKey: string | null;
  expiresAt: number;
}

export interface ReplyLeases {
  take(lease: ReplyLease): Promise<void>;
  /** extends every lease of `node` to `expiresAt` */
  renew(node: string, expiresAt: number): Promise<void>;
  /** removes the lease (only if it expired before `expiredBefore`, when given); true if this call removed it */
  release(messageId: string, expiredBefore?: number): Promise<boolean>;
  /** leases not renewed in time, oldest first: their node is gone */
  expired(now: number, limit: number): Promise<ReplyLease[]>;
  has(messageId: string): Promise<boolean>;
}

export interface Follows {
  follow(username: string, chatId: string, at: number): Promise<{ id: string; created_at_timestamp: number }>;
  unfollow(username: string, chatId: string): Promise<void>;
  listForUser(username: string): Promise<{ id: string; created_at_timestamp: number; user: string; chat_id: string }[]>;
  followers(chatId: string): Promise<string[]>;
  deleteForChat(chatId: string): Promise<void>;
  deleteForUser(username: string): Promise<void>;
}

/**
 * One entry per (owner, chat), updated in place: a flood of posts leaves one row with its count, never a row
 * per post. Listed newest first by (time, chat id).
 */
export interface Notifications {
  /** folds `notification` into its owner's entry for the chat (count + 1, it becomes the latest); the entry after */
  add(notification: Omit<Notification, 'count'>): Promise<Notification>;
  /** up to `limit` entries older than `before`, newest first */
  page(username: string, query: { limit: number; before?: NotificationCursor }): Promise<Notification[]>;
  /** how many notifications the cleared entry stood for (0 when there was none) */
  clearChat(username: string, chatId: string): Promise<number>;
  deleteForChat(chatId: string): Promise<void>;
  /** notifications owned by the user, and others' that name them as the one who acted */
  deleteForUser(username: string): Promise<void>;
}

/** The chats a person muted: personal data, erased with the account. */
export interface Mutes {
  /** idempotent; false when the person already has `max` mutes and this chat is not one of them */
  mute(username: string, chatId: string, at: number, max: number): Promise<boolean>;
  unmute(username: string, chatId: string): Promise<void>;
  isMuted(username: string, chatId: string): Promise<boolean>;
  /** the muted chat ids, most recently muted first */
  listForUser(username: string): Promise<string[]>;
  deleteForChat(chatId: string): Promise<void>;
  deleteForUser(username: string): Promise<void>;
}

export interface Store {
  events: EventLog;
  keys: ChatKeys;
  chats: ChatSummaries;
  timelines: TimelineReadModel;
  snapshots: ChatSnapshots;
  users: Users;
  sessions: Sessions;
  tokens: OneTimeTokens;
  counters: Counters;
  leases: ReplyLeases;
  follows: Follows;
  notifications: Notifications;
  mutes: Mutes;
  profiles: Profiles;
  applications: Applications;
  uploads: Uploads;
  ratings: Ratings;
  directs: DirectLinks;
  newsletter: Newsletter;
  contacts: ContactMessages;
  invitations: Invitations;
  /** reports, blocks, the staff audit log and suspensions (issue 14) */
  moderation: ModerationStore;
  /** Makes deleted data unrecoverable from the engine's own files as far as it can (after an account erasure). */
  scrub(): Promise<void>;
  close(): Promise<void>;
}

// ---- outside world -------------------------------------------------------------------------------------
export interface Mail { to: string; subject: string; text: string; html?: string }
export interface Mailer { send(mail: Mail): Promise<void> }

export interface SealedText { iv: string; ct: string; tag: string }
export interface Sealer {
  createKey(chatId: string): Promise<void>;
  /** `seq` is the event's place in the stream, or a label for what is not an event (the chat's summary) */
  seal(chatId: string, seq: number | string, text: string): Promise<SealedText>;
  /** null when the text cannot be decrypted (lost key, tampering) */
  open(chatId: string, seq: number | string, sealed: SealedText): Promise<string | null>;
  /** many texts of one chat at once (one key lookup): a cold timeline opens thousands */
  openAll(chatId: string, items: { seq: number | string; sealed: SealedText }[]): Promise<(string | null)[]>;
  shred(chatId: string): Promise<void>;
}

export interface BotTurn { role: 'user' | 'assistant'; content: string }
export interface BotRequest {
  botKey: string;
  system: string;
  history: BotTurn[];
  language: Language;
  premium: boolean;
  signal: AbortSignal;
  /** the message answered was screened as a suicide or self-harm risk (the system prompt then carries safe-messaging guidance) */
  safety?: boolean;
}
export type BotChunk = { type: 'text'; delta: string } | { type: 'thinking'; delta: string };
export type BotFailure = 'overloaded' | 'rate_limited' | 'unavailable' | 'timeout' | 'interrupted' | 'model_not_found' | 'unexpected';
export class BotError extends Error {
  constructor(readonly failure: BotFailure, message?: string) {
    super(message ?? failure);
  }
}
export interface BotProvider {
  readonly name: string;
  stream(request: BotRequest): AsyncIterable<BotChunk>;
}

export type Clock = () => number;
