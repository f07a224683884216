// One screening thread (screen-pool.ts). It imports the very module the server screens with, so a verdict
// here is the verdict the event loop would reach; TypeScript sources load through tsx, as the server does.
import { parentPort, workerData } from 'node:worker_threads';

if (workerData.typescript) (await import('tsx/esm/api')).register();
const { screenRisk } = await import(workerData.module);

// a batch of texts in, their verdicts out in the same order; null tells the pool to screen that one itself
parentPort.on('message', (texts) => {
  parentPort.postMessage(texts.map((text) => {
    try {
      return screenRisk(text);
    } catch {
      return null;
    }
  }));
});
parentPort.postMessage('ready');
