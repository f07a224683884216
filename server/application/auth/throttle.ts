import { AppError } from '../errors.js';
import type { Clock, Counters } from '../ports.js';

export const THROTTLE_WINDOW_MS = 15 * 60_000;

export interface Throttle {
  /** counts one attempt on every key; refuses when any key is over its limit in the current window */
  attempt(limits: ReadonlyArray<readonly [key: string, limit: number]>): Promise<void>;
}

/** Fixed windows: simple, shared by every node through the store, and every attempt counts (not only failures). */
export function createThrottle(counters: Counters, clock: Clock): Throttle {
  return {
    async attempt(limits) {
      const windowStart = Math.floor(clock() / THROTTLE_WINDOW_MS) * THROTTLE_WINDOW_MS;
      const counts = await Promise.all(limits.map(([key]) => counters.hit(key, windowStart)));
      if (counts.some((count, i) => count > limits[i][1])) throw new AppError('rate_limited', 'rate_limited');
    },
  };
}
