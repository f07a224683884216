import { describe, expect, it } from 'vitest';
import { BotError, type BotChunk, type BotRequest } from '../../server/application/ports.js';
import { createLocalBotProvider, splitChunks } from '../../server/adapters/bots/local.js';
import { composeReply as compose } from '../../server/adapters/bots/local-replies.js';

/** The reply to one message, as the default bot says it. */
const composeReply = (message: string, language: 'es' | 'en', safety = false, botKey = 'psycarebot') =>
  compose({ botKey, history: [{ role: 'user', content: message }], language, safety }).text;

function request(message: string, over: Partial<BotRequest> = {}): BotRequest {
  return {
    botKey: 'psycarebot',
    system: 'You are a supportive companion.',
    history: [{ role: 'user', content: message }],
    language: 'en',
    premium: false,
    signal: new AbortController().signal,
    ...over,
  };
}

async function collect(stream: AsyncIterable<BotChunk>): Promise<BotChunk[]> {
  const chunks: BotChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

const text = (chunks: BotChunk[]) => chunks.filter((c) => c.type === 'text').map((c) => c.delta).join('');

describe('local bot provider', () => {
  const bot = createLocalBotProvider({ chunkDelayMs: 0 });

  it('is named local', () => {
    expect(bot.name).toBe('local');
  });

  it('replies in English, streamed in several chunks that join to the whole reply', async () => {
    const message = 'I have a lot of anxiety before exams';
    const chunks = await collect(bot.stream(request(message)));
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.every((c) => c.type === 'text' && c.delta.length > 0)).toBe(true);
    expect(text(chunks)).toBe(composeReply(message, 'en'));
    expect(text(chunks)).toMatch(/anx|worry|calmer/i);
    expect(text(chunks).trim().endsWith('?')).toBe(true);
  });

  it('replies in Spanish to a Spanish request', async () => {
    const message = 'Últimamente me siento muy triste y sin ganas';
    const reply = text(await collect(bot.stream(request(message, { language: 'es' }))));
    expect(reply).toBe(composeReply(message, 'es'));
    expect(reply).toMatch(/triste|pesadas|doloroso/);
    expect(reply).toMatch(/¿.+\?$/);
  });

  it('picks a theme from the last user message, accent-insensitively', () => {
    expect(composeReply('tengo mucho estres en el trabajo', 'es')).toMatch(/presión|límite|estrés/);
    expect(composeReply('no puedo dormir bien', 'es')).toMatch(/noches|Descansar|cansancio/);
    expect(composeReply('I feel so lonely lately', 'en')).toMatch(/alone|isolated|Loneliness/);
    expect(composeReply('my boyfriend and I had a fight', 'en')).toMatch(/relationship|Relationships|complicated/);
    expect(composeReply('hola', 'es')).toMatch(/escuch|importa|ritmo/);
    // "pasado" contains "sad"; it must not read as sadness
    expect(composeReply('el fin de semana pasado', 'es')).toMatch(/escuch|importa|ritmo/);
  });

  it('given a request flagged by the screener, then the reply points to immediate human help, even for coded or indirect wording', async () => {
    for (const message of ['kms tbh', 'thinking about how to unalive', 'everyone would be better off without me']) {
      const reply = text(await collect(bot.stream(request(message, { safety: true }))));
      expect(reply, message).toMatch(/crisis line/);
      expect(reply, message).toMatch(/emergency number/);
      expect(reply, message).toMatch(/Are you safe right now\?|someone near you|numbers shown here/);
    }
    const es = text(await collect(bot.stream(request('mejor si yo no estuviera', { language: 'es', safety: true }))));
    expect(es).toMatch(/emergencias/);
  });

  it('given no flag, then it keeps its own themes: risk is the screener\'s call, not a second regex here', async () => {
    const unflagged = text(await collect(bot.stream(request('I want to kill myself'))));
    expect(unflagged).not.toMatch(/crisis line/);
    expect(composeReply('I want to kill myself', 'en', true)).toMatch(/crisis line/);
  });

  it('uses the last user turn and varies deterministically by message', async () => {
    const history = [
      { role: 'user' as const, content: 'I cannot sleep' },
      { role: 'assistant' as const, content: 'That sounds hard.' },
      { role: 'user' as const, content: 'work is crushing me' },
    ];
    expect(text(await collect(bot.stream(request('', { history }))))).toBe(compose({ botKey: 'psycarebot', history, language: 'en', safety: false }).text);
    expect(text(await collect(bot.stream(request('', { history }))))).toMatch(/work|demanding/i);
    const replies = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((m) => composeReply(`hello ${m}`, 'en')));
    expect(replies.size).toBeGreaterThan(1);
    expect(composeReply('hello a', 'en')).toBe(composeReply('hello a', 'en'));
  });

  it('answers even with an empty history', async () => {
    expect(text(await collect(bot.stream(request('', { history: [] }))))).not.toBe('');
  });

  it('thinks first for psycarebot-r', async () => {
    const chunks = await collect(bot.stream(request('I feel stressed', { botKey: 'psycarebot-r' })));
    const firstText = chunks.findIndex((c) => c.type === 'text');
    expect(firstText).toBeGreaterThanOrEqual(2);
    expect(chunks.slice(0, firstText).every((c) => c.type === 'thinking' && c.delta.length > 0)).toBe(true);
    expect(chunks.slice(firstText).every((c) => c.type === 'text')).toBe(true);
    expect((await collect(bot.stream(request('x')))).some((c) => c.type === 'thinking')).toBe(false);
  });

  it('waits chunkDelayMs between chunks', async () => {
    const slow = createLocalBotProvider({ chunkDelayMs: 20 });
    const started = Date.now();
    const chunks = await collect(slow.stream(request('hello')));
    expect(Date.now() - started).toBeGreaterThanOrEqual(20 * (chunks.length - 1) - 5);
  });

  it('stops with BotError(interrupted) when aborted mid-stream', async () => {
    const controller = new AbortController();
    const slow = createLocalBotProvider({ chunkDelayMs: 1000 });
    const received: BotChunk[] = [];
    const started = Date.now();
    const run = (async () => {
      for await (const chunk of slow.stream(request('hello', { signal: controller.signal }))) {
        received.push(chunk);
        controller.abort();
      }
    })();
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BotError);
    expect((error as BotError).failure).toBe('interrupted');
    expect(received).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('yields nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(collect(bot.stream(request('hello', { signal: controller.signal })))).rejects.toMatchObject({ failure: 'interrupted' });
  });

  it('splits text into chunks of a few words that join back exactly', () => {
    const reply = 'One two three four five six seven.';
    expect(splitChunks(reply)).toEqual(['One two three ', 'four five six ', 'seven.']);
    expect(splitChunks(reply).join('')).toBe(reply);
  });
});
