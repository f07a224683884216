/*
 * The client side of the benchmarks, in its own process: real socket.io-client connections over loopback,
 * driven by the runner over IPC. Latencies are measured on this process's clock (send-to-receive) or, for
 * tokens, against the server's emission stamp on the shared wall clock.
 */
import { io as connect, type Socket } from 'socket.io-client';
import { epochNow, sleep, summarize } from './lib/stats.js';

type Command =
  | {
      cmd: 'connect'; url: string; n: number; joinEvent: string; concurrency?: number;
      /** socket i signs in with tokens[i] (or token) and joins with joinPayloads[i] (or joinPayload) */
      token?: string; tokens?: string[]; joinPayload?: unknown; joinPayloads?: unknown[];
    }
  | { cmd: 'fanout'; post: Post; rate: number; count: number; drainMs: number }
  | { cmd: 'listen'; count: number; drainMs: number }
  | { cmd: 'done-posting' }
  | { cmd: 'throughput'; post: Post; durationMs: number; window: number; drainMs: number }
  | { cmd: 'tokens'; posts: Post[]; bodies: unknown[]; expected: number; timeoutMs: number }
  | { cmd: 'close' };

interface Post { url: string; headers: Record<string, string>; field: string; extra?: Record<string, unknown> }

const sockets: Socket[] = [];
let onMessage: (text: string, at: number) => void = () => undefined;
let onToken: (delta: string, at: number) => void = () => undefined;

const reply = (message: unknown) => process.send?.(message);

function textOf(payload: { item?: { message?: string | null } | null }): string | null {
  return payload?.item?.message ?? null;
}

async function connectAll(c: Extract<Command, { cmd: 'connect' }>) {
  const started = performance.now();
  let failed = 0;
  let next = 0;
  const one = () => new Promise<void>((resolve) => {
    const i = next++;
    const token = c.tokens?.[i] ?? c.token;
    const joinPayload = c.joinPayloads?.[i] ?? c.joinPayload;
    const socket = connect(c.url, {
      path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, auth: token ? { token } : {}, timeout: 60_000,
    });
    socket.on('chat:event', (payload) => {
      const text = textOf(payload);
      if (text) onMessage(text, performance.now());
    });
    socket.on('bot:token', (payload: { delta: string }) => onToken(payload.delta, epochNow()));
    socket.once('connect', () => {
      if (!c.joinEvent) { sockets.push(socket); return resolve(); }
      socket.timeout(60_000).emit(c.joinEvent, joinPayload, (error: Error | null, result: { ok?: boolean }) => {
        if (error || !result?.ok) failed += 1;
        sockets.push(socket);
        resolve();
      });
    });
    socket.once('connect_error', () => { failed += 1; socket.close(); resolve(); });
  });
  const concurrency = c.concurrency ?? 100;
  for (let done = 0; done < c.n; done += concurrency) {
    await Promise.all(Array.from({ length: Math.min(concurrency, c.n - done) }, one));
  }
  reply({ connected: sockets.length, failed, ms: performance.now() - started });
}

const MARK = /^m:(\d+):/;
const STAMP = /^m:(\d+):([\d.]+):/;
const pad = (head: string) => head + 'lorem ipsum dolor sit amet '.repeat(10).slice(0, 200 - head.length);

async function post(p: Post, text: string): Promise<boolean> {
  const response = await fetch(p.url, { method: 'POST', headers: { 'content-type': 'application/json', ...p.headers }, body: JSON.stringify({ ...p.extra, [p.field]: text }) });
  await response.arrayBuffer();
  return response.status < 300;
}

/*
 * Each message carries the wall-clock time it was posted (`m:<i>:<epoch ms>:`), so any client process on this
 * machine measures send-to-receive on the shared clock, and the subscribers can be spread over processes.
 */
function collect(count: number) {
  const latencies: number[] = [];
  onMessage = (text) => {
    const at = epochNow();
    const match = STAMP.exec(text);
    if (!match || Number(match[1]) >= count) return;
    latencies.push(at - Number(match[2]));
  };
  return latencies;
}

async function drain(latencies: number[], expected: number, drainMs: number) {
  const deadline = performance.now() + drainMs;
  while (latencies.length < expected && performance.now() < deadline) await sleep(20);
}

async function fanout(c: Extract<Command, { cmd: 'fanout' }>) {
  const latencies = collect(c.count);
  let postErrors = 0;
  const started = performance.now();
  const posts: Promise<void>[] = [];
  for (let i = 0; i < c.count; i++) {
    await sleep(Math.max(0, started + (i * 1000) / c.rate - performance.now()));
    posts.push(post(c.post, pad(`m:${i}:${epochNow().toFixed(3)}:`)).then((ok) => { if (!ok) postErrors += 1; }, () => { postErrors += 1; }));
  }
  await Promise.all(posts);
  await drain(latencies, sockets.length * c.count, c.drainMs);
  reply({ latencies, postErrors, subscribers: sockets.length });
}

async function listen(c: Extract<Command, { cmd: 'listen' }>) {
  const latencies = collect(c.count);
  reply({ listening: true });
  await new Promise<void>((resolve) => { stopListening = resolve; });
  await drain(latencies, sockets.length * c.count, c.drainMs);
  reply({ latencies, postErrors: 0, subscribers: sockets.length });
}

let stopListening: () => void = () => undefined;

async function throughput(c: Extract<Command, { cmd: 'throughput' }>) {
  const n = sockets.length;
  const received: number[] = [];
  let deliveries = 0;
  let complete = 0;
  let wake: () => void = () => undefined;
  onMessage = (text) => {
    const i = Number(MARK.exec(text)?.[1] ?? -1);
    if (i < 0) return;
    deliveries += 1;
    received[i] = (received[i] ?? 0) + 1;
    if (received[i] === n) { complete += 1; wake(); }
  };
  let sent = 0;
  let postErrors = 0;
  const started = performance.now();
  const end = started + c.durationMs;
  while (performance.now() < end) {
    if (sent - complete >= c.window) {
      await Promise.race([new Promise<void>((r) => { wake = r; }), sleep(1000)]);
      continue;
    }
    const i = sent++;
    void post(c.post, pad(`m:${i}:`)).then((ok) => { if (!ok) postErrors += 1; }, () => { postErrors += 1; });
  }
  const inWindow = deliveries;
  const seconds = (performance.now() - started) / 1000;
  const deadline = performance.now() + c.drainMs;
  while (complete < sent - postErrors && performance.now() < deadline) await sleep(20);
  const lost = (sent - postErrors) * n - deliveries;
  reply({ deliveriesPerSecond: inWindow / seconds, messagesPerSecond: inWindow / n / seconds, sent, postErrors, lost, subscribers: n, seconds });
}

async function tokens(c: Extract<Command, { cmd: 'tokens' }>) {
  const latencies: number[] = [];
  onToken = (delta, at) => {
    const stamp = Number.parseFloat(delta);
    if (Number.isFinite(stamp)) latencies.push(at - stamp);
  };
  const started = performance.now();
  await Promise.all(c.posts.map((p, i) => fetch(p.url, { method: 'POST', headers: { 'content-type': 'application/json', ...p.headers }, body: JSON.stringify(c.bodies[i]) }).then((r) => r.arrayBuffer())));
  const deadline = started + c.timeoutMs;
  while (latencies.length < c.expected && performance.now() < deadline) await sleep(20);
  await sleep(200);
  reply({ ...summarize(latencies), expected: c.expected, received: latencies.length });
}

process.on('message', (command: Command) => {
  const run = async () => {
    if (command.cmd === 'connect') return connectAll(command);
    if (command.cmd === 'fanout') return fanout(command);
    if (command.cmd === 'listen') return listen(command);
    if (command.cmd === 'done-posting') return stopListening();
    if (command.cmd === 'throughput') return throughput(command);
    if (command.cmd === 'tokens') return tokens(command);
    for (const socket of sockets) socket.close();
    sockets.length = 0;
    reply({ closed: true });
    setTimeout(() => process.exit(0), 100);
  };
  run().catch((error) => reply({ error: String(error?.stack ?? error) }));
});
reply({ ready: true });
