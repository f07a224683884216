import type { Clock, Counters } from '../ports.js';

/**
 * Claude calls that are not replies, per user and UTC day, counted apart from the reply allowance:
 * safety is never refused for being past the reply limit, and neither side is an unbounded cost.
 * Past its cap, each caller falls back to the local classifier.
 */
export const DAILY_CAPS = {
  /** second opinions on messages the local risk model scores as uncertain (bot chats only) */
  'risk-opinions': 30,
  /** topic labels of posts; also refused once the user's daily reply allowance is used up */
  'topic-labels': 40,
} as const;

export type BudgetKind = keyof typeof DAILY_CAPS;

export function createModelBudget(deps: { counters: Counters; clock: Clock }) {
  const keyFor = (kind: BudgetKind, username: string) =>
    `${kind}:${username.toLowerCase()}:${new Date(deps.clock()).toISOString().slice(0, 10)}`;
  return {
    /** takes one call from today's cap; false once it is used up */
    take: async (kind: BudgetKind, username: string): Promise<boolean> =>
      (await deps.counters.incrementBelow(keyFor(kind, username), DAILY_CAPS[kind])).ok,
    used: (kind: BudgetKind, username: string): Promise<number> => deps.counters.get(keyFor(kind, username)),
  };
}

export type ModelBudget = ReturnType<typeof createModelBudget>;
