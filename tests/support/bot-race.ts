import { headers, signUp, type TestServer } from './server.js';

export interface RaceOutcome {
  usedBefore: unknown;
  answered: number;
  refusals: { status: number; body: { code?: string; detail?: string } }[];
  providerCalls: number;
  usedAfter: unknown;
}

/**
 * Issue 4's race: a user with 1 reply used sends 30 bot messages at once. The daily allowance is counted
 * atomically in the store, so whatever the engine, 19 are answered and 11 refused.
 */
export async function raceToTheDailyLimit(server: TestServer, username: string, providerCalls: () => number): Promise<RaceOutcome> {
  const user = await signUp(server, username);
  const as = headers(user.token);
  const usage = async () => (await server.http.get('/api/usage/today').set(as)).body;
  const chat = (await server.http.post('/api/chats/new/bot').set(as).send({ user_message: 'hello' })).body;
  await server.app.services.bots.idle();
  const usedBefore = await usage();
  const before = providerCalls();
  const results = await Promise.all(Array.from({ length: 30 }, (_, i) =>
    server.http.post(`/api/chats/${chat.id}/messages`).set(as).send({ message: `message ${i}` })));
  await server.app.services.bots.idle();
  return {
    usedBefore,
    answered: results.filter((r) => r.status === 201).length,
    refusals: results.filter((r) => r.status !== 201).map((r) => ({ status: r.status, body: r.body })),
    providerCalls: providerCalls() - before,
    usedAfter: await usage(),
  };
}
