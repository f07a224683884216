import path from 'node:path';
import { createSealer } from '../server/adapters/crypto/sealer.js';
import { loadMasterKey } from '../server/adapters/crypto/master-key.js';
import { createChatCache } from '../server/application/chats/chat-cache.js';
import { createChatStreams } from '../server/application/chats/chat-streams.js';
import { withSealedSummaries } from '../server/application/chats/sealed-summaries.js';
import { recover } from '../server/application/recovery.js';
import { openConfiguredStore } from './env.js';

const silent = { chatEvent() {}, botToken() {}, botDone() {}, notification() {}, notificationCleared() {}, chatsChanged() {}, accountChanged() {}, async evict() {}, chatRevoked() {} };

/** Refolds every chat summary, timeline read model and snapshot from the event log (the log is the source of truth). */
async function main() {
  const { store: raw, config } = await openConfiguredStore();
  try {
    const sealer = createSealer(loadMasterKey({ dataDir: path.resolve(config.dataDir), envKey: config.masterKey }), raw.keys);
    // summaries are saved as the application saves them: sealed unless the chat is public
    const store = withSealedSummaries(raw, sealer);
    const cache = createChatCache({ store, sealer });
    const streams = createChatStreams({ store, sealer, cache, clock: Date.now, broadcaster: silent });
    const result = await recover({ store, sealer, streams, cache }, true);
    console.log(`rebuilt ${result.rebuilt} of ${result.chats} chats; ${result.failed} interrupted replies closed`);
  } finally {
    await raw.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
