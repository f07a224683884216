import { createHmac } from 'node:crypto';
import { canRead } from '../../../domain/chat/access.js';
import { DomainError } from '../../../domain/errors.js';
import type { ErasurePorts } from './ports.js';
import { eraseFromEvents } from './erase-events.js';
import { targetUser } from '../accounts.js';
import { eraseModeration } from '../../moderation/erase.js';

/**
 * `DELETE /api/users/me`: the person's own chats are deleted (keys shredded), their traces in other people's
 * chats are rewritten to an opaque pseudonym with their words dropped, and every record keyed by them goes.
 * The user row goes last, so a failure half-way can simply be retried by the same signed-in person.
 */
export function createErasure(deps: ErasurePorts) {
  const { store } = deps;
  const pseudonymKey = createHmac('sha256', deps.linkSecret).update('psycare erasure pseudonym v1').digest();

  /**
   * One person, one pseudonym, whatever the attempt: a retry after a crash finds the chats the first attempt
   * already rewrote (by the pseudonym) and finishes them. Keyed by a secret and the account's creation time,
   * which goes with the account, so it cannot be recomputed from a username, and a later namesake gets another.
   * '-' is not allowed in usernames, so no account can ever be given this name.
   */
  const pseudonymOf = (username: string, createdAt: number) =>
    `deleted-${createHmac('sha256', pseudonymKey).update(`${username.toLowerCase()}|${createdAt}`).digest('hex').slice(0, 12)}`;

  /** Rewrites the log under the chat's lock, then appends `author_erased` so every node refolds (chat-cache). */
  async function eraseFromChat(chatId: string, username: string, pseudonym: string): Promise<string[]> {
    await deps.streams.withLock(chatId, async () => {
      const rewrites = eraseFromEvents(await store.events.read(chatId), username, pseudonym);
      await store.events.rewrite(chatId, rewrites);
      // the read model and snapshots still name the person: they are projected again from the rewritten log
      await deps.cache.discard(chatId);
    });
    const { view } = await deps.streams.execute(chatId, 'system', () => ({ type: 'erase_author', pseudonym }));
    await deps.broadcaster.evict(chatId, (u) => u !== username && canRead(view.state, u));
    return [view.state.owner, ...view.state.sharedWith];
  }

  async function deleteOwnChats(username: string) {
    for (const chat of await store.chats.listForOwner(username)) {
      try {
        await deps.actions.deleteChat(chat.id, username);
      } catch (error) {
        // gone already (a concurrent delete); its summary may be left behind by a crash: drop it too
        if (!(error instanceof DomainError)) throw error;
        await store.chats.delete(chat.id);
      }
    }
  }

  return async function eraseAccount(username: string): Promise<void> {
    const user = await targetUser(store, username);
    const name = user.username;
    await deleteOwnChats(name);
    const pseudonym = pseudonymOf(name, user.createdAt);
    const audience = new Set<string>();
    const chats = new Set([...await store.events.streamsMentioning(name), ...await store.events.streamsMentioning(pseudonym)]);
    for (const chatId of chats) {
      for (const person of await eraseFromChat(chatId, name, pseudonym)) audience.add(person);
    }
    await Promise.all([
      store.follows.deleteForUser(name),
      store.invitations.deleteForUser(name),
      store.notifications.deleteForUser(name),
      store.mutes.deleteForUser(name),
      store.ratings.deleteForUser(name),
      store.directs.deleteForUser(name),
      store.applications.delete(name),
      store.uploads.deleteForOwner(name),
      store.profiles.delete(name),
      store.tokens.deleteForUser(name, 'verify'),
      store.tokens.deleteForUser(name, 'reset'),
      store.counters.forget(name),
      store.counters.forget(user.email),
      store.contacts.deleteForEmail(user.email),
      store.newsletter.deleteEmail(user.email),
      eraseModeration(store, name),
    ]);
    await store.sessions.deleteForUser(name);
    await store.users.delete(name);
    await store.scrub();
    deps.disconnectUser(name);
    audience.delete(name);
    deps.broadcaster.chatsChanged([...audience]);
  };
}

export type EraseAccount = ReturnType<typeof createErasure>;
