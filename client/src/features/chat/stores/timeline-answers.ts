import type { ChatSummary, MessageItem } from '../../../../../shared/api';
import { upsertItem, type TimelineData } from './timeline-logic';

/**
 * A message from this viewer's own HTTP answer (edit, delete, feedback), asked while the store was at
 * `sinceSeq`. The answer carries the viewer's own flags; everything else in it may already be older than a
 * broadcast that came in meanwhile (someone else voted): then only the flags are taken from it.
 */
export function applyOwnItem(data: TimelineData, item: MessageItem, sinceSeq: number | null): TimelineData {
  if (data.status !== 'ready') return data;
  const existing = data.items.find((i) => i.id === item.id);
  const broadcastSince = existing !== undefined && (data.touched[item.id] ?? -1) > (sinceSeq ?? -1);
  if (broadcastSince && existing.kind === 'message') {
    if (
      existing.is_positive_feedback_from_user === item.is_positive_feedback_from_user &&
      existing.is_negative_feedback_from_user === item.is_negative_feedback_from_user
    ) return data;
    const merged: MessageItem = {
      ...existing,
      is_positive_feedback_from_user: item.is_positive_feedback_from_user,
      is_negative_feedback_from_user: item.is_negative_feedback_from_user,
    };
    return { ...data, items: upsertItem(data.items, merged) };
  }
  return { ...data, items: upsertItem(data.items, item) };
}

/** A chat summary from an HTTP answer (close, open, share, tags…): kept unless a newer version is shown. */
export function applySummary(data: TimelineData, chat: ChatSummary): TimelineData {
  if (data.status !== 'ready') return data;
  if (data.chat && chat.version < data.chat.version) return data;
  return { ...data, chat };
}
