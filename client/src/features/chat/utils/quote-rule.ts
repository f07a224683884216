import type { TimelineItem } from '../../../../../shared/api';

/**
 * The replies whose quote says nothing new: they answer the message just above them (cards and event lines
 * between do not count). A quote shows only when a reply answers an older message than that one.
 */
export function redundantQuotes(items: readonly TimelineItem[]): Set<string> {
  const hidden = new Set<string>();
  let above: string | null = null;
  for (const item of items) {
    if (item.kind !== 'message' || item.status === 'LOG') continue;
    if (item.answer_message_id && item.answer_message_id === above) hidden.add(item.id);
    above = item.id;
  }
  return hidden;
}
