import { afterEach, describe, expect, it } from 'vitest';
import { createScreenPool, type ScreenPool } from '../../server/adapters/screen/screen-pool.js';
import { screenRisk } from '../../server/domain/safety/risk-screen.js';
import { screenCorpus } from '../../scripts/bench/lib/screen-corpus.js';

let pool: ScreenPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

/** Until a thread has said it is ready, texts are screened on the event loop; this waits until one was screened off it. */
async function untilOffThread(p: ScreenPool) {
  for (let i = 0; i < 200 && p.stats().offThread === 0; i++) {
    await p.screen('hello');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(p.stats().offThread).toBeGreaterThan(0);
}

async function untilReady(p: ScreenPool, threads: number) {
  for (let i = 0; i < 200 && p.stats().ready !== threads; i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(p.stats().ready).toBe(threads);
}

describe('risk screen pool', () => {
  it('gives every text of the snapshot corpus the verdict the event loop gives it, from the thread', async () => {
    pool = createScreenPool({ workers: 1 });
    await untilOffThread(pool);
    const before = pool.stats();
    const texts = screenCorpus();
    const verdicts = await Promise.all(texts.map((text) => pool!.screen(text)));
    expect(verdicts).toEqual(texts.map((text) => screenRisk(text)));
    expect(verdicts.some((v) => v.risk)).toBe(true);
    const after = pool.stats();
    // the queue bound (256) sends the rest of a burst this size to the event loop; the thread took its share
    expect(after.offThread - before.offThread).toBeGreaterThanOrEqual(256);
    expect(after.offThread - before.offThread + after.inProcess - before.inProcess).toBe(texts.length);
  });

  it('screens on the event loop when the queue is full', async () => {
    pool = createScreenPool({ workers: 1, maxQueued: 2 });
    await untilOffThread(pool);
    const before = pool.stats().inProcess;
    const texts = ['quiero morirme', 'hello', 'I want to kill myself', 'see you tomorrow', 'no quiero vivir'];
    expect(await Promise.all(texts.map((t) => pool!.screen(t)))).toEqual(texts.map((t) => screenRisk(t)));
    expect(pool.stats().inProcess - before).toBe(3);
  });

  it('screens what a dying thread held on the event loop, with the same verdicts', async () => {
    pool = createScreenPool({ workers: 1, entry: new URL('./fixtures/dying-screen-worker.mjs', import.meta.url) });
    await untilReady(pool, 1);
    const texts = ['I want to end my life tonight', 'what a nice day'];
    expect(await Promise.all(texts.map((t) => pool!.screen(t)))).toEqual(texts.map((t) => screenRisk(t)));
    expect(pool.stats()).toEqual({ offThread: 0, inProcess: 2, ready: 0 });
    // a thread that had started is started again
    await untilReady(pool, 1);
  });

  it('answers texts asked at and after close', async () => {
    pool = createScreenPool({ workers: 1 });
    await untilOffThread(pool);
    const pending = pool.screen('me quiero morir');
    await pool.close();
    expect(await pending).toEqual(screenRisk('me quiero morir'));
    expect(await pool.screen('hola')).toEqual(screenRisk('hola'));
  });

  it('with no threads (one core) screens on the event loop', async () => {
    pool = createScreenPool({ workers: 0 });
    expect(await pool.screen('kms')).toEqual(screenRisk('kms'));
    expect(pool.stats()).toEqual({ offThread: 0, inProcess: 1, ready: 0 });
  });
});
