import { fork } from 'node:child_process';
import path from 'node:path';
import type { ClientSocket, TestServer } from './server.js';

const MB = 1024 * 1024;

/** The server runs in this process: its resident memory, sampled until `stop`, as the peak over the start. */
export function sampleRss(everyMs = 10) {
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage.rss());
      return { startMb: start / MB, growthMb: (peak - start) / MB };
    },
  };
}

/**
 * Another person going about their business meanwhile: joins a chat and leaves it every `everyMs`, timing
 * each acknowledgement. Every answer must be ok (a refusal is thrown, not timed).
 */
export function probeAcks(socket: ClientSocket, chatId: string, everyMs = 200) {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const event of ['chat:join', 'chat:leave'] as const) {
        const started = performance.now();
        const result = await socket.timeout(10_000).emitWithAck(event, { chatId });
        latencies.push(performance.now() - started);
        if (!result.ok) throw new Error(`${event} refused: ${result.code}`);
      }
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return latencies;
    },
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Fills a chat through the application in-process (no HTTP, no buckets): `count` messages of `size` chars. */
export async function fillChat(server: TestServer, chatId: string, author: string, count: number, size: number) {
  const body = 'a slow and steady line of text '.repeat(Math.ceil(size / 31)).slice(0, size - 12);
  for (let i = 0; i < count; i++) {
    await server.app.services.chats.postMessage({ chatId, author, text: `${String(i).padStart(10, '0')} ${body}` });
  }
}

export interface FloodResult {
  answers: { ok: number; refused: number; retryAfterMin: number; codes: Record<string, number> };
  seconds: number;
  /** whether the flooding socket was still connected when its last answer came */
  connected: boolean;
}

/** `count` message:send emits as fast as one socket.io-client writes them, from another process. */
export function floodFromAnotherProcess(server: TestServer, token: string, chatId: string, count: number): Promise<FloodResult> {
  const child = fork(path.resolve('scripts/bench/flood-client.ts'), [server.url, token, chatId, String(count)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message: FloodResult | { error: string }) => ('error' in message ? reject(new Error(message.error)) : resolve(message)));
    child.once('exit', (code) => reject(new Error(`the flooding client exited (${code}) before answering`)));
  });
}
