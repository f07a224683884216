import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BotError, type BotChunk, type BotRequest, type BotTurn } from '../../server/application/ports.js';
import { createAnthropicBotProvider, type AnthropicProviderOptions } from '../../server/adapters/bots/anthropic.js';
import { startFakeAnthropic, type FakeAnthropic } from '../support/fake-anthropic.js';

let fake: FakeAnthropic;
beforeAll(async () => { fake = await startFakeAnthropic(); });
afterAll(async () => { await fake.close(); });
beforeEach(() => { fake.requests.length = 0; });

const models = {
  psycarebot: { basic: 'claude-basic-test', premium: 'claude-premium-test' },
  'psycarebot-r': { basic: 'claude-reason-basic', premium: 'claude-reason-premium' },
};

function provider(over: Partial<AnthropicProviderOptions> = {}) {
  return createAnthropicBotProvider({ apiKey: 'sk-test-123', baseURL: fake.url, models, timeoutMs: 2000, ...over });
}

function request(over: Partial<BotRequest> = {}): BotRequest {
  return {
    botKey: 'psycarebot',
    system: 'You are Psycare, a warm companion.',
    history: [{ role: 'user', content: 'Hola, estoy nervioso' }],
    language: 'es',
    premium: false,
    signal: new AbortController().signal,
    ...over,
  };
}

async function run(stream: AsyncIterable<BotChunk>): Promise<{ chunks: BotChunk[]; error?: BotError }> {
  const chunks: BotChunk[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk);
    return { chunks };
  } catch (error) {
    if (!(error instanceof BotError)) throw error;
    return { chunks, error };
  }
}

const texts = (...deltas: string[]): BotChunk[] => deltas.map((delta) => ({ type: 'text', delta }));

describe('anthropic provider against the fake Messages API', () => {
  it('streams text deltas and sends the key, model, system prompt and history', async () => {
    fake.next({ kind: 'text', chunks: ['Te ', 'escucho', '.'] });
    const { chunks, error } = await run(provider().stream(request()));
    expect(error).toBeUndefined();
    expect(chunks).toEqual(texts('Te ', 'escucho', '.'));
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/messages');
    expect(req.headers.authorization).toBe('Bearer sk-test-123');
    expect(req.headers['x-api-key']).toBeUndefined();
    expect(req.headers['anthropic-version']).toBeTruthy();
    expect(req.body).toMatchObject({
      model: 'claude-basic-test',
      stream: true,
      max_tokens: 1024,
      system: 'You are Psycare, a warm companion.',
      messages: [{ role: 'user', content: 'Hola, estoy nervioso' }],
    });
    expect(req.body.thinking).toBeUndefined();
  });

  it('picks the model by bot key and tier, falling back to defaultModel', async () => {
    const bot = provider({ defaultModel: { basic: 'fallback-basic', premium: 'fallback-premium' } });
    await run(bot.stream(request({ premium: true })));
    await run(bot.stream(request({ botKey: 'other-bot' })));
    await run(bot.stream(request({ botKey: 'other-bot', premium: true })));
    expect(fake.requests.map((r) => r.body.model)).toEqual(['claude-premium-test', 'fallback-basic', 'fallback-premium']);
  });

  it('streams thinking then text for psycarebot-r, with extended thinking enabled', async () => {
    fake.next({ kind: 'thinking', thinking: ['Considering ', 'their feelings.'], chunks: ['I hear ', 'you.'] });
    const bot = provider({ thinkingBudget: 1500, maxTokens: 800 });
    const { chunks, error } = await run(bot.stream(request({ botKey: 'psycarebot-r', premium: true })));
    expect(error).toBeUndefined();
    expect(chunks).toEqual([
      { type: 'thinking', delta: 'Considering ' },
      { type: 'thinking', delta: 'their feelings.' },
      ...texts('I hear ', 'you.'),
    ]);
    const { body } = fake.requests[0];
    expect(body.model).toBe('claude-reason-premium');
    expect(body.thinking).toEqual({ type: 'enabled', budget_tokens: 1500 });
    expect(body.max_tokens).toBe(2300);
    expect(body.max_tokens as number).toBeGreaterThan(1500);
  });

  it('trims history to the token budget, keeping the newest turns and starting with a user turn', async () => {
    const history: BotTurn[] = [];
    for (let i = 0; i < 10; i++) {
      history.push({ role: 'user', content: `u${i} `.padEnd(400, 'x') });
      history.push({ role: 'assistant', content: `a${i} `.padEnd(400, 'y') });
    }
    history.push({ role: 'user', content: 'latest question' });
    // 100 tokens per old turn; budget 460 minus the system prompt (9 tokens) fits the newest 4 turns plus 'latest'
    await run(provider({ historyTokenBudget: 460 }).stream(request({ history })));
    const sent = fake.requests[0].body.messages as BotTurn[];
    expect(sent[0].role).toBe('user');
    expect(sent.map((m) => m.content.slice(0, 3).trim())).toEqual(['u8', 'a8', 'u9', 'a9', 'lat']);
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'latest question' });
  });

  it('drops a leading assistant turn after trimming', async () => {
    const history: BotTurn[] = [
      { role: 'user', content: 'a'.repeat(400) },
      { role: 'assistant', content: 'b'.repeat(400) },
      { role: 'user', content: 'c'.repeat(40) },
    ];
    await run(provider({ historyTokenBudget: 150 }).stream(request({ system: '', history })));
    expect(fake.requests[0].body.messages).toEqual([{ role: 'user', content: 'c'.repeat(40) }]);
  });

  it('sends the whole history when it fits the default budget', async () => {
    const history: BotTurn[] = [
      { role: 'user', content: 'one' },
      { role: 'assistant', content: 'two' },
      { role: 'user', content: 'three' },
    ];
    await run(provider().stream(request({ history })));
    expect(fake.requests[0].body.messages).toEqual(history);
  });

  const failures: [string, Parameters<FakeAnthropic['next']>[0], BotError['failure'], string[]][] = [
    ['HTTP 429', { kind: 'http-error', status: 429, type: 'rate_limit_error' }, 'rate_limited', []],
    ['HTTP 529', { kind: 'http-error', status: 529, type: 'overloaded_error' }, 'overloaded', []],
    ['overloaded_error on a 503', { kind: 'http-error', status: 503, type: 'overloaded_error' }, 'overloaded', []],
    ['HTTP 404', { kind: 'http-error', status: 404, type: 'not_found_error', message: 'model: nope' }, 'model_not_found', []],
    ['HTTP 500', { kind: 'http-error', status: 500, type: 'api_error' }, 'unavailable', []],
    ['HTTP 400', { kind: 'http-error', status: 400, type: 'invalid_request_error' }, 'unexpected', []],
    ['HTTP 401', { kind: 'http-error', status: 401, type: 'authentication_error' }, 'unexpected', []],
    ['a stream cut mid-way', { kind: 'cut', chunks: ['Part ', 'one'] }, 'interrupted', ['Part ', 'one']],
    ['an error event mid-stream', { kind: 'error-event', chunks: ['Half'] }, 'interrupted', ['Half']],
    ['an overloaded error event mid-stream', { kind: 'error-event', chunks: ['Half'], type: 'overloaded_error' }, 'interrupted', ['Half']],
    ['a malformed data line', { kind: 'malformed', chunks: ['Bad ', 'news'] }, 'interrupted', ['Bad ', 'news']],
    ['a stream that ends without message_stop', { kind: 'no-stop', chunks: ['Almost'] }, 'interrupted', ['Almost']],
  ];

  for (const [name, scenario, failure, delivered] of failures) {
    it(`maps ${name} to BotError('${failure}')`, async () => {
      fake.next(scenario);
      const { chunks, error } = await run(provider().stream(request()));
      expect(error).toBeInstanceOf(BotError);
      expect(error?.failure).toBe(failure);
      expect(chunks).toEqual(texts(...delivered));
      expect(fake.requests).toHaveLength(1); // maxRetries 0: no silent retry
    });
  }

  it('maps a response slower than timeoutMs to timeout', async () => {
    fake.next({ kind: 'slow', delayMs: 1500, chunks: ['late'] });
    const started = Date.now();
    const { chunks, error } = await run(provider({ timeoutMs: 300 }).stream(request()));
    expect(error?.failure).toBe('timeout');
    expect(chunks).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('maps a stream that goes silent for longer than timeoutMs to timeout', async () => {
    fake.next({ kind: 'stall', chunks: ['Hello'], stallMs: 1500 });
    const { chunks, error } = await run(provider({ timeoutMs: 300 }).stream(request()));
    expect(error?.failure).toBe('timeout');
    expect(chunks).toEqual(texts('Hello'));
  });

  it('does not time out a slow reader while the server keeps sending', async () => {
    fake.next({ kind: 'text', chunks: ['one ', 'two ', 'three'] });
    const chunks: BotChunk[] = [];
    for await (const chunk of provider({ timeoutMs: 150 }).stream(request())) {
      chunks.push(chunk);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(chunks).toEqual(texts('one ', 'two ', 'three'));
  });

  it('maps an unreachable server to unavailable', async () => {
    const gone = await startFakeAnthropic();
    const url = gone.url;
    await gone.close();
    const { error } = await run(createAnthropicBotProvider({ apiKey: 'k', baseURL: url, models }).stream(request()));
    expect(error?.failure).toBe('unavailable');
  });

  it('stops with interrupted when the request signal aborts mid-stream', async () => {
    fake.next({ kind: 'stall', chunks: ['Hello'], stallMs: 1500 });
    const controller = new AbortController();
    const started = Date.now();
    const chunks: BotChunk[] = [];
    const error = await (async () => {
      for await (const chunk of provider().stream(request({ signal: controller.signal }))) {
        chunks.push(chunk);
        controller.abort();
      }
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BotError);
    expect((error as BotError).failure).toBe('interrupted');
    expect(chunks).toEqual(texts('Hello'));
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('does not call the API when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { error } = await run(provider().stream(request({ signal: controller.signal })));
    expect(error?.failure).toBe('interrupted');
    expect(fake.requests).toHaveLength(0);
  });

  it('works again after failures (one client, many requests)', async () => {
    const bot = provider();
    fake.next({ kind: 'http-error', status: 529, type: 'overloaded_error' }, { kind: 'text', chunks: ['Back'] });
    expect((await run(bot.stream(request()))).error?.failure).toBe('overloaded');
    expect(await run(bot.stream(request()))).toEqual({ chunks: texts('Back') });
  });
});
