import type { StoredEvent } from '../../ports.js';

export interface Rewrite { seq: number; actor: string; data: unknown }

type Data = Record<string, unknown>;

/**
 * The events of one chat, as stored, with every trace of `username` taken out: the actor, the author of a
 * message, the voter of feedback become `pseudonym`; the person leaves share lists; the sealed text of their
 * messages, of their edits and of the titles taken from them is dropped, so not even the chat key can bring it back. Returns only the events
 * that change. Pure: the erasure use case writes the result with `events.rewrite`.
 */
export function eraseFromEvents(events: readonly StoredEvent[], username: string, pseudonym: string): Rewrite[] {
  const rewrites: Rewrite[] = [];
  for (const event of events) {
    let changed = event.actor === username;
    const actor = changed ? pseudonym : event.actor;
    let data = event.data;
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
      const before = data as Data;
      const after: Data = { ...before };
      const theirWords = (event.type === 'message_posted' && before.author === username) || (event.type === 'message_edited' && event.actor === username)
        || (event.type === 'chat_titled' && event.actor === username);
      if (before.author === username) Object.assign(after, { author: pseudonym, clientId: null });
      if (before.user === username) after.user = pseudonym;
      if (Array.isArray(before.users) && before.users.includes(username)) after.users = before.users.filter((u) => u !== username);
      if (theirWords && 'sealed' in before) after.sealed = null;
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        changed = true;
        data = after;
      }
    }
    if (changed) rewrites.push({ seq: event.seq, actor, data });
  }
  return rewrites;
}
