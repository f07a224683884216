import { randomUUID } from 'node:crypto';
import { createSealer } from '../../../server/adapters/crypto/sealer.js';
import { openSqliteStore } from '../../../server/adapters/sqlite/index.js';
import type { Broadcaster } from '../../../server/application/broadcaster.js';
import { createChatCache } from '../../../server/application/chats/chat-cache.js';
import { createChatStreams } from '../../../server/application/chats/chat-streams.js';
import { withSealedSummaries } from '../../../server/application/chats/sealed-summaries.js';
import { screenInProcess, type RiskScreener } from '../../../server/application/risk-screener.js';
import type { RiskScreen } from '../../../server/domain/safety/risk-screen.js';
import { MASTER_KEY } from './processes.js';

const silent: Broadcaster = {
  chatEvent: () => undefined, botToken: () => undefined, botDone: () => undefined, notification: () => undefined,
  notificationCleared: () => undefined, chatsChanged: () => undefined, accountChanged: () => undefined, evict: async () => undefined,
  chatRevoked: () => undefined,
};

/**
 * The chat write path as server/app.ts wires it (cache, decide, seal, append, project, the summary saved with
 * its personal fields sealed), on a SQLite file. `screener`: the risk screen as main.ts passes it (a pool of
 * threads); absent, on the event loop.
 */
export async function openWritePath(file: string, options: { screenOnce?: boolean; screener?: RiskScreener } = {}) {
  const raw = await openSqliteStore(file);
  const sealer = createSealer(Buffer.from(MASTER_KEY, 'base64'), raw.keys);
  const store = withSealedSummaries(raw, sealer);
  const cache = createChatCache({ store, sealer });
  const streams = createChatStreams({ store, sealer, cache, clock: Date.now, broadcaster: silent });

  const screener = options.screener ?? screenInProcess;
  // benches that only need chats written (cold open, slow reader): benchText's texts differ by their number
  // alone, so the first verdict serves them all and 100,000 posts do not wait on the screen
  let screened: Promise<RiskScreen> | null = null;
  const screenOf = (text: string) => (options.screenOnce ? (screened ??= screener(text)) : screener(text));

  return {
    store, sealer, cache, streams,
    async createChat(owner: string): Promise<string> {
      const chatId = randomUUID();
      await sealer.createKey(chatId);
      await streams.execute(chatId, owner, () => ({ type: 'create_chat', chatId, owner, botKey: null, title: 'Bench chat', language: 'en', date: null }));
      return chatId;
    },
    /**
     * As post-message.ts does: read the chat for the access check (chat-service's readable), screen the text
     * once and carry the result in the command.
     */
    async post(chatId: string, author: string, text: string) {
      await cache.read(chatId);
      const messageId = randomUUID();
      const screen = await screenOf(text);
      return streams.execute(chatId, author, () => ({
        type: 'post_message', messageId, author, text, answerMessageId: null, clientId: null, botReplyId: null, country: null, screen,
      }));
    },
  };
}

export const benchText = (i: number) => `message ${i}: ` + 'lorem ipsum dolor sit amet, consectetur adipiscing elit '.repeat(4).slice(0, 180);
