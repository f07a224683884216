import { z } from 'zod';
import { Language } from './validation.js';

/**
 * The events of a chat stream. `text` fields are plaintext here; the application seals them before they
 * reach a store, so no adapter ever sees a message in clear. A recorded event read back has `text: null`
 * when it could not be (or need not be) decrypted. A reply ends STOPPED when its owner stopped it (or deleted it)
 * while it streamed: it keeps the text streamed until then.
 */
const MessageStatus = z.enum(['OK', 'ERROR', 'STOPPED']);

const ChatCreated = z.object({
  type: z.literal('chat_created'),
  data: z.object({
    chatId: z.string(),
    owner: z.string(),
    botKey: z.string().nullable(),
    title: z.string(),
    language: Language,
    date: z.string().nullable(),
    /** a direct chat between two people (titles, issue 18): titled by the other person, not by its first message */
    direct: z.boolean().optional(),
  }),
});
const MessagePosted = z.object({
  type: z.literal('message_posted'),
  data: z.object({
    messageId: z.string(),
    author: z.string(),
    text: z.string().nullable(),
    answerMessageId: z.string().nullable(),
    clientId: z.string().nullable(),
  }),
});
const BotReplyStarted = z.object({
  type: z.literal('bot_reply_started'),
  data: z.object({ messageId: z.string(), botKey: z.string(), answerMessageId: z.string() }),
});
const BotReplyCompleted = z.object({
  type: z.literal('bot_reply_completed'),
  data: z.object({
    messageId: z.string(),
    text: z.string().nullable(),
    status: MessageStatus,
    errorCode: z.string().nullable(),
  }),
});
const MessageEdited = z.object({
  type: z.literal('message_edited'),
  data: z.object({ messageId: z.string(), text: z.string().nullable() }),
});
const MessageDeleted = z.object({ type: z.literal('message_deleted'), data: z.object({ messageId: z.string() }) });
const FeedbackGiven = z.object({
  type: z.literal('feedback_given'),
  data: z.object({ messageId: z.string(), user: z.string(), positive: z.boolean().nullable() }),
});
const ChatEdited = z.object({
  type: z.literal('chat_edited'),
  data: z.object({ title: z.string(), description: z.string() }),
});
/**
 * Titles (issue 18). `chat_titled`: the title taken from the chat's first message (domain/chat/title.ts), with
 * that message and again after each edit of it; '' once it is deleted or erased, so its words never outlive
 * it. Never written once the owner chose a title: `chat_renamed` (or a `chat_edited`). Both sealed in the log.
 */
const ChatTitled = z.object({ type: z.literal('chat_titled'), data: z.object({ messageId: z.string(), title: z.string() }) });
const ChatRenamed = z.object({ type: z.literal('chat_renamed'), data: z.object({ title: z.string() }) });
const TagAdded = z.object({ type: z.literal('tag_added'), data: z.object({ tag: z.string() }) });
const TagRemoved = z.object({ type: z.literal('tag_removed'), data: z.object({ tag: z.string() }) });
const SharedPublic = z.object({ type: z.literal('shared_public'), data: z.object({}) });
const SharedPrivate = z.object({ type: z.literal('shared_private'), data: z.object({ users: z.array(z.string()) }) });
const ShareRevoked = z.object({
  type: z.literal('share_revoked'),
  data: z.object({ scope: z.enum(['public', 'private', 'all']) }),
});
/**
 * A message screened as a suicide or self-harm risk: the timeline shows crisis resources for `country`.
 * `level` 'low' records a weak signal that shows nothing by itself but raises the chat's risk state (issue 11);
 * events written before it had no level and read as 'moderate'. `concepts` names the warning signs that fired.
 */
const SafetyFlagged = z.object({
  type: z.literal('safety_flagged'),
  data: z.object({
    messageId: z.string(), kinds: z.array(z.string()), country: z.string().nullable(),
    level: z.enum(['low', 'moderate', 'high']).optional(),
    concepts: z.array(z.string()).optional(),
    /** 'model': Claude's second opinion raised it; 'conversation': earlier signals in the chat did */
    by: z.enum(['local', 'model', 'conversation']).optional(),
  }),
});
/** A questionnaire or guided analysis finished; `text` is its result (JSON for mbti), sealed like messages. */
const AssessmentCompleted = z.object({
  type: z.literal('assessment_completed'),
  data: z.object({ kind: z.enum(['mbti', 'psychoanalysis']), text: z.string().nullable() }),
});
/**
 * An account was erased (issue 5): its messages here become deleted markers without text, even in a closed
 * chat. The log's earlier events already name it by `pseudonym` only (they are rewritten before this is appended).
 */
const AuthorErased = z.object({
  type: z.literal('author_erased'),
  data: z.object({ pseudonym: z.string(), messageIds: z.array(z.string()) }),
});
/**
 * Consent to share (issue 14): a private share is first an invitation, which the person accepts or declines;
 * a member may leave at any time. `case`: the invitee is a professional asked to take the chat as a case.
 * Events written before it (`shared_private`) made members at once and still do.
 */
const MemberInvited = z.object({ type: z.literal('member_invited'), data: z.object({ users: z.array(z.string()), case: z.boolean() }) });
const InvitationAccepted = z.object({ type: z.literal('invitation_accepted'), data: z.object({ user: z.string() }) });
const InvitationDeclined = z.object({ type: z.literal('invitation_declined'), data: z.object({ user: z.string() }) });
const MemberLeft = z.object({ type: z.literal('member_left'), data: z.object({ user: z.string() }) });
const ChatClosed = z.object({ type: z.literal('chat_closed'), data: z.object({}) });
const ChatOpened = z.object({ type: z.literal('chat_opened'), data: z.object({}) });
/**
 * Moderation (issue 14): staff, or enough distinct reports (`by: 'reports'`), hide a message or a chat from
 * everyone but its author, pending review; restoring undoes it. The reason stays in the staff audit log.
 */
const HiddenBy = z.enum(['staff', 'reports']);
const MessageHidden = z.object({ type: z.literal('message_hidden'), data: z.object({ messageId: z.string(), by: HiddenBy }) });
const MessageRestored = z.object({ type: z.literal('message_restored'), data: z.object({ messageId: z.string() }) });
const ChatHidden = z.object({ type: z.literal('chat_hidden'), data: z.object({ by: HiddenBy }) });
/** `public`: whether the chat is still shared publicly, so the public lists show it again */
const ChatRestored = z.object({ type: z.literal('chat_restored'), data: z.object({ public: z.boolean() }) });

export const ChatEventBody = z.discriminatedUnion('type', [
  ChatCreated, MessagePosted, BotReplyStarted, BotReplyCompleted, MessageEdited, MessageDeleted, FeedbackGiven,
  ChatEdited, TagAdded, TagRemoved, SafetyFlagged, AssessmentCompleted, SharedPublic, SharedPrivate, ShareRevoked, ChatClosed, ChatOpened,
  AuthorErased, MemberInvited, InvitationAccepted, InvitationDeclined, MemberLeft, ChatTitled, ChatRenamed,
  MessageHidden, MessageRestored, ChatHidden, ChatRestored,
]);
export type ChatEventBody = z.infer<typeof ChatEventBody>;
export type ChatEventType = ChatEventBody['type'];

/** An event as recorded: who did it, when, and its place in the stream. */
export type RecordedChatEvent = ChatEventBody & { chatId: string; seq: number; at: number; actor: string };

export type EventOf<T extends ChatEventType> = Extract<ChatEventBody, { type: T }>;
