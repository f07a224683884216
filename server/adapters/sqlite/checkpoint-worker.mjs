// @ts-check
/*
 * Runs WAL checkpoints for the serving connection, on its own thread and its own connection (checkpointer.ts).
 * Plain JavaScript because it starts without the server's TypeScript loader: a worker that loaded tsx would
 * start another loader thread of its own.
 */
import { clearInterval, setInterval } from 'node:timers';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @type {{ file: string; intervalMs: number; restartAtFrames: number }} */
const { file, intervalMs, restartAtFrames } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');

/** @param {'PASSIVE' | 'TRUNCATE'} mode */
const checkpoint = (mode) => /** @type {{ busy: number; log: number; checkpointed: number }[]} */ (db.pragma(`wal_checkpoint(${mode})`))[0];

/*
 * PASSIVE copies pages without taking any lock a writer needs, so nobody waits on it. But a writer starts the
 * log over only if every frame has been copied when it begins, which never happens while commits keep
 * coming. Past restartAtFrames the serving thread is asked to copy the few frames written since this pass
 * began, between two of its own commits, so that its next commit restarts the log. (A RESTART checkpoint
 * from here has to win the write lock from a busy writer instead: the log kept growing meanwhile, and then
 * the writers waited on the copy.)
 */
function pass() {
  const { busy, log } = checkpoint('PASSIVE');
  if (!busy && log >= restartAtFrames) port.postMessage({ type: 'catch-up' });
}

const timer = setInterval(pass, intervalMs);
const pause = new Int32Array(new SharedArrayBuffer(4));

port.on('message', (/** @type {{ type: 'truncate' | 'stop' }} */ message) => {
  if (message.type === 'truncate') {
    // another process's checkpoint holds the lock for a moment: wait for it rather than leave old frames
    let result = checkpoint('TRUNCATE');
    for (let tries = 1; result.busy && tries < 100; tries++) {
      Atomics.wait(pause, 0, 0, 10);
      result = checkpoint('TRUNCATE');
    }
    port.postMessage({ type: 'truncated' });
  } else if (message.type === 'stop') {
    clearInterval(timer);
    db.close();
    port.close();
  }
});
port.postMessage({ type: 'ready' });
