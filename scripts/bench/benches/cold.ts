import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import type { Ack, JoinResult } from '../../../shared/socket.js';
import { startServer, type ServerProc } from '../lib/processes.js';
import { call, headers, signUp } from '../lib/setup.js';
import { round, summarize } from '../lib/stats.js';
import { benchText, openWritePath } from '../lib/write-path.js';
import type { BenchOptions, Row } from './types.js';

const SIZES = [10_000, 100_000];
const MAX_BYTES = 64 * 1024;

/*
 * Chats of 10,000 and 100,000 events are written through the write path into the server's SQLite file by this
 * process. Then, per round, a fresh server (it has never loaded them) answers the first GET /api/chats/info/{id}
 * of each, and another fresh server the first `chat:join` of each: both cold. Time is the round trip seen by
 * the client on loopback (an upper bound of the server's time), bytes are the body or the ack as sent.
 */
export async function coldBench(options: BenchOptions): Promise<{ rows: Row[]; raw: unknown }> {
  const perSize = options.quick ? [2, 1] : [5, 2];
  const rounds = options.quick ? 2 : 5;
  // one data folder for every server of the run (a folder the runner makes itself outlives each server)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psycare-cold-'));
  try {
    return await measure(dataDir, perSize, rounds);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(dataDir: string, perSize: number[], rounds: number): Promise<{ rows: Row[]; raw: unknown }> {
  await withServer(dataDir, (server) => signUp(server, 'coldowner').then(() => undefined));
  const chats = await writeChats(path.join(dataDir, 'psycare.sqlite'), perSize);

  const info = new Map<number, number[]>(SIZES.map((s) => [s, []]));
  const join = new Map<number, number[]>(SIZES.map((s) => [s, []]));
  const warmJoin: number[] = [];
  const bytes = { info: new Map<number, number>(), join: new Map<number, number>() };
  for (let r = 0; r < rounds; r++) {
    await withServer(dataDir, async (server) => {
      const token = await logIn(server);
      await warmUp(server, token);
      for (const { chatId, size } of chats) {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/chats/info/${chatId}`, { headers: headers(token) });
        const body = await response.arrayBuffer();
        (info.get(size) as number[]).push(performance.now() - started);
        if (response.status !== 200) throw new Error(`info ${response.status}`);
        bytes.info.set(size, body.byteLength);
      }
    });
    await withServer(dataDir, async (server) => {
      const token = await logIn(server);
      const small = await warmUp(server, token);
      const socket = connect(server.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
      await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
      try {
        for (let i = 0; i < 3; i++) await socket.emitWithAck('chat:join', { chatId: small });
        for (const { chatId, size } of chats) {
          const started = performance.now();
          const ack: Ack<JoinResult> = await socket.emitWithAck('chat:join', { chatId });
          (join.get(size) as number[]).push(performance.now() - started);
          if (!ack.ok) throw new Error(`join ${ack.code}`);
          bytes.join.set(size, Buffer.byteLength(JSON.stringify(ack)));
          for (let i = 0; i < 5 && size === SIZES[1]; i++) {
            const t0 = performance.now();
            await socket.emitWithAck('chat:join', { chatId });
            warmJoin.push(performance.now() - t0);
          }
        }
      } finally {
        socket.close();
      }
    });
  }
  return { rows: rowsOf(info, join, bytes, perSize, rounds, summarize(warmJoin).p50), raw: { chats, info: [...info], join: [...join], warmJoin, bytes: { info: [...bytes.info], join: [...bytes.join] } } };
}

async function writeChats(file: string, perSize: number[]) {
  const wp = await openWritePath(file, { screenOnce: true });
  const chats: { chatId: string; size: number }[] = [];
  for (let c = 0; c < Math.max(...perSize); c++) {
    for (const [i, size] of SIZES.entries()) if (c < perSize[i]) chats.push({ chatId: await wp.createChat('coldowner'), size });
  }
  await Promise.all(chats.map(async ({ chatId, size }) => {
    for (let i = 1; i < size; i++) await wp.post(chatId, 'coldowner', benchText(i));
  }));
  await wp.store.close();
  return chats;
}

/**
 * The process's own first requests (module loading, JIT) are not a chat's cold cost: a small chat of its own,
 * never one of the measured ones, is opened first.
 */
async function warmUp(server: ServerProc, token: string): Promise<string> {
  const chats = await call<{ id: string; messages_count: number }[]>(server, 'GET', '/api/chats/me', token);
  const small = chats.find((c) => c.messages_count < 10) ?? (await call<{ id: string }>(server, 'POST', '/api/chats/new/private', token, { message: 'warm-up' }));
  for (let i = 0; i < 3; i++) await call(server, 'GET', `/api/chats/info/${small.id}`, token);
  return small.id;
}

/**
 * Ten logins of one account from loopback within minutes is what the login throttle stops (10 per account and
 * address): its counts are cleared before each server starts, while no server holds the file.
 */
function forgetLogins(dataDir: string) {
  const file = path.join(dataDir, 'psycare.sqlite');
  if (!fs.existsSync(file)) return;
  const db = new Database(file);
  try {
    db.prepare("DELETE FROM hits WHERE key LIKE 'login:%'").run();
  } finally {
    db.close();
  }
}

/** Tokens name the server that issued them, so each fresh server is logged in to again. */
const logIn = async (server: ServerProc) =>
  (await call<{ token: string }>(server, 'POST', '/api/auth/login', undefined, { username_email: 'coldowner', password: 'Str0ng!pass' })).token;

async function withServer(dataDir: string, run: (server: ServerProc) => Promise<void>) {
  forgetLogins(dataDir);
  const server = await startServer('server/main.ts', { dataDir });
  try {
    await run(server);
  } finally {
    await server.stop();
  }
}

function rowsOf(
  info: Map<number, number[]>, join: Map<number, number[]>, bytes: { info: Map<number, number>; join: Map<number, number> },
  perSize: number[], rounds: number, warmJoinP50: number,
): Row[] {
  const rows: Row[] = [];
  for (const [i, size] of SIZES.entries()) {
    const open = summarize(info.get(size) as number[]);
    const kb = (bytes.info.get(size) ?? 0) / 1024;
    const label = `${size} events, ${perSize[i]} chats × ${rounds} rounds`;
    rows.push({ bench: 'cold open', case: label, metric: 'first page p50 ms', psycare: round(open.p50), baseline: null, ratio: null, target: '≤30 ms', met: open.p50 <= 30, note: `max ${round(open.max)} ms` });
    rows.push({ bench: 'cold open', case: label, metric: 'first response KB', psycare: round(kb), baseline: null, ratio: null, target: '≤64 KB, flat', met: kb * 1024 <= MAX_BYTES });
  }
  const big = summarize(join.get(SIZES[1]) as number[]);
  const joinKb = (bytes.join.get(SIZES[1]) ?? 0) / 1024;
  const small = summarize(join.get(SIZES[0]) as number[]);
  rows.push({ bench: 'chat:join', case: `${SIZES[1]} events, cold`, metric: 'ack p50 ms', psycare: round(big.p50), baseline: null, ratio: null, target: '≤10 ms', met: big.p50 <= 10, note: `10,000 events: ${round(small.p50)} ms; warm rejoin p50 ${round(warmJoinP50)} ms` });
  rows.push({ bench: 'chat:join', case: `${SIZES[1]} events`, metric: 'ack KB', psycare: round(joinKb), baseline: null, ratio: null, target: '≤64 KB', met: joinKb * 1024 <= MAX_BYTES });
  return rows;
}
