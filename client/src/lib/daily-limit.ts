import type { UsageToday } from '../../../shared/api';

/** Every bot reply of today's allowance is spent (the server counts per UTC day). */
export function atDailyLimit(usage: UsageToday | null): boolean {
  return usage !== null && usage.used >= usage.limit;
}

/** When the allowance comes back: the next midnight UTC after `now`. */
export function nextReset(now: number): number {
  const today = new Date(now);
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1);
}
