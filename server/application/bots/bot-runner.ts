import type { MessageItem } from '../../../shared/api.js';
import type { Language } from '../../../shared/validation.js';
import type { TimelineState } from '../../domain/timeline.js';
import { DomainError } from '../../domain/errors.js';
import { viewTimeline } from '../../domain/timeline.js';
import type { Broadcaster } from '../broadcaster.js';
import type { ChatStreams } from '../chats/chat-streams.js';
import { BotError, type BotProvider, type BotTurn } from '../ports.js';
import type { Catalogue } from './catalogue.js';
import { ANALYSIS_PROMPT, SAFETY_REPLY, analysisDue, localAnalysisSummary, mbtiReply, type Assessment } from './scripted.js';
import type { LiveReplies } from './live-replies.js';
import type { ReplyLeaseKeeper } from './reply-leases.js';

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
  /** the chat was flagged within the last SAFE_PROMPT_TURNS user turns: the reply follows the safe-messaging guidance */
  safety: boolean;
  /** the message answered was itself shown with crisis lines: scripted bots answer it with support instead */
  atRisk: boolean;
  /** the chat already holds a questionnaire or analysis result */
  assessed: boolean;
  /** a diary chat's day (YYYY-MM-DD), null elsewhere */
  day: string | null;
}

const SHOWN: ReadonlySet<MessageItem['status']> = new Set(['OK', 'STOPPED']);

/**
 * The conversation so far as the provider sees it: readable user and bot turns, oldest first. With `replyId`,
 * it ends at the message that reply answers, so a regenerated reply is not shown the answer it replaces.
 */
export function historyOf(timeline: TimelineState, replyId?: string): BotTurn[] {
  const items = viewTimeline(timeline, null);
  const reply = replyId ? timeline.entries.get(replyId) : undefined;
  const answered = reply?.kind === 'message' ? items.findIndex((i) => i.id === reply.answerId) : -1;
  return (answered >= 0 ? items.slice(0, answered + 1) : items)
    .filter((i): i is MessageItem => i.kind === 'message' && !!i.message && i.deleted_at_timestamp === null && SHOWN.has(i.status))
    .slice(-HISTORY_TURNS)
    .map((i) => ({ role: i.sender === 'bot' ? 'assistant' : 'user', content: i.message as string }));
}

/** Rejects once the reply is stopped, so Stop never waits on a provider still holding its stream open. */
function untilStopped(stop: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (stop.aborted) reject(new BotError('interrupted'));
    stop.addEventListener('abort', () => reject(new BotError('interrupted')), { once: true });
  });
}

export function createBotRunner(deps: {
  provider: BotProvider; catalogue: Catalogue; streams: ChatStreams; live: LiveReplies; broadcaster: Broadcaster;
  log: (line: string) => void; leases: ReplyLeaseKeeper;
}) {
  const running = new Set<Promise<void>>();
  /** how to stop each reply this node streams (Stop, or its deletion), and when it is recorded */
  const stoppable = new Map<string, { controller: AbortController; recorded: Promise<void> }>();

  function emit(job: ReplyJob, delta: string, thinking: boolean, signal: AbortSignal) {
    // a stopped reply sends nothing more, even what the provider had already handed over
    if (signal.aborted) return;
    const index = deps.live.push(job.chatId, job.messageId, delta, thinking);
    deps.broadcaster.botToken({ chatId: job.chatId, messageId: job.messageId, index, delta, thinking });
  }

  /** Streams the reply; returns the assessment to record once the reply is stored, if any. */
  async function stream(job: ReplyJob, signal: AbortSignal): Promise<Assessment | null> {
    if (job.botKey === 'mbti') {
      // someone at risk gets support, not the next statement; the questionnaire resumes with their next answer
      const reply = job.atRisk ? { text: SAFETY_REPLY[job.language], assessment: null } : mbtiReply(job.timeline, job.language, job.assessed);
      for (const word of reply.text.match(/\S+\s*/g) ?? []) emit(job, word, false, signal);
      return reply.assessment;
    }
    const request = {
      // the request's flag is the answered message's own (the local provider's crisis reply); the prompt follows the chat
      botKey: job.botKey, language: job.language, premium: job.premium, signal, safety: job.atRisk,
      system: deps.catalogue.system(job.botKey, job.language, job.safety, job.day), history: historyOf(job.timeline, job.messageId),
    };
    for await (const chunk of deps.provider.stream(request)) emit(job, chunk.delta, chunk.type === 'thinking', signal);
    return null;
  }

  /** The guided analysis ends with a summary card once the person has said enough, never right after a message at risk. */
  async function analysis(job: ReplyJob): Promise<Assessment | null> {
    if (job.botKey !== 'psychoanalysis' || job.atRisk || !analysisDue(job.timeline, job.assessed)) return null;
    const fallback = (): Assessment => ({ kind: 'psychoanalysis', text: localAnalysisSummary(job.timeline, job.language) });
    if (deps.provider.name === 'local') return fallback();
    try {
      let text = '';
      const request = {
        botKey: job.botKey, language: job.language, premium: job.premium, signal: AbortSignal.timeout(REPLY_TIMEOUT_MS),
        system: ANALYSIS_PROMPT[job.language], history: historyOf(job.timeline),
      };
      for await (const chunk of deps.provider.stream(request)) if (chunk.type === 'text') text += chunk.delta;
      return text.trim() ? { kind: 'psychoanalysis', text: text.trim() } : fallback();
    } catch {
      return fallback();
    }
  }

  /** A stopped reply keeps what it streamed and its cost: only a failure gives the allowance back. */
  async function run(job: ReplyJob, stop: AbortSignal) {
    deps.live.begin(job.chatId, job.messageId);
    let failure: string | null = null;
    let assessment: Assessment | null = null;
    try {
      const streaming = stream(job, AbortSignal.any([stop, AbortSignal.timeout(REPLY_TIMEOUT_MS)]));
      // a provider that does not heed the signal at once may end (or fail) later: by then nothing waits for it
      streaming.catch(() => undefined);
      assessment = await Promise.race([streaming, untilStopped(stop)]);
    } catch (error) {
      failure = error instanceof BotError ? error.failure : (error as Error)?.name === 'TimeoutError' ? 'timeout' : 'unexpected';
      if (!(error instanceof BotError) && !stop.aborted) deps.log(`bot ${job.botKey} failed: ${(error as Error)?.message}`);
    }
    const status = stop.aborted ? 'STOPPED' : failure ? 'ERROR' : 'OK';
    const text = deps.live.textOf(job.chatId, job.messageId);
    const ours = await complete(job, text, status, status === 'ERROR' ? failure : null);
    // given back before the lease goes: a node that dies in between leaves the sweep nothing to give back twice
    if (status === 'ERROR' && ours) await job.refund();
    await deps.leases.release(job.messageId).catch((error) => deps.log(`lease not released: ${(error as Error)?.message}`));
    deps.live.end(job.chatId, job.messageId);
    deps.broadcaster.botDone({ chatId: job.chatId, messageId: job.messageId, status });
    if (status !== 'OK') return;
    assessment ??= await analysis(job);
    if (assessment) await record(job, assessment);
  }

  async function record(job: ReplyJob, assessment: Assessment) {
    const command = { type: 'record_assessment' as const, kind: assessment.kind, text: assessment.text };
    await deps.streams.execute(job.chatId, `bot:${job.botKey}`, () => command)
      .catch((error) => deps.log(`assessment not recorded: ${(error as Error)?.message}`));
  }

  /** false when another node already ended the reply as interrupted (and gave its allowance back) */
  async function complete(job: ReplyJob, text: string, status: 'OK' | 'ERROR' | 'STOPPED', failure: string | null): Promise<boolean> {
    const command = { type: 'complete_bot_reply' as const, messageId: job.messageId, text, status, errorCode: failure };
    try {
      await deps.streams.execute(job.chatId, `bot:${job.botKey}`, () => command);
      return true;
    } catch (error) {
      // The chat may have been deleted while the reply streamed; there is nothing left to record it in.
      deps.log(`bot reply ${job.messageId} not recorded: ${(error as Error)?.message}`);
      return !(error instanceof DomainError && error.code === 'reply_already_completed');
    }
  }

  function track(work: Promise<unknown>): Promise<void> {
    const task = work.then(() => undefined).finally(() => running.delete(task));
    running.add(task);
    return task;
  }

  return {
    /** a lease for a reply about to be appended as started (reply-leases.ts); `release` if it is not */
    reserve: deps.leases.reserve,
    release: deps.leases.release,
    start(job: ReplyJob): Promise<void> {
      const controller = new AbortController();
      const recorded = track(run(job, controller.signal));
      stoppable.set(job.messageId, { controller, recorded });
      const forget = () => { stoppable.delete(job.messageId); };
      recorded.then(forget, forget);
      return recorded;
    },
    /** Stops a reply streamed by this node; resolves true once it is recorded as STOPPED, false if it is not here. */
    async stop(messageId: string): Promise<boolean> {
      const reply = stoppable.get(messageId);
      if (!reply) return false;
      reply.controller.abort();
      await reply.recorded.catch(() => undefined);
      return true;
    },
    /** background work tied to replies (topic tagging), awaited by `idle` like the replies themselves */
    track,
    /** resolves when every reply in flight has been recorded; used at shutdown and by tests */
    idle: () => Promise.all([...running]).then(() => undefined),
  };
}

export type BotRunner = ReturnType<typeof createBotRunner>;
