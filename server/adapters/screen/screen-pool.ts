import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { screenRisk, type RiskScreen } from '../../domain/safety/risk-screen.js';
import type { RiskScreener } from '../../application/risk-screener.js';

export interface ScreenPoolOptions {
  /** screening threads; default one fewer than the cores, so the event loop keeps one (none on one core) */
  workers?: number;
  /** texts waiting or being screened per thread past which a text is screened on the event loop instead */
  maxQueued?: number;
  log?: (line: string) => void;
  /** the thread's script (tests pass one that dies) */
  entry?: URL;
}

export interface ScreenPool {
  screen: RiskScreener;
  /** verdicts from a thread and from the event loop (the append bench reports them), threads ready now */
  stats(): { offThread: number; inProcess: number; ready: number };
  close(): Promise<void>;
}

interface Job { text: string; resolve: (screen: RiskScreen) => void; reject: (error: unknown) => void }

/** The module the threads import: this adapter's own sibling, as TypeScript under tsx and vitest, as JS if built. */
const ownExtension = path.extname(new URL(import.meta.url).pathname);
const SCREEN_MODULE = new URL(`../../domain/safety/risk-screen${ownExtension}`, import.meta.url).href;
const ENTRY = new URL('./screen-worker.mjs', import.meta.url);
const RESPAWN_MS = 1000;
/** texts per message to a thread: few enough that the first answers come back while it screens the rest */
const BATCH = 8;

/**
 * Runs the risk screen on worker threads (~100–500 µs a message, the largest CPU cost of a post): on two cores
 * the event loop's SQLite work for one post overlaps the screen of the next. Texts asked in one turn of the
 * event loop go in batches of 8, so a burst pays a message hop per batch, and the first verdicts come back
 * while the thread screens the rest, rather than all of a burst's verdicts at once, which would leave the
 * loop idle until the last was done. Safety
 * is never skipped: until a thread is ready, when its queue is full, and for whatever a thread held when it
 * died, the text is screened on the event loop as before.
 */
export function createScreenPool(options: ScreenPoolOptions = {}): ScreenPool {
  const size = options.workers ?? Math.max(0, os.availableParallelism() - 1);
  const maxQueued = options.maxQueued ?? 256;
  const counts = { offThread: 0, inProcess: 0 };
  let closed = false;

  function here(job: Job) {
    counts.inProcess++;
    try {
      job.resolve(screenRisk(job.text));
    } catch (error) {
      job.reject(error);
    }
  }

  function lane() {
    let worker: Worker | null = null;
    let ready = false;
    const waiting: Job[] = [];
    /** batches sent and not answered yet, oldest first: the thread answers them in order */
    const inFlight: Job[][] = [];
    let sent = 0;
    let flushing = false;

    function flush() {
      flushing = false;
      if (!worker || !ready) return;
      while (waiting.length) {
        const batch = waiting.splice(0, BATCH);
        inFlight.push(batch);
        sent += batch.length;
        worker.postMessage(batch.map((job) => job.text));
      }
      // a thread with work keeps the process alive until it answers; an idle one does not
      if (inFlight.length) worker.ref();
    }

    /** texts asked in the same turn of the event loop go together, in batches small enough that answers stream back */
    function pump() {
      if (flushing) return;
      flushing = true;
      queueMicrotask(flush);
    }

    function answered(verdicts: (RiskScreen | null)[]) {
      const batch = inFlight.shift() ?? [];
      sent -= batch.length;
      batch.forEach((job, i) => {
        const verdict = verdicts[i];
        if (!verdict) return here(job);
        counts.offThread++;
        job.resolve(verdict);
      });
      if (!inFlight.length && !waiting.length) worker?.unref();
    }

    function spawn() {
      const started = new Worker(options.entry ?? ENTRY, {
        workerData: { module: SCREEN_MODULE, typescript: ownExtension === '.ts' },
        // the server's loaders, probes and profilers are not wanted in this thread
        execArgv: [],
      });
      started.unref();
      started.on('message', (message: 'ready' | (RiskScreen | null)[]) => {
        if (message !== 'ready') return answered(message);
        ready = true;
        pump();
      });
      started.on('error', (error) => options.log?.(`risk screen thread failed: ${error.message}`));
      started.once('exit', () => {
        const wasReady = ready;
        [worker, ready] = [null, false];
        sent = 0;
        for (const job of [...inFlight.splice(0).flat(), ...waiting.splice(0)]) here(job);
        // a thread that never started (no tsx, a broken import) would fail again: the event loop screens from now on
        if (wasReady && !closed) setTimeout(() => closed || spawn(), RESPAWN_MS).unref();
      });
      worker = started;
    }

    spawn();
    return {
      ready: () => ready,
      load: () => (ready ? waiting.length + sent : Infinity),
      take(job: Job) {
        waiting.push(job);
        pump();
      },
      stop: () => worker?.terminate(),
    };
  }

  const lanes = Array.from({ length: size }, lane);

  return {
    screen(text) {
      return new Promise((resolve, reject) => {
        const job = { text, resolve, reject };
        if (closed) return here(job);
        let best: ReturnType<typeof lane> | null = null;
        for (const l of lanes) if (l.load() < maxQueued && (!best || l.load() < best.load())) best = l;
        if (best) best.take(job);
        else here(job);
      });
    },
    stats: () => ({ ...counts, ready: lanes.filter((l) => l.ready()).length }),
    async close() {
      closed = true;
      await Promise.all(lanes.map((l) => l.stop()));
    },
  };
}
