import { AppError } from './errors.js';
import type { Clock, Store } from './ports.js';

export const DAILY_LIMITS = { basic: 20, 'user-premium': 50 } as const;

/** Bot replies per user per UTC day, counted atomically in the store so every node sees one count. */
export function createUsage(deps: { store: Store; clock: Clock }) {
  const keyFor = (username: string) => `bot-replies:${username.toLowerCase()}:${new Date(deps.clock()).toISOString().slice(0, 10)}`;

  async function subscriptionOf(username: string) {
    const user = await deps.store.users.byUsername(username);
    return user?.subscription ?? 'basic';
  }

  async function allowedBot(username: string, premiumBot: boolean) {
    const subscription = await subscriptionOf(username);
    if (premiumBot && subscription !== 'user-premium') throw new AppError('forbidden', 'premium_required');
    return subscription;
  }

  return {
    /** takes one reply from today's allowance; the returned key gives it back if the reply never happens */
    async take(username: string, premiumBot: boolean): Promise<string> {
      const subscription = await allowedBot(username, premiumBot);
      const key = keyFor(username);
      const { ok } = await deps.store.counters.incrementBelow(key, DAILY_LIMITS[subscription]);
      if (!ok) throw new AppError('forbidden', 'daily_limit_reached');
      return key;
    },
    /** refuses a premium bot to a basic user, for replies that spend no allowance */
    requirePremium: async (username: string) => void (await allowedBot(username, true)),
    giveBack: (key: string) => deps.store.counters.decrement(key),
    async today(username: string) {
      const subscription = await subscriptionOf(username);
      return { used: await deps.store.counters.get(keyFor(username)), limit: DAILY_LIMITS[subscription] };
    },
  };
}

export type Usage = ReturnType<typeof createUsage>;
