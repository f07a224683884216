import type { TimelineItem } from '../../../../../shared/api';
import { normalizeItems, type TimelineData } from './timeline-logic';

/** A page of older timeline items (`GET …/timeline?before=`), in timeline order. */
export interface TimelinePage {
  messages: TimelineItem[];
  before: string | null;
  beginning: boolean;
}

export function applyOlderLoading(data: TimelineData): TimelineData {
  return data.older === 'loading' ? data : { ...data, older: 'loading' };
}

/**
 * The page just older than the items shown, asked with the cursor `requested`. When the items were replaced
 * meanwhile (a reload), the cursor no longer matches and the page is dropped. Items already shown keep the
 * copy with the higher seq (a live change may be newer than the page).
 */
export function applyOlderPage(data: TimelineData, requested: string, page: TimelinePage): TimelineData {
  if (data.before !== requested) return data;
  const items = normalizeItems([...page.messages, ...data.items]);
  // A cursor that does not move would ask for the same page forever.
  const beginning = page.beginning || page.before === null || page.before === requested;
  return { ...data, items, before: beginning ? null : page.before, beginning, older: 'idle' };
}

export function applyOlderFailed(data: TimelineData, requested: string): TimelineData {
  return data.before === requested ? { ...data, older: 'failed' } : data;
}

/**
 * Lowers Virtuoso's first index by the number of items that went in front of the first one shown, so the
 * list keeps the reading position when older items are put above it. A fresh page (new epoch) sets its own.
 */
export function withFirstIndex(prev: TimelineData, next: TimelineData): TimelineData {
  if (next.epoch !== prev.epoch || next.items === prev.items || prev.items.length === 0) return next;
  const first = prev.items[0].id;
  const shift = next.items.findIndex((item) => item.id === first);
  if (shift <= 0) return next;
  return { ...next, firstIndex: prev.firstIndex - shift };
}
