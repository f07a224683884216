import { randomUUID } from 'node:crypto';
import type { ChatInfo, MessageItem } from '../../../shared/api.js';
import { diaryDateProblem } from '../../../shared/dates.js';
import type { Language } from '../../../shared/validation.js';
import { botWillAnswer, canRead } from '../../domain/chat/access.js';
import { clientKey } from '../../domain/chat/state.js';
import { DomainError } from '../../domain/errors.js';
import { viewItem, viewTimeline } from '../../domain/timeline.js';
import type { BotRunner } from '../bots/bot-runner.js';
import type { Catalogue } from '../bots/catalogue.js';
import { AppError } from '../errors.js';
import type { Clock, Sealer, Store } from '../ports.js';
import type { Usage } from '../usage.js';
import type { ChatCache, ChatView } from './chat-cache.js';
import type { ChatStreams } from './chat-streams.js';
import { createPostMessage } from './post-message.js';
import type { TopicClassifier } from '../topics.js';

export const DIARY_BOT = 'psycarediary';

const PRIVATE_TITLE: Record<Language, string> = { es: 'Chat privado', en: 'Private chat' };

export function createChatService(deps: {
  store: Store; sealer: Sealer; cache: ChatCache; streams: ChatStreams; usage: Usage; catalogue: Catalogue; bots: BotRunner;
  clock: Clock; topics: TopicClassifier;
}) {
  /** A chat the viewer may read, or the same 404 as a chat that does not exist. */
  async function readable(chatId: string, viewer: string | null): Promise<ChatView> {
    const view = await deps.cache.load(chatId);
    if (!canRead(view.state, viewer) || !view.summary) throw new DomainError('chat_not_found');
    return view;
  }

  function info(view: ChatView, viewer: string | null, followed = false): ChatInfo {
    return { ...(view.summary as NonNullable<ChatView['summary']>), is_followed: followed, messages: viewTimeline(view.timeline, viewer) };
  }

  const { postMessage, retryReply } = createPostMessage({ ...deps, readable });

  async function isFollowed(chatId: string, viewer: string | null) {
    return viewer !== null && (await deps.store.follows.listForUser(viewer)).some((f) => f.chat_id === chatId);
  }

  const diaryChats = async (owner: string) => (await deps.store.chats.listForOwner(owner)).filter((c) => c.bot === DIARY_BOT && c.date);

  async function isPremium(username: string) {
    return (await deps.store.users.byUsername(username))?.subscription === 'user-premium';
  }

  async function create(owner: string, botKey: string | null, title: string, language: Language, date: string | null) {
    const chatId = randomUUID();
    await deps.sealer.createKey(chatId);
    await deps.streams.execute(chatId, owner, () => ({ type: 'create_chat', chatId, owner, botKey, title, language, date }));
    return chatId;
  }

  return {
    readable,
    info,
    postMessage,
    retryReply,

    async createBotChat(owner: string, input: { botKey?: string; userMessage: string; date?: string | null }, language: Language) {
      const bot = deps.catalogue.find(input.botKey);
      if (!bot) throw new AppError('not_found', 'bot_not_found');
      const dateProblem = input.date ? diaryDateProblem(input.date, deps.clock()) : null;
      if (dateProblem) throw new AppError('invalid', dateProblem);
      if (bot.premium && !(await isPremium(owner))) throw new AppError('forbidden', 'premium_required');
      const today = await deps.usage.today(owner);
      if (bot.metered && today.used >= today.limit) throw new AppError('forbidden', 'daily_limit_reached');
      // One diary chat per day: picking a day that has one opens it instead of starting another.
      const existing = bot.bot_key === DIARY_BOT && input.date ? (await diaryChats(owner)).find((c) => c.date === input.date) : undefined;
      if (existing) return { created: false, chat: info(await readable(existing.id, owner), owner) };
      const chatId = await create(owner, bot.bot_key, bot.name, language, input.date ?? null);
      await postMessage({ chatId, author: owner, text: input.userMessage });
      return { created: true, chat: info(await readable(chatId, owner), owner) };
    },

    /** Diary entries of a year, or of one day (`YYYY`, `YYYY-MM-DD` prefixes of the chat's date). */
    async diary(owner: string, datePrefix: string) {
      return (await diaryChats(owner))
        .filter((c) => c.date?.startsWith(datePrefix))
        .sort((a, b) => (a.date as string).localeCompare(b.date as string))
        .map((c) => ({ chat_id: c.id, chat: { ...c, is_followed: false }, chat_date: c.date as string }));
    },

    async createPrivateChat(owner: string, message: string, language: Language) {
      const chatId = await create(owner, null, PRIVATE_TITLE[language], language, null);
      await postMessage({ chatId, author: owner, text: message });
      return info(await readable(chatId, owner), owner);
    },

    isFollowed,

    async getInfo(chatId: string, viewer: string | null) {
      const view = await readable(chatId, viewer);
      return info(view, viewer, await isFollowed(chatId, viewer));
    },

    async listMine(owner: string) {
      const followed = new Set((await deps.store.follows.listForUser(owner)).map((f) => f.chat_id));
      const chats = await deps.store.chats.listForOwner(owner);
      return chats.map((c) => ({ ...c, is_followed: followed.has(c.id) }));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
