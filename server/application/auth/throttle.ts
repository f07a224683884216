import { AppError } from '../errors.js';
import type { Clock, Counters } from '../ports.js';

export const THROTTLE_WINDOW_MS = 15 * 60_000;

export interface Throttle {
  /**
   * Counts one attempt on each key in order, broadest first, and refuses at the first key already at its limit.
   * A key at its limit is not counted again, and the keys after it are not touched: refused attempts add no rows.
   */
  attempt(limits: ReadonlyArray<readonly [key: string, limit: number]>): Promise<void>;
}

/**
 * Fixed windows: simple, shared by every node through the store, and every attempt counts (not only failures).
 * Rows of windows that have ended are pruned once per window by each node, so the table holds one window's keys.
 */
export function createThrottle(counters: Counters, clock: Clock): Throttle {
  let prunedBefore = 0;
  return {
    async attempt(limits) {
      const windowStart = Math.floor(clock() / THROTTLE_WINDOW_MS) * THROTTLE_WINDOW_MS;
      if (windowStart > prunedBefore) {
        prunedBefore = windowStart;
        await counters.pruneHits(windowStart);
      }
      for (const [key, limit] of limits) {
        const { ok } = await counters.hitBelow(key, windowStart, limit);
        if (!ok) throw new AppError('rate_limited', 'rate_limited');
      }
    },
  };
}
