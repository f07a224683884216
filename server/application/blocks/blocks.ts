import type { BlockEntry } from '../../../shared/moderation.js';
import { AppError } from '../errors.js';
import type { Clock, Store } from '../ports.js';

/** Whether `blocker` has blocked `other`: what sharing, direct messages and replies ask before they go ahead. */
export type BlockCheck = (blocker: string, other: string) => Promise<boolean>;

/** The most people one person may block: a bound on what one list can grow to (docs/api.md). */
export const MAX_BLOCKS = 1000;

/**
 * Blocking a person (issue 14). They are never told: what they try against the blocker is refused with the
 * answer an unknown person or message gets, and nothing else changes for them.
 */
export function createBlocks(deps: { store: Store; clock: Clock }) {
  const { blocks } = deps.store.moderation;

  /** The stored spelling of the name, or the 404 of a person who does not exist. */
  async function person(username: string): Promise<string> {
    const user = await deps.store.users.byUsername(username);
    if (!user) throw new AppError('not_found', 'user_not_found');
    return user.username;
  }

  return {
    blocked: ((blocker, other) => blocks.has(blocker, other)) as BlockCheck,

    async block(me: string, username: string): Promise<BlockEntry> {
      const name = await person(username);
      if (name.toLowerCase() === me.toLowerCase()) throw new AppError('invalid', 'cannot_block_self');
      const mine = await blocks.list(me);
      const existing = mine.find((b) => b.username.toLowerCase() === name.toLowerCase());
      if (existing) return { username: existing.username, created_at_timestamp: existing.at };
      if (mine.length >= MAX_BLOCKS) throw new AppError('conflict', 'too_many_blocks');
      const at = deps.clock();
      await blocks.put(me, name, at);
      return { username: name, created_at_timestamp: at };
    },

    /** Unblocking someone who was not blocked (or no longer exists) changes nothing and says so no differently. */
    async unblock(me: string, username: string): Promise<void> {
      await blocks.delete(me, username);
    },

    async list(me: string): Promise<BlockEntry[]> {
      return (await blocks.list(me)).map((b) => ({ username: b.username, created_at_timestamp: b.at }));
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocks>;
