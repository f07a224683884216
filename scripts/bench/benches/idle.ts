import { probeStats, resetLag, startClients, startServer, type Proc, type ServerProc } from '../lib/processes.js';
import { signUp } from '../lib/setup.js';
import { round, sleep } from '../lib/stats.js';
import type { BenchOptions, Row } from './types.js';

/*
 * This sandbox caps open files at 20,000 per process (hard limit; `ulimit -n` cannot go higher), and the
 * server needs a few descriptors of its own (listening socket, SQLite files, IPC): 19,900 is the most it can hold.
 */
const FD_CEILING = 19_900;
const PER_CLIENT_PROCESS = 10_000;

interface IdleResult { n: number; rssBefore: number; rssAfter: number; perSocketKb: number; lagP99: number; lagMax: number; gcMaxMs: number; gcCount: number; connectMs: number }

async function measure(server: ServerProc, n: number, token: string | undefined, holdMs: number): Promise<IdleResult> {
  const groups: Proc[] = [];
  try {
    await sleep(500);
    const before = await probeStats(server, true);
    const started = performance.now();
    for (let left = n; left > 0; left -= PER_CLIENT_PROCESS) {
      const clients = await startClients();
      groups.push(clients);
      const size = Math.min(left, PER_CLIENT_PROCESS);
      const connected = await clients.ask<{ connected: number; failed: number }>({ cmd: 'connect', url: server.url, n: size, token, joinEvent: '', joinPayload: null, concurrency: 200 }, (m) => 'connected' in m);
      if (connected.connected !== size) throw new Error(`only ${connected.connected} of ${size} idle clients connected (${connected.failed} failed)`);
    }
    const connectMs = performance.now() - started;
    await sleep(2000);
    await resetLag(server);
    await sleep(holdMs);
    const lag = await probeStats(server, false);
    const after = await probeStats(server, true);
    return { n, rssBefore: before.rss, rssAfter: after.rss, perSocketKb: (after.rss - before.rss) / n / 1024, lagP99: lag.lagP99, lagMax: lag.lagMax, gcMaxMs: lag.gc.maxMs, gcCount: lag.gc.count, connectMs };
  } finally {
    for (const clients of groups) {
      await clients.ask({ cmd: 'close' }, (m) => 'closed' in m).catch(() => undefined);
      await clients.stop();
    }
  }
}

export async function idleBench(options: BenchOptions): Promise<{ rows: Row[]; raw: unknown }> {
  const counts = options.quick ? [4_000] : [10_000, FD_CEILING];
  const holdMs = options.quick ? 2000 : 10_000;
  const rows: Row[] = [];
  const raw: unknown[] = [];
  for (const n of counts) {
    const bare = await startServer('scripts/bench/bare-server.ts');
    const base = await measure(bare, n, undefined, holdMs).finally(() => bare.stop());
    const real = await startServer('server/main.ts', { profile: options.profile ? `idle-${n}` : undefined });
    let ours: IdleResult;
    try {
      const token = await signUp(real, 'idleuser');
      ours = await measure(real, n, token, holdMs);
    } finally {
      await real.stop();
    }
    raw.push({ n, bare: base, psycare: ours });
    const above = ours.perSocketKb - base.perSocketKb;
    const label = n === FD_CEILING ? `${n} (the 20k row: fd cap)` : String(n);
    rows.push({ bench: 'idle sockets', case: label, metric: 'RSS KB/socket', psycare: round(ours.perSocketKb), baseline: round(base.perSocketKb), ratio: null, target: '≤12 KB above bare', met: above <= 12, note: `${round(above)} KB above bare; signed-in sockets` });
    rows.push({ bench: 'idle sockets', case: label, metric: 'lag p99 ms', psycare: round(ours.lagP99), baseline: round(base.lagP99), ratio: round(ours.lagP99 / base.lagP99), target: '≤20 ms', met: ours.lagP99 <= 20, note: `longest GC pause while idle: psycare ${round(ours.gcMaxMs)} ms (${ours.gcCount} GCs), bare ${round(base.gcMaxMs)} ms (${base.gcCount})` });
  }
  return { rows, raw };
}
