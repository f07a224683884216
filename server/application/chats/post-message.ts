import { randomUUID } from 'node:crypto';
import type { MessageItem } from '../../../shared/api.js';
import type { Language } from '../../../shared/validation.js';
import { botWillAnswer } from '../../domain/chat/access.js';
import { clientKey } from '../../domain/chat/state.js';
import { DomainError } from '../../domain/errors.js';
import type { BlockCheck } from '../blocks/blocks.js';
import { conversationVerdict, levelOf, safePromptOn, type RiskLevel } from '../../domain/safety/conversation-risk.js';
import { crisisCountry } from '../../domain/safety/crisis-resources.js';
import type { RiskScreen } from '../../domain/safety/risk-screen.js';
import { viewItem, type TimelineState } from '../../domain/timeline.js';
import type { BotRunner } from '../bots/bot-runner.js';
import type { BotDefinition, Catalogue } from '../bots/catalogue.js';
import type { RiskOpinion, RiskOpinionFn } from '../bots/risk-opinion.js';
import { AppError } from '../errors.js';
import { StoreUnavailable, type Store } from '../ports.js';
import type { TopicClassifier } from '../topics.js';
import type { RiskScreener } from '../risk-screener.js';
import type { Usage } from '../usage.js';
import type { ChatView } from './chat-cache.js';
import type { ChatStreams } from './chat-streams.js';

export interface PostInput {
  chatId: string;
  author: string;
  text: string;
  answerMessageId?: string | null;
  clientId?: string | null;
  /** the request's Accept-Language: its region chooses the crisis lines when the profile has no country */
  locale?: string | null;
}

/** What a post may get from its bot: a reply (with the allowance key to give back if it never happens), or none. */
export type Allowance = { reply: true; quotaKey: string | null } | { reply: false };

const NO_REPLY: Allowance = { reply: false };

/** A failed append whose reply may still be recorded; `botReplyId` null when no reply was asked for. */
interface Unsettled {
  chatId: string; author: string; botReplyId: string | null; botKey: string | null;
  refund: () => Promise<void>;
  /** lets the reply's lease go */
  unreserve: () => Promise<void>;
}

/** When to look again at a chat whose append lost its answer: about two minutes, as long as a reply may run. */
const SETTLE_WAITS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 60_000];

interface Deps {
  store: Store; streams: ChatStreams; usage: Usage; catalogue: Catalogue; bots: BotRunner; topics: TopicClassifier;
  readable: (chatId: string, viewer: string | null) => Promise<ChatView>;
  screen: RiskScreener;
  /** Claude's second opinion on uncertain messages in bot chats; absent without a model key */
  opinion?: RiskOpinionFn | null;
  /** who blocked whom (issue 14); absent: nobody has */
  blocked?: BlockCheck;
}

/** Whether crisis lines were shown for this message (a weak signal recorded for the state is not in the timeline). */
function wasFlagged(timeline: TimelineState, messageId: string | null): boolean {
  if (!messageId) return false;
  for (const entry of timeline.entries.values()) if (entry.kind === 'safety' && entry.messageId === messageId) return true;
  return false;
}

const RANK: Record<RiskLevel, number> = { none: 0, low: 1, moderate: 2, high: 3 };

/** The opinion can only raise the local screen, never lower it. */
function raised(screen: RiskScreen, opinion: RiskOpinion | null): RiskScreen {
  if (!opinion || RANK[opinion.level] <= RANK[levelOf(screen)]) return screen;
  const risk = RANK[opinion.level] >= RANK.moderate;
  const kinds = risk && screen.kinds.length === 0 ? ['indirect' as const] : screen.kinds;
  const concepts = [...(screen.concepts ?? []), ...opinion.concepts.map((c) => `model:${c}`)];
  return { ...screen, risk, kinds, level: opinion.level, concepts, by: 'model' };
}

export function createPostMessage(deps: Deps) {
  /** A reply to someone who blocked its author gets the answer of a message that does not exist: they are not told. */
  async function refuseBlockedReply(view: ChatView, input: PostInput) {
    const answered = input.answerMessageId ? view.state.messages.get(input.answerMessageId) : undefined;
    if (answered?.sender !== 'user' || answered.author === input.author || !deps.blocked) return;
    if (await deps.blocked(answered.author, input.author)) throw new DomainError('message_not_found');
  }

  /**
   * The bot's allowance for one reply. Past the limit or without premium the reply is refused; a message at
   * risk is still stored (with its crisis lines) and only the reply is left out: safety comes first.
   */
  async function takeAllowance(author: string, bot: BotDefinition | null, risky: boolean): Promise<Allowance> {
    if (!bot) return NO_REPLY;
    try {
      // Scripted bots (the MBTI questionnaire) cost no model call, so they do not spend the daily allowance.
      if (bot.metered) return { reply: true, quotaKey: await deps.usage.take(author, bot.premium) };
      if (bot.premium) await deps.usage.requirePremium(author);
      return { reply: true, quotaKey: null };
    } catch (error) {
      if (risky && error instanceof AppError) return NO_REPLY;
      throw error;
    }
  }

  const giveBack = async (allowance: Allowance) => {
    if (allowance.reply && allowance.quotaKey) await deps.usage.giveBack(allowance.quotaKey);
  };

  /** The reply's lease is taken before its start is appended, so a reply in the log always has one until it ends. */
  async function reserve(chatId: string, botReplyId: string | null, bot: BotDefinition | null, allowance: Allowance) {
    if (!botReplyId || !bot) return async () => undefined;
    await deps.bots.reserve({ messageId: botReplyId, chatId, botKey: bot.bot_key, quotaKey: allowance.reply ? allowance.quotaKey : null });
    return () => deps.bots.release(botReplyId);
  }

  /**
   * A failed append gives the allowance back. One whose answer the store lost may have recorded the reply: once
   * the store answers again, the log says which, and the reply gets its runner or the allowance goes back.
   */
  const settleFailure = (pending: Unsettled) => async (error: unknown): Promise<never> => {
    if (error instanceof StoreUnavailable && error.mayHaveCommitted && pending.botReplyId) void deps.bots.track(settleLater(pending).catch(() => undefined));
    else await Promise.all([pending.unreserve(), pending.refund()]);
    throw error;
  };

  async function settleLater(pending: Unsettled): Promise<void> {
    const replyId = pending.botReplyId;
    if (!replyId) return;
    for (const wait of SETTLE_WAITS_MS) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      const view = await deps.readable(pending.chatId, pending.author).catch((error: unknown) => {
        if (error instanceof StoreUnavailable) return null;
        throw error;
      });
      if (!view) continue;
      const reply = view.state.messages.get(replyId);
      if (!reply) return void (await Promise.all([pending.unreserve(), pending.refund()]));
      if (reply.pending && pending.botKey) await startReply(view, pending.chatId, replyId, pending.botKey, pending.author, pending.refund);
      return;
    }
    // still no answer: the lease goes, so a reply that is in the log lapses to ERROR with its allowance back
    await pending.unreserve();
  }

  function autoTag(chatId: string, text: string, language: Language, risky: boolean, author: string) {
    void deps.bots.track((async () => {
      const tags = await deps.topics.classify(text, language, risky, author);
      if (tags.length) await deps.streams.execute(chatId, 'system', () => ({ type: 'auto_tag', tags }));
    })().catch(() => undefined));
  }

  /**
   * The chat's risk state decides the safe-messaging prompt (on for SAFE_PROMPT_TURNS after a flag); whether the message
   * answered was itself shown with crisis lines decides what scripted bots do on that one turn.
   */
  async function startReply(view: ChatView, chatId: string, messageId: string, botKey: string, owner: string, refund: () => Promise<void>) {
    const premium = (await deps.store.users.byUsername(owner))?.subscription === 'user-premium';
    const answered = view.state.messages.get(messageId)?.answerId ?? null;
    void deps.bots.start({
      chatId, messageId, botKey, language: view.state.language, premium, timeline: view.timeline, refund,
      safety: safePromptOn(view.state.risk), atRisk: wasFlagged(view.timeline, answered),
      assessed: view.state.assessed, day: view.summary?.date ?? null,
    });
  }

  /** Answers again a reply that failed (provider down, cut stream): the owner's retry action. */
  async function retryReply(chatId: string, failedId: string, by: string): Promise<MessageItem> {
    const view = await deps.readable(chatId, by);
    const bot = deps.catalogue.find(view.state.botKey ?? '');
    if (view.state.owner !== by) throw new AppError('forbidden', 'not_owner');
    // a chat with no bot has no bot reply that could have failed
    if (!bot) throw new AppError('not_found', 'message_not_found');
    const allowance = await takeAllowance(by, bot, false);
    const refund = () => giveBack(allowance);
    const botReplyId = randomUUID();
    const unreserve = await reserve(chatId, botReplyId, bot, allowance).catch(async (error) => { await refund(); throw error; });
    const executed = await deps.streams.execute(chatId, by, () => ({ type: 'retry_bot_reply', failedId, by, botReplyId }))
      .catch(settleFailure({ chatId, author: by, botReplyId, botKey: bot.bot_key, refund, unreserve }));
    await startReply(executed.view, chatId, botReplyId, bot.bot_key, by, refund);
    return viewItem(executed.view.timeline, botReplyId, by) as MessageItem;
  }

  /**
   * Stores a message and starts the bot's reply. `prepaid`: an allowance the caller already took for it (a new chat's
   * first message); `screen`: the risk screen the caller already made of `input.text`, so a post is screened once.
   */
  async function postMessage(input: PostInput, { prepaid, screen }: { prepaid?: Allowance; screen?: RiskScreen } = {}): Promise<MessageItem> {
    const view = await deps.readable(input.chatId, input.author);
    const known = input.clientId ? view.state.clientIds.get(clientKey(input.author, input.clientId)) : undefined;
    if (known) {
      if (prepaid) await giveBack(prepaid);
      return viewItem(view.timeline, known, input.author) as MessageItem;
    }
    await refuseBlockedReply(view, input);
    const bot = botWillAnswer(view.state, input.author) && !view.state.closed ? deps.catalogue.find(view.state.botKey ?? '') : null;
    const local = screen ?? await deps.screen(input.text);
    // only a weak signal that the chat's state would not already show is worth a model call, and only where a bot answers
    const unsure = bot && deps.opinion && conversationVerdict(view.state.risk, local) === 'note';
    const screened = unsure ? raised(local, await deps.opinion!(input.text, view.state.language, input.author)) : local;
    const risky = conversationVerdict(view.state.risk, screened) === 'show';
    const allowance = prepaid ?? await takeAllowance(input.author, bot, risky);
    const refund = () => giveBack(allowance);
    const messageId = randomUUID();
    const botReplyId = bot && allowance.reply ? randomUUID() : null;
    // the profile is read only when the crisis lines will actually be shown
    const profile = risky ? (await deps.store.profiles.get(input.author))?.countryIso : null;
    const country = crisisCountry({ profile, acceptLanguage: input.locale, language: view.state.language });
    const unreserve = await reserve(input.chatId, botReplyId, bot, allowance).catch(async (error) => { await refund(); throw error; });
    const executed = await deps.streams.execute(input.chatId, input.author, () => ({
      type: 'post_message', messageId, author: input.author, text: input.text, answerMessageId: input.answerMessageId ?? null,
      clientId: input.clientId ?? null, botReplyId, country, screen: screened,
    })).catch(settleFailure({ chatId: input.chatId, author: input.author, botReplyId, botKey: bot?.bot_key ?? null, refund, unreserve }));
    const started = executed.recorded.some((e) => e.type === 'bot_reply_started');
    if (started && bot && botReplyId) await startReply(executed.view, input.chatId, botReplyId, bot.bot_key, input.author, refund);
    else await Promise.all([unreserve(), refund()]);
    if (executed.recorded.length) autoTag(input.chatId, input.text, view.state.language, risky, input.author);
    const storedId = executed.recorded.length ? messageId : executed.view.state.clientIds.get(clientKey(input.author, input.clientId ?? ''));
    return viewItem(executed.view.timeline, storedId ?? messageId, input.author) as MessageItem;
  }

  return { postMessage, retryReply, takeAllowance, giveBack };
}
