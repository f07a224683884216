/*
 * Preloaded into a benchmarked server (`node --import ./scripts/bench/probe.ts`): answers the bench runner's
 * IPC questions about this process (RSS after a GC, event-loop delay). It changes nothing in the server.
 */
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const lag = monitorEventLoopDelay({ resolution: 5 });
lag.enable();

/** garbage-collection pauses since the last reset: a stall the loop delay shows may be one of these */
let gc = { count: 0, totalMs: 0, maxMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count += 1;
    gc.totalMs += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

type Question = { probe: 'stats' | 'reset-lag'; gc?: boolean; id: number };

process.on('message', (message: Question) => {
  if (!message || typeof message !== 'object' || !('probe' in message)) return;
  if (message.probe === 'reset-lag') {
    lag.reset();
    gc = { count: 0, totalMs: 0, maxMs: 0 };
    process.send?.({ probe: 'answer', id: message.id });
    return;
  }
  if (message.gc && typeof globalThis.gc === 'function') {
    globalThis.gc();
    globalThis.gc();
  }
  const memory = process.memoryUsage();
  process.send?.({
    probe: 'answer', id: message.id,
    rss: memory.rss, heapUsed: memory.heapUsed,
    lagP50: lag.percentile(50) / 1e6, lagP99: lag.percentile(99) / 1e6, lagMax: lag.max / 1e6, gc: { ...gc },
  });
});
