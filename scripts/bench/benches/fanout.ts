import { probeStats, resetLag, startClients, startServer, type Proc, type ServerProc } from '../lib/processes.js';
import { headers, publicRoom, signUp } from '../lib/setup.js';
import { round as rounded, sleep, summarize, type Summary } from '../lib/stats.js';
import type { BenchOptions, Row } from './types.js';

interface FanoutResult extends Summary { expected: number; delivered: number; postErrors: number; subscribers: number; latencies?: number[] }
interface Collected { latencies: number[]; postErrors: number; subscribers: number }

const CASES = [
  { n: 100, rate: 20 },
  { n: 1000, rate: 10 },
  { n: 5000, rate: 2 },
];
/** one client process decodes ~1,000 deliveries in tens of ms; two spread that over both cores */
const processesFor = (n: number) => (n >= 1000 ? 2 : 1);

type Room = { joinEvent: string; joinPayload: unknown; post: unknown };
type Target = { server: ServerProc; room: () => Promise<Room> };

/** One round: every process listens, the first also posts `count` messages at `rate`. */
async function round(groups: Proc[], post: unknown, rate: number, count: number, drainMs: number): Promise<FanoutResult> {
  const [poster, ...listeners] = groups;
  await Promise.all(listeners.map((g) => g.ask({ cmd: 'listen', count, drainMs }, (m) => 'listening' in m)));
  const waiting = listeners.map((g) => g.ask<Collected>(undefined, (m) => 'latencies' in m, drainMs + 600_000));
  const posted = await poster.ask<Collected>({ cmd: 'fanout', post, rate, count, drainMs }, (m) => 'latencies' in m);
  for (const g of listeners) g.child.send({ cmd: 'done-posting' });
  const all = [posted, ...(await Promise.all(waiting))];
  const latencies = all.flatMap((c) => c.latencies);
  const subscribers = all.reduce((sum, c) => sum + c.subscribers, 0);
  return { ...summarize(latencies), latencies, expected: subscribers * count, delivered: latencies.length, postErrors: posted.postErrors, subscribers };
}

interface Joined { groups: Proc[]; post: unknown }

async function subscribe(target: Target, n: number): Promise<Joined> {
  const { joinEvent, joinPayload, post } = await target.room();
  const count = processesFor(n);
  const groups: Proc[] = [];
  for (let g = 0; g < count; g++) groups.push(await startClients());
  await Promise.all(groups.map(async (clients, g) => {
    const size = Math.floor(n / count) + (g < n % count ? 1 : 0);
    const connected = await clients.ask<{ connected: number; failed: number }>({ cmd: 'connect', url: target.server.url, n: size, joinEvent, joinPayload }, (m) => 'connected' in m);
    if (connected.failed || connected.connected !== size) throw new Error(`only ${connected.connected} of ${size} subscribers joined (${connected.failed} failed)`);
  }));
  return { groups, post };
}

async function unsubscribe(joined: Joined | undefined) {
  for (const clients of joined?.groups ?? []) {
    await clients.ask({ cmd: 'close' }, (m) => 'closed' in m).catch(() => undefined);
    await clients.stop();
  }
}

const merge = (results: FanoutResult[], latencies: number[][]): FanoutResult => ({
  ...summarize(latencies.flat()),
  expected: results.reduce((s, r) => s + r.expected, 0), delivered: results.reduce((s, r) => s + r.delivered, 0),
  postErrors: results.reduce((s, r) => s + r.postErrors, 0), subscribers: results[0].subscribers,
});

/*
 * N subscribers on each server at once; short rounds alternate between the baseline and Psycare, so a burst
 * of load from elsewhere on this shared machine falls on both alike. Latencies of all rounds are pooled.
 */
async function measurePair(bare: Target, real: Target, n: number, rate: number, seconds: number, rounds: number) {
  let a: Joined | undefined;
  let b: Joined | undefined;
  try {
    a = await subscribe(bare, n);
    b = await subscribe(real, n);
    await sleep(500);
    await round(a.groups, a.post, rate, rate, 5000); // warm-up: one second of traffic each, not counted
    await round(b.groups, b.post, rate, rate, 5000);
    const perRound = Math.max(5, Math.round((rate * seconds) / rounds));
    const lags = { bare: 0, real: 0 };
    const results: Record<'bare' | 'real', { r: FanoutResult[]; l: number[][] }> = { bare: { r: [], l: [] }, real: { r: [], l: [] } };
    for (let i = 0; i < rounds; i++) {
      for (const [key, joined] of [['bare', a], ['real', b]] as const) {
        const server = key === 'bare' ? bare.server : real.server;
        await resetLag(server);
        const result = await round(joined.groups, joined.post, rate, perRound, 10_000);
        const lag = await probeStats(server);
        lags[key] = Math.max(lags[key], lag.lagMax);
        results[key].r.push(result);
        results[key].l.push(result.latencies ?? []);
        delete result.latencies;
      }
    }
    return { base: { ...merge(results.bare.r, results.bare.l), lagMax: lags.bare }, ours: { ...merge(results.real.r, results.real.l), lagMax: lags.real } };
  } finally {
    await unsubscribe(a);
    await unsubscribe(b);
  }
}

export async function fanoutBench(options: BenchOptions): Promise<{ rows: Row[]; raw: unknown }> {
  const seconds = options.quick ? 3 : 20;
  const bare = await startServer('scripts/bench/bare-server.ts');
  const real = await startServer('server/main.ts', { profile: options.profile ? 'fanout' : undefined });
  const rows: Row[] = [];
  const raw: unknown[] = [];
  try {
    const token = await signUp(real, 'fanowner');
    let rooms = 0;
    const bareTarget: Target = {
      server: bare,
      room: async () => {
        const room = `room-${++rooms}`;
        return { joinEvent: 'join', joinPayload: { room }, post: { url: `${bare.url}/broadcast`, headers: {}, field: 'message', extra: { room } } };
      },
    };
    const realTarget: Target = {
      server: real,
      room: async () => {
        const chatId = await publicRoom(real, token);
        return { joinEvent: 'chat:join', joinPayload: { chatId }, post: { url: `${real.url}/api/chats/${chatId}/messages`, headers: headers(token), field: 'message' } };
      },
    };
    for (const { n, rate } of CASES.filter((c) => !options.fanoutSizes || options.fanoutSizes.includes(c.n))) {
      const { base, ours } = await measurePair(bareTarget, realTarget, n, rate, seconds, options.quick ? 1 : 5);
      raw.push({ n, rate, bare: base, psycare: ours });
      const lossNote = ours.delivered < ours.expected || base.delivered < base.expected
        ? `lost: psycare ${ours.expected - ours.delivered}, bare ${base.expected - base.delivered}` : undefined;
      const ratio = ours.p99 / base.p99;
      rows.push({
        bench: 'fan-out', case: `N=${n} @${rate}/s`, metric: 'p99 ms', psycare: rounded(ours.p99), baseline: rounded(base.p99), ratio: rounded(ratio),
        target: n === 1000 ? '≤1.5× and ≤30 ms' : '≤1.5×', met: ratio <= 1.5 && (n !== 1000 || ours.p99 <= 30) && ours.delivered === ours.expected,
        note: [`server loop stall max: psycare ${rounded(ours.lagMax)} ms, bare ${rounded(base.lagMax)} ms`, lossNote].filter(Boolean).join('; '),
      });
      rows.push({ bench: 'fan-out', case: `N=${n} @${rate}/s`, metric: 'p50 ms', psycare: rounded(ours.p50), baseline: rounded(base.p50), ratio: rounded(ours.p50 / base.p50), target: '(info)', met: true });
    }
  } finally {
    await Promise.all([bare.stop(), real.stop()]);
  }
  return { rows, raw };
}
