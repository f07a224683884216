/**
 * Groups items by creation date the way the chat lists show them: today, yesterday, last week (7 days),
 * last month, older. Pure: `now` is passed in so it can be tested.
 */
export const DATE_GROUPS = ['today', 'yesterday', 'lastWeek', 'lastMonth', 'older'] as const;
export type DateGroup = (typeof DATE_GROUPS)[number];

const DAY = 24 * 60 * 60 * 1000;

function startOfDay(timestamp: number): number {
  const d = new Date(timestamp);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

export function dateGroupOf(timestamp: number, now: number): DateGroup {
  const today = startOfDay(now);
  if (timestamp >= today) return 'today';
  const yesterday = startOfDay(today - 1);
  if (timestamp >= yesterday) return 'yesterday';
  if (timestamp >= today - 7 * DAY) return 'lastWeek';
  const monthAgo = new Date(today);
  monthAgo.setMonth(monthAgo.getMonth() - 1);
  if (timestamp >= monthAgo.getTime()) return 'lastMonth';
  return 'older';
}

export interface DateSection<T> {
  group: DateGroup;
  items: T[];
}

/** Newest first inside each group; groups in DATE_GROUPS order; empty groups left out. */
export function groupByDate<T>(items: readonly T[], timestampOf: (item: T) => number, now: number): DateSection<T>[] {
  const sorted = [...items].sort((a, b) => timestampOf(b) - timestampOf(a));
  const buckets = new Map<DateGroup, T[]>();
  for (const item of sorted) {
    const group = dateGroupOf(timestampOf(item), now);
    const bucket = buckets.get(group);
    if (bucket) bucket.push(item);
    else buckets.set(group, [item]);
  }
  return DATE_GROUPS.filter((group) => buckets.has(group)).map((group) => ({ group, items: buckets.get(group)! }));
}
