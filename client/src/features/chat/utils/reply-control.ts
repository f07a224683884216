import type { MessageItem, TimelineItem } from '../../../../../shared/api';

const isReply = (item: TimelineItem): item is MessageItem => item.kind === 'message' && item.sender === 'bot';

/** The bot reply being written now (not deleted), which its owner may stop; null when none is. */
export function streamingReply(items: readonly TimelineItem[]): MessageItem | null {
  return items.findLast((i): i is MessageItem => isReply(i) && i.status === 'PENDING' && i.deleted_at_timestamp === null) ?? null;
}

/**
 * The reply Regenerate is offered on: the latest bot reply, once it ended with words (OK or STOPPED) and no
 * reply is being written. A failed one has its own "Try again"; older replies are not offered (the server refuses them).
 */
export function regenerableReply(items: readonly TimelineItem[]): string | null {
  const latest = items.findLast(isReply);
  if (!latest || latest.deleted_at_timestamp !== null) return null;
  return latest.status === 'OK' || latest.status === 'STOPPED' ? latest.id : null;
}
