import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBotProvider } from '../../server/adapters/bots/local.js';
import type { BotProvider } from '../../server/application/ports.js';
import { raceToTheDailyLimit } from '../support/bot-race.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** The whole app on the mongo store; it needs a reachable mongod (a replica set), named by MONGODB_URI. */
const mongoUri = process.env.MONGODB_URI;
if (!mongoUri) console.warn('mongo app tests skipped: no mongod reachable (set MONGODB_URI)');

describe.skipIf(!mongoUri)('the app on the mongo store', () => {
  let server: TestServer;
  let providerCalls = 0;

  beforeAll(async () => {
    const local = createLocalBotProvider({ chunkDelayMs: 0 });
    const counting: BotProvider = { name: 'local', stream: (request) => { providerCalls += 1; return local.stream(request); } };
    server = await startTestServer({ mongoUri, bots: counting });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('given 1 reply used, when 30 bot requests arrive at once, then exactly 19 are answered, 11 refused, and the provider is called 19 times', async () => {
    const race = await raceToTheDailyLimit(server, 'mongoracer', () => providerCalls);
    expect(race.usedBefore).toEqual({ used: 1, limit: 20 });
    expect(race.answered).toBe(19);
    expect(race.refusals).toHaveLength(11);
    for (const refusal of race.refusals) expect(refusal).toMatchObject({ status: 403, body: { code: 'daily_limit_reached' } });
    expect(race.providerCalls).toBe(19);
    expect(race.usedAfter).toEqual({ used: 20, limit: 20 });
  });
});
