import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createScreenPool, type ScreenPool } from '../../../server/adapters/screen/screen-pool.js';
import { configure, migrate } from '../../../server/adapters/sqlite/schema.js';
import type { RiskScreener } from '../../../server/application/risk-screener.js';
import type { NewStoredEvent } from '../../../server/application/ports.js';
import { round } from '../lib/stats.js';
import { benchText, openWritePath } from '../lib/write-path.js';
import type { BenchOptions, Row } from './types.js';

const CHATS = 50;

/*
 * Events/s through the use case (load, decide, seal, append with the expected version, project, save the
 * summary), 50 chats written concurrently, against the raw better-sqlite3 insert of the very rows the use
 * case stored: one INSERT per event, each its own commit, same file settings (WAL, synchronous=NORMAL).
 * The use case screens each post as main.ts does (a pool of threads, adapters/screen/screen-pool.ts); each
 * round also runs it with the screen on the event loop, as before, for comparison.
 */
async function useCaseRound(dir: string, name: string, perChat: number, screener?: RiskScreener) {
  const wp = await openWritePath(path.join(dir, `use-case-${name}.sqlite`), { screener });
  const rows: NewStoredEvent[] = [];
  const append = wp.store.events.append.bind(wp.store.events);
  wp.store.events.append = async (chatId, expected, events) => {
    const stored = await append(chatId, expected, events);
    rows.push(...events);
    return stored;
  };
  const chats = await Promise.all(Array.from({ length: CHATS }, (_, i) => wp.createChat(`owner${i}`)));
  // warm-up round, not counted
  await Promise.all(chats.map((chatId, c) => wp.post(chatId, `owner${c}`, benchText(0))));
  const firstMeasured = rows.length;
  const started = performance.now();
  await Promise.all(chats.map(async (chatId, c) => {
    for (let i = 1; i <= perChat; i++) await wp.post(chatId, `owner${c}`, benchText(i));
  }));
  const seconds = (performance.now() - started) / 1000;
  await wp.store.close();
  const measured = rows.slice(firstMeasured);
  return { rate: measured.length / seconds, rows: measured };
}

/** main.ts's pool, once its threads are up (until then it screens on the event loop, which is not what is measured). */
async function readyPool(): Promise<ScreenPool> {
  const pool = createScreenPool();
  const threads = Math.max(0, os.availableParallelism() - 1);
  for (let i = 0; i < 400 && pool.stats().ready < threads; i++) await new Promise((resolve) => setTimeout(resolve, 25));
  return pool;
}

function rawRound(dir: string, round: number, rows: NewStoredEvent[]) {
  const db = new Database(path.join(dir, `raw-${round}.sqlite`));
  configure(db);
  migrate(db);
  // each row where the event log puts it: rowid stream number × 2^32 + seq (event-schema.ts), its position
  const streams = new Map<string, number>();
  for (const e of rows) if (!streams.has(e.chatId)) streams.set(e.chatId, streams.size + 1);
  const insert = db.prepare('INSERT INTO events (id, chat_id, seq, position, type, data, at, actor) VALUES ((? << 32) + ?, ?, ?, ?, ?, ?, ?, ?)');
  const insertRow = (e: NewStoredEvent, i: number) => insert.run(streams.get(e.chatId), e.seq, e.chatId, e.seq, i + 1, e.type, JSON.stringify(e.data ?? null), e.at, e.actor);
  const started = performance.now();
  rows.forEach(insertRow);
  const rate = rows.length / ((performance.now() - started) / 1000);
  db.prepare('DELETE FROM events').run();
  const oneTx = db.transaction(() => rows.forEach(insertRow));
  const txStarted = performance.now();
  oneTx();
  const oneTxRate = rows.length / ((performance.now() - txStarted) / 1000);
  db.close();
  return { rate, oneTxRate };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function appendBench(options: BenchOptions): Promise<{ rows: Row[]; raw: unknown }> {
  const perChat = options.quick ? 100 : 400;
  const rounds = options.quick ? 3 : 5;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'psycare-append-'));
  const samples: { useCase: number; raw: number; oneTx: number; ratio: number; onLoopRatio: number }[] = [];
  const pool = await readyPool();
  try {
    // rounds alternate, so a burst of load from elsewhere on the machine hits every side alike
    for (let round = 0; round < rounds; round++) {
      const useCase = await useCaseRound(dir, `${round}`, perChat, pool.screen);
      const onLoop = await useCaseRound(dir, `${round}-loop`, perChat);
      const raw = rawRound(dir, round, useCase.rows);
      samples.push({ useCase: useCase.rate, raw: raw.rate, oneTx: raw.oneTxRate, ratio: useCase.rate / raw.rate, onLoopRatio: onLoop.rate / raw.rate });
    }
  } finally {
    await pool.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const ratio = median(samples.map((s) => s.ratio));
  const { offThread, inProcess } = pool.stats();
  return {
    rows: [{
      bench: 'append', case: `${CHATS} chats × ${perChat} posts, ${rounds} rounds`, metric: 'events/s', psycare: round(median(samples.map((s) => s.useCase)), 0),
      baseline: round(median(samples.map((s) => s.raw)), 0), ratio: round(ratio), target: '≥0.5× raw', met: ratio >= 0.5,
      note: `median of per-round ratios; raw in one transaction: ${round(median(samples.map((s) => s.oneTx)), 0)}/s; `
        + `risk screen on ${os.availableParallelism() - 1} thread(s), ${offThread} verdicts there and ${inProcess} on the event loop; `
        + `with the screen on the event loop ${round(median(samples.map((s) => s.onLoopRatio)))}×`,
    }],
    raw: { samples },
  };
}
