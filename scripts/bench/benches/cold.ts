import path from 'node:path';
import { openSqliteStore } from '../../../server/adapters/sqlite/index.js';
import { startServer } from '../lib/processes.js';
import { headers, signUp } from '../lib/setup.js';
import { round, summarize } from '../lib/stats.js';
import { benchText, openWritePath } from '../lib/write-path.js';
import type { BenchOptions, Row } from './types.js';

const EVENTS = 10_000;

/*
 * Chats of 10,000 events are written through the write path into the server's SQLite file by this process;
 * the server has never loaded them, so its first GET /api/chats/info/{id} of each is cold (read the log,
 * open every message, fold, render). The store read alone is timed on a fresh store handle here.
 */
export async function coldBench(options: BenchOptions): Promise<{ rows: Row[]; raw: unknown }> {
  const chatsCount = options.quick ? 2 : 10;
  const server = await startServer('server/main.ts', { profile: options.profile ? 'cold' : undefined });
  try {
    const token = await signUp(server, 'coldowner');
    const file = path.join(server.dataDir, 'psycare.sqlite');
    const wp = await openWritePath(file);
    const chats: string[] = [];
    for (let c = 0; c < chatsCount; c++) chats.push(await wp.createChat('coldowner'));
    await Promise.all(chats.map(async (chatId) => {
      for (let i = 1; i < EVENTS; i++) await wp.post(chatId, 'coldowner', benchText(i));
    }));
    await wp.store.close();

    const full: number[] = [];
    const warm: number[] = [];
    let bytes = 0;
    for (const chatId of chats) {
      for (const sample of [full, warm]) {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/chats/info/${chatId}`, { headers: headers(token) });
        const body = await response.arrayBuffer();
        sample.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`info ${response.status}`);
        bytes = body.byteLength;
      }
    }
    const store = await openSqliteStore(file);
    const reads: number[] = [];
    for (const chatId of chats) {
      const started = performance.now();
      const events = await store.events.read(chatId);
      reads.push(performance.now() - started);
      if (events.length !== EVENTS) throw new Error(`read ${events.length} events`);
    }
    await store.close();
    const cold = summarize(full);
    const read = summarize(reads);
    const hot = summarize(warm);
    return {
      rows: [
        { bench: 'cold timeline', case: `${EVENTS} events, ${chatsCount} chats`, metric: 'full p50 ms', psycare: round(cold.p50), baseline: null, ratio: null, target: '≤120 ms', met: cold.p50 <= 120, note: `${round(bytes / 1024 / 1024)} MB body; warm p50 ${round(hot.p50)} ms` },
        { bench: 'cold timeline', case: `${EVENTS} events, ${chatsCount} chats`, metric: 'store read p50 ms', psycare: round(read.p50), baseline: null, ratio: null, target: '≤15 ms', met: read.p50 <= 15 },
      ],
      raw: { cold, warm: hot, storeRead: read, bodyBytes: bytes },
    };
  } finally {
    await server.stop();
  }
}
