import { randomUUID } from 'node:crypto';
import type { MessageItem } from '../../../shared/api.js';
import type { Language } from '../../../shared/validation.js';
import { botWillAnswer } from '../../domain/chat/access.js';
import { clientKey } from '../../domain/chat/state.js';
import { screenRisk, type RiskScreen } from '../../domain/safety/risk-screen.js';
import { viewItem, type TimelineState } from '../../domain/timeline.js';
import type { BotRunner } from '../bots/bot-runner.js';
import type { BotDefinition, Catalogue } from '../bots/catalogue.js';
import { AppError } from '../errors.js';
import type { Store } from '../ports.js';
import type { TopicClassifier } from '../topics.js';
import type { Usage } from '../usage.js';
import type { ChatView } from './chat-cache.js';
import type { ChatStreams } from './chat-streams.js';

export interface PostInput {
  chatId: string;
  author: string;
  text: string;
  answerMessageId?: string | null;
  clientId?: string | null;
}

/** What a post may get from its bot: a reply (with the allowance key to give back if it never happens), or none. */
export type Allowance = { reply: true; quotaKey: string | null } | { reply: false };

const NO_REPLY: Allowance = { reply: false };

interface Deps {
  store: Store; streams: ChatStreams; usage: Usage; catalogue: Catalogue; bots: BotRunner; topics: TopicClassifier;
  readable: (chatId: string, viewer: string | null) => Promise<ChatView>;
}

/** Where crisis lines come from: the author's profile country when set, else the chat's language (Spanish: Spain; English: the international directory). */
const countryFor = (language: Language, profileCountry?: string | null): string | null =>
  profileCountry ?? (language === 'es' ? 'ES' : null);

/** Whether a safety item was recorded for this message: the reply to it keeps the safe-messaging guidance. */
function wasFlagged(timeline: TimelineState, messageId: string | null): boolean {
  if (!messageId) return false;
  for (const entry of timeline.entries.values()) if (entry.kind === 'safety' && entry.messageId === messageId) return true;
  return false;
}

export function createPostMessage(deps: Deps) {
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

  function autoTag(chatId: string, text: string, language: Language, risky: boolean) {
    void deps.bots.track((async () => {
      const tags = await deps.topics.classify(text, language, risky);
      if (tags.length) await deps.streams.execute(chatId, 'system', () => ({ type: 'auto_tag', tags }));
    })().catch(() => undefined));
  }

  async function startReply(view: ChatView, chatId: string, messageId: string, botKey: string, owner: string, refund: () => Promise<void>, safety: boolean) {
    const premium = (await deps.store.users.byUsername(owner))?.subscription === 'user-premium';
    void deps.bots.start({
      chatId, messageId, botKey, language: view.state.language, premium, timeline: view.timeline, refund, safety,
      assessed: view.state.assessed,
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
    const executed = await deps.streams.execute(chatId, by, () => ({ type: 'retry_bot_reply', failedId, by, botReplyId }))
      .catch(async (error) => { await refund(); throw error; });
    const answered = executed.view.state.messages.get(botReplyId)?.answerId ?? null;
    await startReply(executed.view, chatId, botReplyId, bot.bot_key, by, refund, wasFlagged(executed.view.timeline, answered));
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
    const bot = botWillAnswer(view.state, input.author) && !view.state.closed ? deps.catalogue.find(view.state.botKey ?? '') : null;
    const screened = screen ?? screenRisk(input.text);
    const risky = screened.risk;
    const allowance = prepaid ?? await takeAllowance(input.author, bot, risky);
    const refund = () => giveBack(allowance);
    const messageId = randomUUID();
    const botReplyId = bot && allowance.reply ? randomUUID() : null;
    // the profile is read only when the crisis lines will actually be shown
    const country = countryFor(view.state.language, risky ? (await deps.store.profiles.get(input.author))?.countryIso : null);
    const executed = await deps.streams.execute(input.chatId, input.author, () => ({
      type: 'post_message', messageId, author: input.author, text: input.text, answerMessageId: input.answerMessageId ?? null,
      clientId: input.clientId ?? null, botReplyId, country, screen: screened,
    })).catch(async (error) => { await refund(); throw error; });
    const started = executed.recorded.some((e) => e.type === 'bot_reply_started');
    if (started && bot && botReplyId) await startReply(executed.view, input.chatId, botReplyId, bot.bot_key, input.author, refund, risky);
    else await refund();
    if (executed.recorded.length) autoTag(input.chatId, input.text, view.state.language, risky);
    const storedId = executed.recorded.length ? messageId : executed.view.state.clientIds.get(clientKey(input.author, input.clientId ?? ''));
    return viewItem(executed.view.timeline, storedId ?? messageId, input.author) as MessageItem;
  }

  return { postMessage, retryReply, takeAllowance, giveBack };
}
