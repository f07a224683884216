import type { TimelineItem } from '../../../../../shared/api';
import { isPagedIn, keepViewerFlags, normalizeItems, type TimelineData } from './timeline-logic';

/** A page of older timeline items (`GET …/timeline?before=`), in timeline order. */
export interface TimelinePage {
  messages: TimelineItem[];
  before: string | null;
  beginning: boolean;
  /** the chat's seq the page was read at (absent from older servers: every live copy is then taken as newer) */
  last_seq?: number;
}

export function applyOlderLoading(data: TimelineData): TimelineData {
  return data.older === 'loading' ? data : { ...data, older: 'loading' };
}

/**
 * Per item, the newer of the page's copy (read at `asOf`) and one a live event brought while the item was
 * not shown yet (an edit, a reply completing, a deletion): the room's copy has no viewer flags, the page's has.
 */
function newerCopy(item: TimelineItem, outside: TimelineData['outside'], asOf: number | undefined): TimelineItem {
  const live = outside[item.id];
  return live && (asOf === undefined || live.seq > asOf) ? keepViewerFlags(live.item, item) : item;
}

/**
 * The page just older than the items shown, asked with the cursor `requested`. When the items were replaced
 * meanwhile (a reload), the cursor no longer matches and the page is dropped. Items already shown keep their
 * copy (live events kept it current); the page's items take a live copy newer than the page.
 */
export function applyOlderPage(data: TimelineData, requested: string, page: TimelinePage): TimelineData {
  if (data.before !== requested) return data;
  const fresh = page.messages.map((item) => newerCopy(item, data.outside, page.last_seq));
  const items = normalizeItems([...fresh, ...data.items]);
  // A cursor that does not move would ask for the same page forever.
  const beginning = page.beginning || page.before === null || page.before === requested;
  const next: TimelineData = { ...data, items, before: beginning ? null : page.before, beginning, older: 'idle' };
  return { ...next, outside: stillOutside(next, page.last_seq) };
}

/** Live copies still worth keeping: of items not paged in yet, and newer than what the page was read at. */
function stillOutside(data: TimelineData, asOf: number | undefined): TimelineData['outside'] {
  const kept = Object.entries(data.outside).filter(([, live]) => !isPagedIn(data, live.item) && (asOf === undefined || live.seq > asOf));
  return kept.length === Object.keys(data.outside).length ? data.outside : Object.fromEntries(kept);
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
