import { fork } from 'node:child_process';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { probeStats, startServer, type ServerProc } from '../lib/processes.js';
import { connectRaw } from '../lib/raw-socket.js';
import { call, publicRoom, signUp } from '../lib/setup.js';
import { percentile, round, sleep } from '../lib/stats.js';
import { benchText, openWritePath } from '../lib/write-path.js';
import type { BenchOptions, Row } from './types.js';

const MB = 1024 * 1024;
const BYSTANDERS = 8;
/** each bystander joins and leaves every 400 ms: 2.5 joins/s, inside the production join bucket */
const PROBE_EVERY_MS = 400;
const POSTERS = 10;
const FLOOD = 20_000;

/*
 * The two attacks against the real server with the production buckets (USER_RATE_SCALE 1):
 * an anonymous raw WebSocket that sends 100 joins of a large public chat and never reads, while the room is
 * busy; and 20,000 message:send from one socket (another process). Meanwhile 8 signed-in people join and
 * leave a small chat, timing each acknowledgement, and the server's RSS is sampled through the probe.
 */
export async function backpressureBench(options: BenchOptions): Promise<{ rows: Row[]; raw: unknown }> {
  const messages = options.quick ? 2000 : 20_000;
  const server = await startServer('server/main.ts', { env: { USER_RATE_SCALE: '1', LOG_LEVEL: 'info' }, profile: options.profile ? 'backpressure' : undefined });
  try {
    const owner = await signUp(server, 'bpowner');
    const small = await publicRoom(server, owner);
    const large = await largePublicChat(server, owner, messages);
    const people = await Promise.all(Array.from({ length: BYSTANDERS + POSTERS + 1 }, (_, i) => signUp(server, `bpuser${i}`)));
    const [bystanders, posters, flooder] = [people.slice(0, BYSTANDERS), people.slice(BYSTANDERS, -1), people.at(-1)!];
    const quiet = await quietP95(server, small, bystanders);
    const slow = await slowReader(server, large, small, bystanders, posters);
    const flood = await floodCase(server, small, bystanders, flooder);
    const caseName = `${messages} msgs, 100 joins, busy room`;
    return {
      rows: [
        row('slow reader', caseName, 'RSS growth MB', slow.growthMb, '<50 MB', slow.growthMb < 50, `after 5 s ${slow.afterMb} MB over the start`),
        row('slow reader', caseName, 'others ack p95 ms', slow.p95, '≤100 ms', slow.p95 <= 100 && slow.refused === 0, `${slow.acks} acks, ${slow.refused} refused`, quiet),
        row('slow reader', caseName, 'cut after ms', slow.cutMs, 'cut', slow.cutMs !== null, slow.cutLine),
        row('flood', `${FLOOD} message:send, one socket`, 'answered', flood.answered, `${FLOOD}`, flood.answered === FLOOD, `${flood.ok} ok, ${flood.rateLimited} rate_limited, in ${flood.seconds} s`),
        row('flood', `${FLOOD} message:send, one socket`, 'others ack p95 ms', flood.p95, '≤100 ms', flood.p95 <= 100 && flood.refused === 0, `${flood.acks} acks`, quiet),
        row('flood', `${FLOOD} message:send, one socket`, 'RSS growth MB', flood.growthMb, '<50 MB', flood.growthMb < 50),
      ],
      raw: { messages, quietP95: quiet, slow, flood },
    };
  } finally {
    await server.stop();
  }
}

/** `quiet`: the same measurement with nobody attacking, on the same machine in the same run */
const row = (bench: string, name: string, metric: string, value: number | null, target: string, met: boolean, note?: string, quiet?: number): Row => ({
  bench, case: name, metric, psycare: value ?? Number.NaN, baseline: quiet ?? null, ratio: quiet && value !== null ? round(value / quiet) : null, target, met, note,
});

/** The bystanders' ack p95 for 5 s with no attack: what this machine gives at the moment. */
async function quietP95(server: ServerProc, chatId: string, tokens: string[]) {
  const measure = await measuring(server, chatId, tokens);
  await sleep(5000);
  return (await measure.stop()).p95;
}

/** Written through the write path into the server's file (fast, no buckets), then made public over HTTP. */
async function largePublicChat(server: ServerProc, token: string, messages: number): Promise<string> {
  const wp = await openWritePath(path.join(server.dataDir, 'psycare.sqlite'), { screenOnce: true });
  const chatId = await wp.createChat('bpowner');
  for (let i = 1; i < messages; i++) await wp.post(chatId, 'bpowner', benchText(i));
  await wp.store.close();
  await call(server, 'PUT', `/api/chats/share/${chatId}`, token, { public: true });
  return chatId;
}

async function slowReader(server: ServerProc, large: string, small: string, bystanders: string[], posters: string[]) {
  // the large chat is in the node's cache first, as any chat people are reading is
  const warm = await socketOf(server, bystanders[0]);
  await warm.emitWithAck('chat:join', { chatId: large });
  warm.close();
  const measure = await measuring(server, small, bystanders);
  const raw = await connectRaw(server.url);
  raw.stopReading();
  const started = performance.now();
  for (let i = 0; i < 100; i++) raw.emit('chat:join', { chatId: large }, i);
  const busy = Promise.all(posters.map(async (token) => {
    for (let i = 0; i < 20; i++) await call(server, 'POST', `/api/chats/${large}/messages`, token, { message: benchText(i).repeat(35).slice(0, 7000) });
  }));
  let cutMs: number | null = null;
  while (performance.now() - started < 30_000) {
    if (server.output().includes('did not read')) { cutMs = round(performance.now() - started, 0); break; }
    await sleep(20);
  }
  await busy;
  const result = await measure.stop();
  raw.close();
  await sleep(5000);
  const after = await probeStats(server, true);
  const cutLine = /a socket was disconnected with \d+ bytes it did not read/.exec(server.output())?.[0];
  return { ...result, cutMs, cutLine, afterMb: round((after.rss - result.startRss) / MB, 1) };
}

async function floodCase(server: ServerProc, small: string, bystanders: string[], flooder: string) {
  const chat = await call<{ id: string }>(server, 'POST', '/api/chats/new/private', flooder, { message: 'the flood starts here' });
  const measure = await measuring(server, small, bystanders);
  const child = fork(path.resolve('scripts/bench/flood-client.ts'), [server.url, flooder, chat.id, String(FLOOD)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const flood = await new Promise<{ answers: { ok: number; refused: number; codes: Record<string, number> }; seconds: number }>((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`flood client exited ${code}`)));
  });
  const result = await measure.stop();
  const { ok, refused, codes } = flood.answers;
  return { ...result, answered: ok + refused, ok, rateLimited: codes.rate_limited ?? 0, seconds: round(flood.seconds) };
}

function socketOf(server: ServerProc, token: string): Promise<Socket> {
  const socket = connect(server.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The bystanders' join/leave round trips and the server's RSS (sampled every 100 ms) until `stop`. */
async function measuring(server: ServerProc, chatId: string, tokens: string[]) {
  const start = await probeStats(server, true);
  let peak = start.rss;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await probeStats(server)).rss);
      await sleep(100);
    }
  })();
  const sockets = await Promise.all(tokens.map((token) => socketOf(server, token)));
  const latencies: number[] = [];
  let refused = 0;
  let probing = true;
  const probes = sockets.map(async (socket, i) => {
    await sleep((i * PROBE_EVERY_MS) / sockets.length);
    while (probing) {
      for (const event of ['chat:join', 'chat:leave'] as const) {
        const started = performance.now();
        const ack = await socket.timeout(30_000).emitWithAck(event, { chatId });
        latencies.push(performance.now() - started);
        if (!ack?.ok) refused += 1;
      }
      await sleep(PROBE_EVERY_MS);
    }
  });
  return {
    async stop() {
      probing = false;
      await Promise.all(probes);
      sampling = false;
      await sampler;
      for (const socket of sockets) socket.close();
      return { startRss: start.rss, growthMb: round((peak - start.rss) / MB, 1), p95: round(percentile(latencies, 95)), acks: latencies.length, refused };
    },
  };
}
