import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';

/** SQLite's own default: the serving connection checkpoints inside the commit that crosses 1,000 pages. */
const INLINE_PAGES = 1000;

export interface CheckpointerOptions {
  /** the worker starts once the WAL file reaches this size (0: at once), so short-lived stores never pay for a thread */
  startAtWalBytes: number;
  intervalMs: number;
  /** past this many frames in the log, this thread copies the last few so the log can start over (checkpoint-worker.mjs) */
  restartAtFrames: number;
}

const DEFAULTS: CheckpointerOptions = { startAtWalBytes: 1 << 20, intervalMs: 100, restartAtFrames: 4000 };

export interface Checkpointer {
  /** copies every page into the file and cuts the WAL to zero bytes (account erasure: store.scrub()) */
  truncate(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Moves WAL checkpoints off the event loop. With SQLite's automatic checkpoint, whichever commit crossed
 * 1,000 pages copied them into the file and fsynced before its caller heard back (docs/performance.md).
 * Here a worker thread with its own connection checkpoints on a timer (checkpoint-worker.mjs), and the
 * serving connection stops checkpointing once the worker is up. Until the worker starts, or if it dies, the
 * serving connection checkpoints inline as before.
 */
export function startCheckpointer(db: Database, file: string, options: Partial<CheckpointerOptions> = {}): Checkpointer {
  const { startAtWalBytes, intervalMs, restartAtFrames } = { ...DEFAULTS, ...options };
  let worker: Worker | null = null;
  let exited: Promise<void> = Promise.resolve();
  // truncations are answered in the order asked: the worker handles its messages one at a time
  const truncations: (() => void)[] = [];

  function inline() {
    worker = null;
    if (db.open) db.pragma(`wal_autocheckpoint = ${INLINE_PAGES}`);
    for (const done of truncations.splice(0)) done();
  }

  function spawn() {
    const started = new Worker(new URL('./checkpoint-worker.mjs', import.meta.url), {
      workerData: { file, intervalMs, restartAtFrames },
      // the server's loaders, probes and profilers are not wanted in this thread
      execArgv: [],
    });
    // a store nobody closed must not keep the process alive
    started.unref();
    started.on('message', (message: { type: string }) => {
      if (message.type === 'ready' && db.open) db.pragma('wal_autocheckpoint = 0');
      if (message.type === 'catch-up' && db.open) db.pragma('wal_checkpoint(PASSIVE)');
      if (message.type !== 'truncated') return;
      truncations.shift()?.();
      if (truncations.length === 0) started.unref();
    });
    started.on('error', inline);
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    void exited.then(inline);
    worker = started;
  }

  const walBytes = () => statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0;
  const watch = startAtWalBytes > 0 ? setInterval(() => {
    if (walBytes() < startAtWalBytes) return;
    clearInterval(watch);
    spawn();
  }, 1000).unref() : undefined;
  if (!watch) spawn();

  return {
    async truncate() {
      const current = worker;
      if (current) {
        // run by the worker, in turn with its own checkpoints, which would otherwise make this one return busy
        current.ref();
        await new Promise<void>((resolve) => {
          truncations.push(resolve);
          current.postMessage({ type: 'truncate' });
        });
      }
      // no worker, or it died before answering
      if (!worker && db.open) db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async stop() {
      clearInterval(watch);
      if (!worker) return;
      // held open while it winds down, or a process with nothing else to do would exit mid-close
      worker.ref();
      worker.postMessage({ type: 'stop' });
      await exited;
    },
  };
}
