import { z } from 'zod';
import { Email, Id, IsoDate, Language, MESSAGE_MAX, Password, Role, Subscription, TopicTag, Username } from './validation.js';

// ---- request bodies ------------------------------------------------------------------------------------
export const RegisterUserBody = z
  .object({
    email: Email,
    username: Username,
    password: Password,
    password2: z.string(),
    privacyPolicy: z.literal(true, 'privacy_required'),
  })
  .refine((b) => b.password === b.password2, { message: 'password_mismatch', path: ['password2'] });
export type RegisterUserBody = z.infer<typeof RegisterUserBody>;

export const LoginBody = z.object({ username_email: z.string().min(1).max(254), password: z.string().min(1).max(256) });
export const GoogleLoginBody = z.object({ access_token: z.string().min(1).max(4096) });
export const RememberPasswordBody = z.object({ username_email: z.string().min(1).max(254) });
export const ResetPasswordBody = z
  .object({ password: Password, password2: z.string(), token: z.string().min(16).max(256) })
  .refine((b) => b.password === b.password2, { message: 'password_mismatch', path: ['password2'] });
export const VerifyQuery = z.object({ token: z.string().min(16).max(256) });

export const MessageText = z.string().trim().min(1, 'message_empty').max(MESSAGE_MAX, 'message_too_long');
export const NewBotChatBody = z.object({
  bot_key: z.string().min(1).max(64).optional(),
  bot_message: z.string().max(MESSAGE_MAX).optional().nullable(),
  user_message: MessageText,
  date: IsoDate.optional().nullable(),
});
export const NewPrivateChatBody = z.object({ message: MessageText });
export const PostMessageBody = z.object({
  message: MessageText,
  answer_message_id: Id.optional().nullable(),
  client_id: z.string().min(1).max(64).optional().nullable(),
});
export const EditMessageBody = z.object({ message: MessageText });
export const FeedbackBody = z.object({ positive: z.boolean().nullable() });
export const EditChatBody = z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().max(1000).default(''),
  tags: z.array(TopicTag).max(8).default([]),
});
export const TagBody = z.object({ tag: TopicTag });
/** Titles (issue 18): PUT /api/chats/{id}/title, the owner's rename from the chat header; as long as an edited title. */
export const RenameChatBody = z.object({
  title: z.string({ error: 'chat_title_required' }).trim().min(1, 'chat_title_required').max(EditChatBody.shape.title.maxLength ?? 120, 'chat_title_too_long'),
});
export const ShareBody = z.object({
  public: z.boolean().optional(),
  users: z.array(Username).max(50).optional(),
  /** one verified professional's username, shared with privately like `users` */
  professional: Username.optional(),
});
/** The filters every chat search takes: words, topics, assistant (null: no bot), language, creation dates. */
export const ChatFilterFields = z.object({
  text: z.string().max(200).optional(),
  tags: z.array(TopicTag).max(8).optional(),
  bot: z.string().max(64).nullable().optional(),
  language: Language.optional(),
  /** creation date range, epoch milliseconds, both ends included */
  from: z.number().int().min(0).optional(),
  to: z.number().int().min(0).optional(),
});
export const ChatSearchBody = ChatFilterFields.extend({
  sort: z.enum(['newest', 'oldest', 'updated']).default('newest'),
  offset: z.number().int().min(0).max(100_000).default(0),
  limit: z.number().int().min(1).max(100).default(20),
  /** my chats: only those others shared with me */
  only_external_chats: z.boolean().optional(),
  /** explore: kept for the client's query string; explore lists public chats only */
  private_term: z.boolean().optional(),
});
export type ChatSearchBody = z.infer<typeof ChatSearchBody>;

export const DiaryYearQuery = z.object({ year: z.coerce.number().int().min(1900).max(2099) });
export const DiaryDayQuery = DiaryYearQuery.extend({
  month: z.coerce.number().int().min(1).max(12),
  day: z.coerce.number().int().min(1).max(31),
});

export interface DiaryEntry { chat_id: string; chat: ChatSummary; chat_date: string }

export const RevokeQuery = z.object({ scope: z.enum(['public', 'private', 'all']) });

// ---- responses -----------------------------------------------------------------------------------------
export interface LoginResponse {
  username: string;
  role: Role;
  subscription: Subscription;
  token: string;
  expiredAt: number;
}

export interface Bot {
  bot_key: string;
  name: string;
  description: string;
  created_at_timestamp: number;
  owner: string;
  public: boolean;
  initial_message: string;
  premium: boolean;
  disabled: boolean;
  order: number;
  default: boolean;
}

/** STOPPED: a bot reply its owner stopped while it streamed; it keeps the text streamed so far (issue 18) */
export type MessageStatus = 'OK' | 'ERROR' | 'PENDING' | 'LOG' | 'STOPPED';

export interface MessageItem {
  kind: 'message';
  id: string;
  chat_id: string;
  seq: number;
  message: string | null;
  answer_message_id: string | null;
  answer_message: { id: string; message: string | null; sender: 'user' | 'bot' } | null;
  created_at_timestamp: number;
  updated_at_timestamp: number | null;
  deleted_at_timestamp: number | null;
  sender: 'user' | 'bot';
  /** username for user messages, bot key for bot messages */
  author: string;
  updated_by: string | null;
  deleted_by: string | null;
  negative_feedback_count: number;
  positive_feedback_count: number;
  is_positive_feedback_from_user: boolean;
  is_negative_feedback_from_user: boolean;
  status: MessageStatus;
  error_code: string | null;
  encrypted: boolean;
  /** hidden by moderation (issue 14): only its author gets its words, marked; others drop it from view */
  hidden?: boolean;
}

export const TIMELINE_EVENTS = [
  'public-share', 'private-share', 'delete-public-share', 'delete-private-share', 'delete-all-share',
  'close-chat', 'open-chat',
  'member-invited', 'invitation-accepted', 'invitation-declined', 'member-left',
] as const;
export type TimelineEventName = (typeof TIMELINE_EVENTS)[number];

export interface EventItem {
  kind: 'event';
  id: string;
  chat_id: string;
  seq: number;
  event: TimelineEventName;
  actor: string;
  users: string[];
  created_at_timestamp: number;
}

export interface CrisisResource {
  country: string;
  kind: 'crisis_line' | 'emergency' | 'directory';
  name: string;
  phone?: string;
  text?: string;
  url: string;
  languages: string[];
  note?: { es: string; en: string };
  /** where the number is published, and the day it was last compared with it (issue 11) */
  source?: string;
  checked?: string;
}

/** Shown right after a message screened as a risk, whatever the bot or the daily limit do. */
export interface SafetyItem {
  kind: 'safety';
  id: string;
  chat_id: string;
  seq: number;
  message_id: string;
  country: string;
  resources: CrisisResource[];
  created_at_timestamp: number;
}

export interface MbtiResult { type: string; percentages: { EI: number; SN: number; TF: number; JP: number } }

/** A result card: non-clinical, shown in the chat where the questionnaire or analysis took place. */
export interface ResultItem {
  kind: 'result';
  id: string;
  chat_id: string;
  seq: number;
  assessment: 'mbti' | 'psychoanalysis';
  mbti: MbtiResult | null;
  summary: string | null;
  /** the result could not be decrypted */
  encrypted: boolean;
  created_at_timestamp: number;
}

export type TimelineItem = MessageItem | EventItem | SafetyItem | ResultItem;

export interface ChatSummary {
  id: string;
  created_at_timestamp: number;
  updated_at_timestamp: number;
  closed: boolean;
  closed_at_timestamp: number | null;
  owner: string;
  public: boolean;
  shared_with: string[];
  /** true while the chat is private: its messages are readable by the owner only */
  encrypted: boolean;
  title: string;
  description: string;
  tags: TopicTag[];
  bot: string | null;
  language: Language;
  date: string | null;
  is_followed: boolean;
  messages_count: number;
  version: number;
  /** hidden by moderation (issue 14): present, true, only in its owner's lists (nobody else is given the chat) */
  hidden?: boolean;
}

/** A page of a chat's timeline, oldest first: `before` pages further back; null once `beginning` is reached. */
export interface TimelinePage {
  messages: TimelineItem[];
  before: string | null;
  beginning: boolean;
  /** the chat's event seq the page was read at: a live `chat:event` with a higher seq holds a newer copy of its item */
  last_seq: number;
}

/** A chat with its latest page of timeline items (50 by default, `limit` up to 200). */
export interface ChatInfo extends ChatSummary, TimelinePage {
  /** the chat's event seq this answer was taken at */
  last_seq: number;
}

export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 200;
export const PageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX).optional(),
  before: z.string().min(1).max(200).optional(),
});

export interface UsageToday { used: number; limit: number }

export interface ApiError { detail: string; code: string }
