import type { Clock } from '../ports.js';

/** The most live `notification:new` pushes one chat raises for one person in a minute (docs/api.md). */
export const PUSHES_PER_CHAT_MINUTE = 10;
const WINDOW_MS = 60_000;
/** How many (person, chat) windows a node keeps at most: about 100 bytes each, so a few MB at worst. */
export const PUSH_WINDOWS_MAX = 50_000;

interface Window { start: number; pushes: number }

/**
 * Fixed one-minute windows per (person, chat), in this node's memory. The node that records an event notifies
 * for it, so with several nodes a flood spread over N nodes may push up to N times the cap: a bound still,
 * kept without a shared store round trip per notification. Expired windows are pruned when the map is full;
 * if it is still full, the oldest windows go (their next push is then allowed early, never lost).
 */
export function createPushWindow(clock: Clock, perMinute = PUSHES_PER_CHAT_MINUTE, max = PUSH_WINDOWS_MAX) {
  const windows = new Map<string, Window>();

  function prune(now: number) {
    for (const [key, window] of windows) if (now - window.start >= WINDOW_MS) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < max) break;
      windows.delete(key);
    }
  }

  return {
    /** takes a push from this person's window for this chat: false once the minute's pushes are spent */
    allow(username: string, chatId: string): boolean {
      const now = clock();
      const key = `${username}\u0000${chatId}`;
      const open = windows.get(key);
      if (open && now - open.start < WINDOW_MS) {
        if (open.pushes >= perMinute) return false;
        open.pushes++;
        return true;
      }
      windows.delete(key);
      if (windows.size >= max) prune(now);
      windows.set(key, { start: now, pushes: 1 });
      return true;
    },
    size: () => windows.size,
  };
}

export type PushWindow = ReturnType<typeof createPushWindow>;
