import { z } from 'zod';
import { PAGE_MAX, type ChatSummary, type MessageItem, type TimelineItem } from './api.js';
import { Id, MESSAGE_MAX, type Role, type Subscription } from './validation.js';

/** `retryAfter`: with `rate_limited`, the whole seconds before that event's bucket has a token again. */
export type Ack<T> = ({ ok: true } & T) | { ok: false; code: string; detail: string; retryAfter?: number };

/** One appended event as a reader sees it: the timeline item it made or changed, and the chat it left. */
export interface ChatEventPayload {
  chatId: string;
  seq: number;
  item: TimelineItem | null;
  chat: ChatSummary | null;
}

export interface StreamSnapshot { messageId: string; text: string; index: number; thinking: boolean }

/** A rejoin replays at most this many missed events; past it the ack says `reload` and carries the latest page. */
export const REPLAY_MAX = 200;

export interface JoinResult {
  chat: ChatSummary;
  lastSeq: number;
  /** the latest page when joining fresh, or when told to reload */
  timeline?: TimelineItem[];
  /** cursor for the items older than `timeline` (GET .../timeline?before=); null at the beginning */
  before?: string | null;
  beginning?: boolean;
  /** exactly the items changed after `afterSeq`, when rejoining within REPLAY_MAX events */
  missed?: ChatEventPayload[];
  /** the rejoin missed too much: drop the local timeline and show `timeline` instead */
  reload?: true;
  streams: StreamSnapshot[];
}

export const JoinPayload = z.object({
  chatId: Id,
  afterSeq: z.number().int().min(0).optional(),
  limit: z.number().int().min(1).max(PAGE_MAX).optional(),
});
export const LeavePayload = z.object({ chatId: Id });
export const SendPayload = z.object({
  chatId: Id,
  clientId: z.string().min(1).max(64),
  message: z.string().trim().min(1).max(MESSAGE_MAX),
  answerMessageId: Id.optional().nullable(),
});

export interface Notification {
  /** 'invitation': a chat shared privately waits for the person's yes or no; 'warning': a staff warning, `message` its reason, with no chat (issue 14) */
  type: 'message' | 'share' | 'reply' | 'follow' | 'invitation' | 'warning';
  key: string;
  title: string;
  message: string;
  owner: string;
  created_at_timestamp: number;
  chat_id: string | null;
  message_id: string | null;
  /**
   * How many notifications this entry stands for: a person has one entry per chat, which each new one updates
   * in place (it becomes the latest: type, author in `message`, time) and counts (docs/api.md, "Notifications").
   */
  count: number;
}

export interface ServerToClientEvents {
  'chat:event': (payload: ChatEventPayload) => void;
  'chat:revoked': (payload: { chatId: string }) => void;
  'bot:token': (payload: { chatId: string; messageId: string; index: number; delta: string; thinking: boolean }) => void;
  'bot:done': (payload: { chatId: string; messageId: string; status: 'OK' | 'ERROR' | 'STOPPED' }) => void;
  'notification:new': (payload: { notification: Notification }) => void;
  'notification:cleared': (payload: { chatId: string }) => void;
  'chats:changed': (payload: Record<string, never>) => void;
  /** staff changed this person's role or subscription: the session follows at once */
  'account:changed': (payload: { role: Role; subscription: Subscription }) => void;
}

export interface ClientToServerEvents {
  'chat:join': (payload: z.infer<typeof JoinPayload>, ack: (result: Ack<JoinResult>) => void) => void;
  'chat:leave': (payload: z.infer<typeof LeavePayload>, ack: (result: Ack<Record<string, never>>) => void) => void;
  'message:send': (payload: z.infer<typeof SendPayload>, ack: (result: Ack<{ message: MessageItem }>) => void) => void;
}

export interface SocketData { username: string | null }
