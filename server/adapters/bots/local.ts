import { BotError, type BotChunk, type BotProvider, type BotRequest } from '../../application/ports.js';
import { composeReply } from './local-replies.js';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const onAbort = () => { clearTimeout(timer); resolve(); };
    const timer = setTimeout(() => { signal.removeEventListener('abort', onAbort); resolve(); }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** groups of a few words, keeping the spaces so the chunks join back to the exact reply */
export function splitChunks(text: string, wordsPerChunk = 3): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

export function createLocalBotProvider(opts: { chunkDelayMs?: number } = {}): BotProvider {
  const delay = opts.chunkDelayMs ?? 30;
  return {
    name: 'local',
    async *stream(request: BotRequest): AsyncIterable<BotChunk> {
      const reply = composeReply({
        botKey: request.botKey, history: request.history, language: request.language === 'es' ? 'es' : 'en', safety: request.safety === true,
      });
      const chunks: BotChunk[] = [
        ...reply.thinking.map((delta) => ({ type: 'thinking' as const, delta })),
        ...splitChunks(reply.text).map((delta) => ({ type: 'text' as const, delta })),
      ];
      for (const [i, chunk] of chunks.entries()) {
        if (i > 0) await sleep(delay, request.signal);
        if (request.signal.aborted) throw new BotError('interrupted', 'the reply was cancelled');
        yield chunk;
      }
    },
  };
}
