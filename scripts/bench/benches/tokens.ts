import { probeStats, resetLag, startClients, startServer, type ProbeStats, type Proc, type ServerProc } from '../lib/processes.js';
import { call, headers, signUp } from '../lib/setup.js';
import { round, sleep, type Summary } from '../lib/stats.js';
import type { BenchOptions, Row } from './types.js';

const STREAMS = 20;
const INTERVAL_MS = 10; // 100 tokens/s per stream
const CHATS_PER_USER = 5; // creating the chat, a warm-up and the measured post: 15 replies, under the basic daily limit
const WARM_UP = 50;

interface TokenResult extends Summary { expected: number; received: number; stats?: ProbeStats }

async function withClients<T>(run: (clients: Proc) => Promise<T>): Promise<T> {
  const clients = await startClients();
  try {
    return await run(clients);
  } finally {
    await clients.ask({ cmd: 'close' }, (m) => 'closed' in m).catch(() => undefined);
    await clients.stop();
  }
}

async function bareRun(bare: ServerProc, tokens: number): Promise<TokenResult> {
  return withClients(async (clients) => {
    const rooms = Array.from({ length: STREAMS }, (_, i) => `stream-${i}`);
    await clients.ask({ cmd: 'connect', url: bare.url, n: STREAMS, joinEvent: 'join', joinPayloads: rooms.map((room) => ({ room })) }, (m) => 'connected' in m);
    await clients.ask({
      cmd: 'tokens', posts: [{ url: `${bare.url}/stream`, headers: {} }], bodies: [{ rooms, tokens: WARM_UP, intervalMs: INTERVAL_MS }],
      expected: STREAMS * WARM_UP, timeoutMs: 30_000,
    }, (m) => 'received' in m);
    await resetLag(bare);
    const result = await clients.ask<TokenResult>({
      cmd: 'tokens', posts: [{ url: `${bare.url}/stream`, headers: {} }], bodies: [{ rooms, tokens, intervalMs: INTERVAL_MS }],
      expected: STREAMS * tokens, timeoutMs: 30_000 + tokens * INTERVAL_MS,
    }, (m) => 'received' in m);
    return { ...result, stats: await probeStats(bare) };
  });
}

async function realRun(server: ServerProc, tokens: number) {
  const owners: { token: string; chatId: string }[] = [];
  for (let u = 0; u < STREAMS / CHATS_PER_USER; u++) {
    const token = await signUp(server, `tokens${u}`);
    for (let c = 0; c < CHATS_PER_USER; c++) {
      const chat = await call<{ id: string }>(server, 'POST', '/api/chats/new/bot', token, { user_message: 'hello' });
      owners.push({ token, chatId: chat.id });
    }
  }
  await sleep(500); // the chats' first (3-token) replies end
  let before: { calls: Record<string, number> } = { calls: {} };
  const result = await withClients(async (clients) => {
    await clients.ask({
      cmd: 'connect', url: server.url, n: STREAMS, joinEvent: 'chat:join',
      tokens: owners.map((o) => o.token), joinPayloads: owners.map((o) => ({ chatId: o.chatId })),
    }, (m) => 'connected' in m);
    const posts = owners.map((o) => ({ url: `${server.url}/api/chats/${o.chatId}/messages`, headers: headers(o.token) }));
    await clients.ask({ cmd: 'tokens', posts, bodies: owners.map(() => ({ message: `bench:${WARM_UP}:${INTERVAL_MS}` })), expected: STREAMS * WARM_UP, timeoutMs: 30_000 }, (m) => 'received' in m);
    await sleep(300);
    before = await server.ask<{ calls: Record<string, number> }>({ calls: true, id: 1 }, (m) => 'calls' in m);
    await resetLag(server);
    return clients.ask<TokenResult>({
      cmd: 'tokens', posts,
      bodies: owners.map(() => ({ message: `bench:${tokens}:${INTERVAL_MS}` })), expected: STREAMS * tokens, timeoutMs: 30_000 + tokens * INTERVAL_MS,
    }, (m) => 'received' in m);
  });
  const stats = await probeStats(server);
  await sleep(300);
  const after = await server.ask<{ calls: Record<string, number> }>({ calls: true, id: 2 }, (m) => 'calls' in m);
  const delta = Object.fromEntries(Object.entries(after.calls).map(([k, v]) => [k, v - (before.calls[k] ?? 0)]).filter(([, v]) => (v as number) > 0));
  return { result: { ...result, stats }, storeCalls: delta as Record<string, number> };
}

/** a reply writes a fixed handful of rows (allowance, post, its summary, tags, the completion and its summary) */
const PER_REPLY_WRITES = 8;
const WRITES = /\.(append|save|increment|incrementBelow|decrement|hit|create|update|delete|put|add|remove|mark|clear|use)/i;

export async function tokensBench(options: BenchOptions): Promise<{ rows: Row[]; raw: unknown }> {
  const tokens = options.quick ? 200 : 1000;
  const bare = await startServer('scripts/bench/bare-server.ts');
  const base = await bareRun(bare, tokens).finally(() => bare.stop());
  const real = await startServer('scripts/bench/token-server.ts', { profile: options.profile ? 'tokens' : undefined });
  const { result: ours, storeCalls } = await realRun(real, tokens).finally(() => real.stop());
  const writes = Object.entries(storeCalls).filter(([k]) => WRITES.test(k)).reduce((sum, [, v]) => sum + v, 0);
  const case_ = `${STREAMS} streams × 100 tok/s`;
  const lost = ours.expected - ours.received;
  return {
    rows: [
      { bench: 'token overhead', case: case_, metric: 'p50 ms', psycare: round(ours.p50, 3), baseline: round(base.p50, 3), ratio: null, target: '≤1 ms', met: ours.p50 <= 1 },
      { bench: 'token overhead', case: case_, metric: 'p99 ms', psycare: round(ours.p99, 3), baseline: round(base.p99, 3), ratio: null, target: '≤5 ms', met: ours.p99 <= 5 && lost === 0,
        note: [`server loop stall max ${round(ours.stats?.lagMax ?? NaN)} ms, longest GC ${round(ours.stats?.gc.maxMs ?? NaN)} ms (bare ${round(base.stats?.lagMax ?? NaN)} / ${round(base.stats?.gc.maxMs ?? NaN)} ms)`, lost ? `${lost} tokens lost` : ''].filter(Boolean).join('; ') },
      { bench: 'token overhead', case: case_, metric: 'store writes/token', psycare: round(writes / Math.max(1, ours.received), 4), baseline: null, ratio: null, target: 'none per token', met: writes <= STREAMS * PER_REPLY_WRITES, note: `${writes} writes for ${ours.received} tokens: per reply, not per token (${Object.entries(storeCalls).filter(([k]) => WRITES.test(k)).map(([k, v]) => `${k} ${v}`).join(', ')})` },
    ],
    raw: { tokensPerStream: tokens, bare: base, psycare: ours, storeCalls },
  };
}
