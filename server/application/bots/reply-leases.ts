import { DomainError } from '../../domain/errors.js';
import type { ChatStreams } from '../chats/chat-streams.js';
import type { Clock, ReplyLease, Store } from '../ports.js';

export interface LeaseTiming {
  /** how long a lease lasts unless its node renews it */
  ttlMs: number;
  /** how often a node renews its leases and looks for lapsed ones (its heartbeat) */
  beatMs: number;
}
export const DEFAULT_LEASE_TIMING: LeaseTiming = { ttlMs: 5000, beatMs: 1000 };
const SWEEP_BATCH = 50;

export type Reservation = Omit<ReplyLease, 'node' | 'expiresAt'>;

/**
 * Every bot reply in flight has a lease in the store, taken before its `bot_reply_started` event is appended
 * and renewed by its node on every heartbeat. A lease that lapses means its node is gone (killed, crashed,
 * frozen past the TTL): whichever node sees it first claims it (one conditional delete), ends the reply as
 * ERROR `interrupted` and gives the day's allowance back, so the owner can retry at once.
 */
export function createReplyLeases(deps: { store: Store; streams: ChatStreams; clock: Clock; node: string; log: (line: string) => void; timing?: LeaseTiming }) {
  const { ttlMs, beatMs } = deps.timing ?? DEFAULT_LEASE_TIMING;
  const mine = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let beating = false;

  async function reserve(reply: Reservation) {
    await deps.store.leases.take({ ...reply, node: deps.node, expiresAt: deps.clock() + ttlMs });
    mine.add(reply.messageId);
  }

  async function release(messageId: string) {
    mine.delete(messageId);
    await deps.store.leases.release(messageId);
  }

  /** A reply someone already ended (its own node, just before dying) keeps its outcome and its allowance. */
  async function interrupt(lease: ReplyLease) {
    if (!(await deps.store.leases.release(lease.messageId, deps.clock()))) return;
    const command = { type: 'complete_bot_reply' as const, messageId: lease.messageId, text: '', status: 'ERROR' as const, errorCode: 'interrupted' };
    const ended = await deps.streams.execute(lease.chatId, `bot:${lease.botKey}`, () => command).then(
      () => true,
      (error) => !(error instanceof DomainError && error.code === 'reply_already_completed'),
    );
    if (ended && lease.quotaKey) await deps.store.counters.decrement(lease.quotaKey);
    deps.log(`bot reply ${lease.messageId} interrupted: its node ${lease.node} stopped renewing it`);
  }

  async function beat() {
    if (mine.size > 0) await deps.store.leases.renew(deps.node, deps.clock() + ttlMs);
    for (const lease of await deps.store.leases.expired(deps.clock(), SWEEP_BATCH)) await interrupt(lease);
  }

  return {
    reserve,
    release,
    start() {
      timer ??= setInterval(() => {
        if (beating) return;
        beating = true;
        beat().catch((error) => deps.log(`reply leases: ${(error as Error)?.message}`)).finally(() => { beating = false; });
      }, beatMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type ReplyLeaseKeeper = ReturnType<typeof createReplyLeases>;
