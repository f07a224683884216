import { randomUUID } from 'node:crypto';
import { PAGE_DEFAULT, type ChatInfo, type TimelinePage } from '../../../shared/api.js';
import { diaryDateProblem } from '../../../shared/dates.js';
import type { Language } from '../../../shared/validation.js';
import { canRead, isMember } from '../../domain/chat/access.js';
import { DomainError } from '../../domain/errors.js';
import type { RiskScreen } from '../../domain/safety/risk-screen.js';
import { summaryFor } from '../../domain/summary.js';
import { visibleTo } from '../../domain/timeline.js';
import type { BotRunner } from '../bots/bot-runner.js';
import type { BotDefinition, Catalogue } from '../bots/catalogue.js';
import { AppError } from '../errors.js';
import { createKeyedLock } from '../keyed-lock.js';
import type { Clock, Sealer, Store } from '../ports.js';
import type { RiskScreener } from '../risk-screener.js';
import type { Usage } from '../usage.js';
import type { ChatCache, ChatView } from './chat-cache.js';
import type { ChatStreams } from './chat-streams.js';
import { createPostMessage } from './post-message.js';
import { decodeCursor, pageFromMemory } from './timeline-pages.js';
import type { TopicClassifier } from '../topics.js';
import type { RiskOpinionFn } from '../bots/risk-opinion.js';
import type { BlockCheck } from '../blocks/blocks.js';

export const DIARY_BOT = 'psycarediary';

export function createChatService(deps: {
  store: Store; sealer: Sealer; cache: ChatCache; streams: ChatStreams; usage: Usage; catalogue: Catalogue; bots: BotRunner;
  clock: Clock; topics: TopicClassifier; screen: RiskScreener; opinion?: RiskOpinionFn | null; blocked?: BlockCheck;
}) {
  /** A chat the viewer may read, or the same 404 as a chat that does not exist. */
  async function readable(chatId: string, viewer: string | null): Promise<ChatView> {
    const view = await deps.cache.read(chatId);
    if (!canRead(view.state, viewer) || !view.summary) throw new DomainError('chat_not_found');
    return view;
  }

  /** Members-only items (private shares) are left out for everyone else. */
  function forViewer(page: TimelinePage, view: ChatView, viewer: string | null): TimelinePage {
    return { ...page, messages: page.messages.filter(visibleTo(isMember(view.state, viewer))) };
  }

  /** The chat and its latest page of timeline items. */
  function info(view: ChatView, viewer: string | null, followed = false, limit = PAGE_DEFAULT): ChatInfo {
    const summary = summaryFor(view.summary as NonNullable<ChatView['summary']>, viewer);
    const page = forViewer(pageFromMemory(view.timeline, view.complete, null, limit, viewer, view.version), view, viewer);
    return { ...summary, is_followed: followed, ...page };
  }

  const { postMessage, retryReply, takeAllowance, giveBack } = createPostMessage({ ...deps, readable });
  const withLock = createKeyedLock();

  async function isFollowed(chatId: string, viewer: string | null) {
    return viewer !== null && (await deps.store.follows.listForUser(viewer)).some((f) => f.chat_id === chatId);
  }

  const diaryChats = async (owner: string) => (await deps.store.chats.listForOwner(owner)).filter((c) => c.bot === DIARY_BOT && c.date);

  /** No title: the first message gives one (domain/chat/title.ts), until the owner renames the chat. */
  async function create(owner: string, botKey: string | null, language: Language, date: string | null, direct = false) {
    const chatId = randomUUID();
    await deps.sealer.createKey(chatId);
    await deps.streams.execute(chatId, owner, () => ({ type: 'create_chat', chatId, owner, botKey, title: '', language, date, ...(direct ? { direct } : {}) }));
    return chatId;
  }

  /** An enabled bot, and for the diary the day it is about; refusals name what is wrong. */
  function botAndDate(input: { botKey?: string; date?: string | null }) {
    const bot = deps.catalogue.definition(input.botKey);
    if (!bot) throw new AppError('not_found', 'bot_not_found');
    if (bot.disabled) throw new AppError('forbidden', 'bot_disabled');
    if (bot.bot_key === DIARY_BOT && !input.date) throw new AppError('unprocessable', 'date_required');
    const dateProblem = input.date ? diaryDateProblem(input.date, deps.clock()) : null;
    if (dateProblem) throw new AppError('invalid', dateProblem);
    return { bot, date: input.date ?? null };
  }

  async function startBotChat(owner: string, bot: BotDefinition, text: string, language: Language, date: string | null, screen: RiskScreen, locale?: string | null) {
    // Taken before the chat exists, so a refusal (a race past the limit) never leaves an empty chat behind.
    const allowance = await takeAllowance(owner, bot, screen.risk);
    const chatId = await create(owner, bot.bot_key, language, date).catch(async (error) => { await giveBack(allowance); throw error; });
    await postMessage({ chatId, author: owner, text, locale }, { prepaid: allowance, screen });
    return { created: true, chat: info(await readable(chatId, owner), owner) };
  }

  /**
   * One diary chat per day: picking a day that has one opens it; concurrent picks of one day make one chat.
   * The payload's message is the day's label (SPEC §3), which the chat shows as its date header: it is not
   * stored as the person's words and spends no reply. Words at risk are stored, with their crisis lines.
   */
  function openDiaryDay(owner: string, bot: BotDefinition, text: string, language: Language, date: string, screen: RiskScreen, locale?: string | null) {
    return withLock(`diary|${owner}|${date}`, async () => {
      const existing = (await diaryChats(owner)).find((c) => c.date === date);
      if (!existing && screen.risk) return startBotChat(owner, bot, text, language, date, screen, locale);
      if (!existing) {
        const chatId = await create(owner, bot.bot_key, language, date);
        return { created: true, chat: info(await readable(chatId, owner), owner) };
      }
      // the day's label is dropped as before, but words at risk are kept so their crisis lines are shown
      if (screen.risk) await postMessage({ chatId: existing.id, author: owner, text, locale }, { screen });
      return { created: false, chat: info(await readable(existing.id, owner), owner) };
    });
  }

  return {
    readable,
    info,
    postMessage,
    retryReply,

    /**
     * A message at risk always gets its chat and its crisis lines, even past the daily limit or without
     * premium; only the bot's reply is then left out, as in an existing chat. Other refusals store nothing.
     */
    async createBotChat(owner: string, input: { botKey?: string; userMessage: string; date?: string | null }, language: Language, locale?: string | null) {
      const { bot, date } = botAndDate(input);
      const screen = await deps.screen(input.userMessage);
      if (bot.premium && !screen.risk) await deps.usage.requirePremium(owner);
      if (bot.bot_key === DIARY_BOT && date) return openDiaryDay(owner, bot, input.userMessage, language, date, screen, locale);
      return startBotChat(owner, bot, input.userMessage, language, date, screen, locale);
    },

    /** Diary entries of a year, or of one day (`YYYY`, `YYYY-MM-DD` prefixes of the chat's date). */
    async diary(owner: string, datePrefix: string) {
      await deps.usage.requirePremium(owner);
      return (await diaryChats(owner))
        .filter((c) => c.date?.startsWith(datePrefix))
        .sort((a, b) => (a.date as string).localeCompare(b.date as string))
        .map((c) => ({ chat_id: c.id, chat: { ...c, is_followed: false }, chat_date: c.date as string }));
    },

    /** `direct`: a direct chat with one other person (people/direct.ts), titled by that person on each side. */
    async createPrivateChat(owner: string, message: string, language: Language, locale?: string | null, direct = false) {
      const chatId = await create(owner, null, language, null, direct);
      await postMessage({ chatId, author: owner, text: message, locale });
      return info(await readable(chatId, owner), owner);
    },

    isFollowed,

    async getInfo(chatId: string, viewer: string | null, limit = PAGE_DEFAULT) {
      const view = await readable(chatId, viewer);
      return info(view, viewer, await isFollowed(chatId, viewer), limit);
    },

    /** The items just older than the cursor, for anyone who may read the chat. */
    async timelinePage(chatId: string, viewer: string | null, cursor: string, limit = PAGE_DEFAULT): Promise<TimelinePage> {
      const view = await readable(chatId, viewer);
      const before = decodeCursor(chatId, cursor);
      const page = view.complete ? pageFromMemory(view.timeline, true, before, limit, viewer, view.version) : await deps.cache.olderPage(view, before, limit, viewer);
      return forViewer(page, view, viewer);
    },

    async listMine(owner: string) {
      const followed = new Set((await deps.store.follows.listForUser(owner)).map((f) => f.chat_id));
      const chats = await deps.store.chats.listForOwner(owner);
      return chats.map((c) => ({ ...c, is_followed: followed.has(c.id) }));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
