import { startClients, startServer, type Proc, type ServerProc } from '../lib/processes.js';
import { headers, publicRoom, signUp } from '../lib/setup.js';
import { round, sleep } from '../lib/stats.js';
import type { BenchOptions, Row } from './types.js';

interface ThroughputResult { deliveriesPerSecond: number; messagesPerSecond: number; sent: number; postErrors: number; lost: number; subscribers: number; seconds: number }

const SUBSCRIBERS = 1000;
/** messages posted but not yet delivered to every subscriber: a closed loop, so neither side queues without bound */
const WINDOW = 16;

type Room = { joinEvent: string; joinPayload: unknown; post: unknown };

async function subscribe(server: ServerProc, room: Room): Promise<Proc> {
  const clients = await startClients();
  const connected = await clients.ask<{ connected: number }>({ cmd: 'connect', url: server.url, n: SUBSCRIBERS, ...room }, (m) => 'connected' in m);
  if (connected.connected !== SUBSCRIBERS) throw new Error(`only ${connected.connected} subscribers`);
  return clients;
}

const total = (results: ThroughputResult[]) => {
  const seconds = results.reduce((s, r) => s + r.seconds, 0);
  const deliveries = results.reduce((s, r) => s + r.deliveriesPerSecond * r.seconds, 0);
  return {
    deliveriesPerSecond: deliveries / seconds, messagesPerSecond: deliveries / SUBSCRIBERS / seconds, seconds,
    sent: results.reduce((s, r) => s + r.sent, 0), postErrors: results.reduce((s, r) => s + r.postErrors, 0), lost: results.reduce((s, r) => s + r.lost, 0),
  };
};

export async function throughputBench(options: BenchOptions): Promise<{ rows: Row[]; raw: unknown }> {
  const durationMs = options.quick ? 4000 : 60_000;
  const rounds = options.quick ? 2 : 4;
  const bare = await startServer('scripts/bench/bare-server.ts');
  const real = await startServer('server/main.ts', { profile: options.profile ? 'throughput' : undefined });
  const groups: Proc[] = [];
  try {
    const token = await signUp(real, 'tpowner');
    const chatId = await publicRoom(real, token);
    const rooms: [ServerProc, Room][] = [
      [bare, { joinEvent: 'join', joinPayload: { room: 'tp' }, post: { url: `${bare.url}/broadcast`, headers: {}, field: 'message', extra: { room: 'tp' } } }],
      [real, { joinEvent: 'chat:join', joinPayload: { chatId }, post: { url: `${real.url}/api/chats/${chatId}/messages`, headers: headers(token), field: 'message' } }],
    ];
    for (const [server, room] of rooms) groups.push(await subscribe(server, room));
    await sleep(500);
    const results: ThroughputResult[][] = [[], []];
    // warm-up, then rounds alternating between the baseline and Psycare (each side gets durationMs in all)
    for (const [i, clients] of groups.entries()) await clients.ask({ cmd: 'throughput', post: rooms[i][1].post, durationMs: options.quick ? 1000 : 2000, window: WINDOW, drainMs: 10_000 }, (m) => 'lost' in m);
    for (let r = 0; r < rounds; r++) {
      for (const [i, clients] of groups.entries()) {
        results[i].push(await clients.ask<ThroughputResult>({ cmd: 'throughput', post: rooms[i][1].post, durationMs: durationMs / rounds, window: WINDOW, drainMs: 20_000 }, (m) => 'lost' in m));
      }
    }
    const base = total(results[0]);
    const ours = total(results[1]);
    const ratio = ours.deliveriesPerSecond / base.deliveriesPerSecond;
    return {
      rows: [{
        bench: 'throughput', case: `N=${SUBSCRIBERS}, ${durationMs / 1000} s`, metric: 'deliveries/s', psycare: round(ours.deliveriesPerSecond, 0),
        baseline: round(base.deliveriesPerSecond, 0), ratio: round(ratio), target: '≥0.7×, zero loss', met: ratio >= 0.7 && ours.lost === 0 && ours.postErrors === 0,
        note: `lost ${ours.lost} (bare ${base.lost}); ${round(ours.messagesPerSecond, 1)} msg/s vs ${round(base.messagesPerSecond, 1)}`,
      }],
      raw: { bare: base, psycare: ours, window: WINDOW, rounds },
    };
  } finally {
    for (const clients of groups) {
      await clients.ask({ cmd: 'close' }, (m) => 'closed' in m).catch(() => undefined);
      await clients.stop();
    }
    await Promise.all([bare.stop(), real.stop()]);
  }
}
