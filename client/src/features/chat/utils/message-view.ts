import type { MessageItem } from '../../../../../shared/api';
import type { LiveStream } from '../stores/timeline-logic';

export type BotErrorKey =
  | 'chat.errors.daily_limit_reached'
  | 'chat.errors.premium_required'
  | 'chat.errors.unavailable'
  | 'chat.errors.model_not_found'
  | 'chat.errors.unexpected';

/** The message text for a reply that failed, by the server's `error_code`. */
export function botErrorKey(code: string | null | undefined): BotErrorKey {
  switch (code) {
    case 'daily_limit_reached':
      return 'chat.errors.daily_limit_reached';
    case 'premium_required':
      return 'chat.errors.premium_required';
    case 'overloaded':
    case 'unavailable':
    case 'rate_limited':
      return 'chat.errors.unavailable';
    case 'model_not_found':
      return 'chat.errors.model_not_found';
    default:
      return 'chat.errors.unexpected';
  }
}

export type MessageView =
  | { kind: 'deleted' }
  | { kind: 'encrypted' }
  | { kind: 'pending' }
  | { kind: 'thinking' }
  | { kind: 'streaming'; text: string }
  | { kind: 'error'; errorKey: BotErrorKey; text: string | null }
  /** its owner stopped it: the words written until then */
  | { kind: 'stopped'; text: string | null }
  | { kind: 'text'; text: string };

/** What a message bubble shows, from the item and the live text of its reply (if it is being written). */
export function describeMessage(item: MessageItem, live: LiveStream | undefined): MessageView {
  if (item.deleted_at_timestamp !== null && item.deleted_at_timestamp !== undefined) return { kind: 'deleted' };
  if (item.status === 'PENDING') {
    if (live?.text) return { kind: 'streaming', text: live.text };
    if (live?.thinking) return { kind: 'thinking' };
    return { kind: 'pending' };
  }
  if (item.status === 'STOPPED') return { kind: 'stopped', text: item.message || null };
  if (item.status === 'ERROR' || !item.status) {
    // A reply cut short keeps the text written so far; the error line says why it stopped.
    return { kind: 'error', errorKey: botErrorKey(item.error_code), text: item.message || null };
  }
  if (item.message === null || item.message === undefined) return { kind: 'encrypted' };
  return { kind: 'text', text: item.message };
}
