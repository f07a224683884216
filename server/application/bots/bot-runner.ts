import type { MessageItem } from '../../../shared/api.js';
import type { Language } from '../../../shared/validation.js';
import type { TimelineState } from '../../domain/timeline.js';
import { viewTimeline } from '../../domain/timeline.js';
import type { Broadcaster } from '../broadcaster.js';
import type { ChatStreams } from '../chats/chat-streams.js';
import { BotError, type BotProvider, type BotTurn } from '../ports.js';
import type { Catalogue } from './catalogue.js';
import type { LiveStreams } from './live-streams.js';

const HISTORY_TURNS = 40;
const REPLY_TIMEOUT_MS = 120_000;

export interface ReplyJob {
  chatId: string;
  messageId: string;
  botKey: string;
  language: Language;
  premium: boolean;
  timeline: TimelineState;
  /** gives back the daily allowance when the reply fails */
  refund: () => Promise<void>;
  /** the message was screened as a risk: the reply follows the safe-messaging guidance */
  safety: boolean;
}

/** The conversation so far as the provider sees it: readable user and bot turns, oldest first. */
export function historyOf(timeline: TimelineState): BotTurn[] {
  return viewTimeline(timeline, null)
    .filter((i): i is MessageItem => i.kind === 'message' && !!i.message && i.deleted_at_timestamp === null && i.status === 'OK')
    .slice(-HISTORY_TURNS)
    .map((i) => ({ role: i.sender === 'bot' ? 'assistant' : 'user', content: i.message as string }));
}

export function createBotRunner(deps: {
  provider: BotProvider; catalogue: Catalogue; streams: ChatStreams; live: LiveStreams; broadcaster: Broadcaster;
  log: (line: string) => void;
}) {
  const running = new Set<Promise<void>>();

  async function stream(job: ReplyJob, signal: AbortSignal) {
    const request = {
      botKey: job.botKey, language: job.language, premium: job.premium, signal,
      system: deps.catalogue.system(job.botKey, job.language, job.safety), history: historyOf(job.timeline),
    };
    for await (const chunk of deps.provider.stream(request)) {
      const thinking = chunk.type === 'thinking';
      const index = deps.live.push(job.chatId, job.messageId, chunk.delta, thinking);
      deps.broadcaster.botToken({ chatId: job.chatId, messageId: job.messageId, index, delta: chunk.delta, thinking });
    }
  }

  async function run(job: ReplyJob) {
    deps.live.begin(job.chatId, job.messageId);
    let failure: string | null = null;
    try {
      await stream(job, AbortSignal.timeout(REPLY_TIMEOUT_MS));
    } catch (error) {
      failure = error instanceof BotError ? error.failure : (error as Error)?.name === 'TimeoutError' ? 'timeout' : 'unexpected';
      if (!(error instanceof BotError)) deps.log(`bot ${job.botKey} failed: ${(error as Error)?.message}`);
    }
    const text = deps.live.textOf(job.chatId, job.messageId);
    await complete(job, text, failure);
    deps.live.end(job.chatId, job.messageId);
    deps.broadcaster.botDone({ chatId: job.chatId, messageId: job.messageId, status: failure ? 'ERROR' : 'OK' });
    if (failure) await job.refund();
  }

  async function complete(job: ReplyJob, text: string, failure: string | null) {
    const command = { type: 'complete_bot_reply' as const, messageId: job.messageId, text, status: failure ? 'ERROR' as const : 'OK' as const, errorCode: failure };
    try {
      await deps.streams.execute(job.chatId, `bot:${job.botKey}`, () => command);
    } catch (error) {
      // The chat may have been deleted while the reply streamed; there is nothing left to record it in.
      deps.log(`bot reply ${job.messageId} not recorded: ${(error as Error)?.message}`);
    }
  }

  function track(work: Promise<unknown>): Promise<void> {
    const task = work.then(() => undefined).finally(() => running.delete(task));
    running.add(task);
    return task;
  }

  return {
    start: (job: ReplyJob): Promise<void> => track(run(job)),
    /** background work tied to replies (topic tagging), awaited by `idle` like the replies themselves */
    track,
    /** resolves when every reply in flight has been recorded; used at shutdown and by tests */
    idle: () => Promise.all([...running]).then(() => undefined),
  };
}

export type BotRunner = ReturnType<typeof createBotRunner>;
