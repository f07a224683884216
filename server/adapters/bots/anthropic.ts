import Anthropic, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from '@anthropic-ai/sdk';
import type { MessageParam, MessageStreamEvent } from '@anthropic-ai/sdk/resources/messages/messages';
import { BotError, type BotChunk, type BotProvider, type BotRequest, type BotTurn } from '../../application/ports.js';

export interface TierModels { basic: string; premium: string }

export interface AnthropicProviderOptions {
  apiKey: string;
  baseURL?: string;
  /** per bot key; bots without an entry use defaultModel */
  models?: Partial<Record<string, TierModels>>;
  defaultModel?: TierModels;
  maxTokens?: number;
  /** time to the response headers, and the longest silence allowed once the stream has started */
  timeoutMs?: number;
  thinkingBudget?: number;
  /** approximate tokens (chars / 4) of system prompt plus history sent per request */
  historyTokenBudget?: number;
}

const DEFAULT_MODEL: TierModels = { basic: 'claude-haiku-4-5', premium: 'claude-sonnet-4-5' };
const REASONING_BOT = 'psycarebot-r';

export const approxTokens = (text: string) => Math.ceil(text.length / 4);

/** newest turns that fit the budget (the newest one always), starting with a user turn */
export function trimHistory(history: BotTurn[], budgetTokens: number): BotTurn[] {
  let used = 0;
  let start = history.length;
  while (start > 0) {
    const cost = approxTokens(history[start - 1].content);
    if (start < history.length && used + cost > budgetTokens) break;
    used += cost;
    start--;
  }
  while (start < history.length && history[start].role !== 'user') start++;
  return history.slice(start);
}

export function pickModel(opts: AnthropicProviderOptions, request: BotRequest): string {
  const tiers = opts.models?.[request.botKey] ?? opts.defaultModel ?? DEFAULT_MODEL;
  return request.premium ? tiers.premium : tiers.basic;
}

function errorDetail(err: unknown): string {
  if (err instanceof APIError) return [err.status, err.type, err.requestID].filter(Boolean).join(' ') || err.message;
  return err instanceof Error ? err.message : String(err);
}

interface Outcome { connected: boolean; timedOut: boolean; aborted: boolean }

export function toBotError(err: unknown, outcome: Outcome): BotError {
  if (err instanceof BotError) return err;
  const detail = `anthropic: ${errorDetail(err)}`;
  if (outcome.timedOut) return new BotError('timeout', 'anthropic: the stream went silent');
  if (err instanceof APIConnectionTimeoutError) return new BotError('timeout', detail);
  if (outcome.aborted || err instanceof APIUserAbortError) return new BotError('interrupted', detail);
  // once the stream is open any failure (error event, cut, bad JSON) leaves a partial reply
  if (outcome.connected) return new BotError('interrupted', detail);
  if (err instanceof APIConnectionError) return new BotError('unavailable', detail);
  if (err instanceof APIError) {
    if (err.status === 429) return new BotError('rate_limited', detail);
    if (err.status === 529 || err.type === 'overloaded_error') return new BotError('overloaded', detail);
    if (err.status === 404) return new BotError('model_not_found', detail);
    if (err.status !== undefined && err.status >= 500) return new BotError('unavailable', detail);
  }
  return new BotError('unexpected', detail);
}

function toChunk(event: MessageStreamEvent): BotChunk | null {
  if (event.type !== 'content_block_delta') return null;
  if (event.delta.type === 'text_delta') return { type: 'text', delta: event.delta.text };
  if (event.delta.type === 'thinking_delta') return { type: 'thinking', delta: event.delta.thinking };
  return null;
}

export function buildParams(opts: AnthropicProviderOptions, request: BotRequest) {
  const maxTokens = opts.maxTokens ?? 1024;
  const budget = Math.max(0, (opts.historyTokenBudget ?? 12_000) - approxTokens(request.system));
  const messages: MessageParam[] = trimHistory(request.history, budget).map(({ role, content }) => ({ role, content }));
  const base = { model: pickModel(opts, request), system: request.system, messages };
  if (request.botKey !== REASONING_BOT) return { ...base, max_tokens: maxTokens };
  const budgetTokens = Math.max(1024, opts.thinkingBudget ?? 2048);
  // the thinking budget counts inside max_tokens, so the answer keeps its own maxTokens on top
  return { ...base, max_tokens: budgetTokens + maxTokens, thinking: { type: 'enabled' as const, budget_tokens: budgetTokens } };
}

/** aborts when the caller aborts or when the open stream stays silent for idleMs */
function watchdog(signal: AbortSignal, idleMs: number) {
  const controller = new AbortController();
  const state = { timedOut: false };
  let timer: NodeJS.Timeout | undefined;
  const onAbort = () => controller.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  if (signal.aborted) controller.abort();
  return {
    signal: controller.signal,
    state,
    kick() {
      clearTimeout(timer);
      timer = setTimeout(() => { state.timedOut = true; controller.abort(); }, idleMs);
    },
    stop() {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    },
  };
}

export function createAnthropicBotProvider(opts: AnthropicProviderOptions): BotProvider {
  const timeout = opts.timeoutMs ?? 60_000;
  // logLevel off: on a parse error the SDK would log raw stream chunks, which hold people's conversations
  const client = new Anthropic({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries: 0, timeout, logLevel: 'off' });
  return {
    name: 'anthropic',
    async *stream(request: BotRequest): AsyncIterable<BotChunk> {
      const guard = watchdog(request.signal, timeout);
      const outcome = (): Outcome => ({ connected, timedOut: guard.state.timedOut, aborted: request.signal.aborted });
      let connected = false;
      let stopped = false;
      const stream = client.messages.stream(buildParams(opts, request), { signal: guard.signal });
      stream.on('connect', () => { connected = true; guard.kick(); });
      // counted as events arrive, not as we read them, so a slow reader never looks like a silent server
      stream.on('streamEvent', () => guard.kick());
      try {
        for await (const event of stream) {
          if (event.type === 'message_stop') stopped = true;
          const chunk = toChunk(event);
          if (chunk) yield chunk;
        }
        // the iterator can end quietly on an error that came while no read was pending
        await stream.done();
        if (!stopped) throw new BotError(outcome().timedOut ? 'timeout' : 'interrupted', 'anthropic: stream ended before message_stop');
      } catch (err) {
        throw toBotError(err, outcome());
      } finally {
        guard.stop();
        if (!stopped) stream.abort();
      }
    },
  };
}
