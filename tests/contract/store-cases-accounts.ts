import { describe, expect, it } from 'vitest';
import { DuplicateUser } from '../../server/application/ports.js';
import type { OpenStore } from './store-engines.js';
import { rejection, useStore, user } from './store-fixtures.js';

export function accountCases(open: OpenStore): void {
  const store = useStore(open);

  describe('users', () => {
    it('given a user, when looked up by username or e-mail in another case, then the record comes back as stored', async () => {
      const alice = user({ username: 'Alice', email: 'Alice@Example.com', googleSub: 'g-1', verified: true });
      await store().users.create(alice);
      expect(await store().users.byUsername('aLICE')).toEqual(alice);
      expect(await store().users.byEmail('alice@EXAMPLE.com')).toEqual(alice);
      expect(await store().users.byGoogleSub('g-1')).toEqual(alice);
      expect(await store().users.byGoogleSub('g-2')).toBeNull();
      expect(await store().users.byUsername('bob')).toBeNull();
    });

    it('given a user, when another is created with the same username, e-mail or Google id in any case, then DuplicateUser names the field', async () => {
      await store().users.create(user({ username: 'alice', email: 'alice@example.com', googleSub: 'g-1' }));

      const byName = await rejection(store().users.create(user({ username: 'ALICE', email: 'other@example.com' })));
      const byEmail = await rejection(store().users.create(user({ username: 'alice2', email: 'ALICE@example.COM' })));
      const bySub = await rejection(store().users.create(user({ username: 'alice3', email: 'a3@example.com', googleSub: 'g-1' })));

      expect(byName).toBeInstanceOf(DuplicateUser);
      expect(byName).toMatchObject({ field: 'username' });
      expect(byEmail).toMatchObject({ field: 'email' });
      expect(bySub).toMatchObject({ field: 'googleSub' });
      expect(await store().users.count()).toBe(1);
    });

    it('given users without a Google id, when several are created, then the missing ids do not collide', async () => {
      await store().users.create(user({ username: 'alice', email: 'a@example.com' }));
      await store().users.create(user({ username: 'bobby', email: 'b@example.com' }));
      expect(await store().users.count()).toBe(2);
    });

    it('given a user, when patched, then only the given fields change and the new e-mail is unique too', async () => {
      await store().users.create(user());
      await store().users.create(user({ username: 'bobby', email: 'bob@example.com' }));

      await store().users.update('ALICE', { email: 'New@Example.com', verified: true, role: 'admin', passwordHash: undefined });
      const taken = await rejection(store().users.update('alice', { email: 'BOB@example.com' }));
      await store().users.update('nobody', { verified: true });

      expect(await store().users.byEmail('new@example.com')).toEqual(user({ email: 'New@Example.com', verified: true, role: 'admin' }));
      expect(await store().users.byEmail('alice@example.com')).toBeNull();
      expect(taken).toMatchObject({ field: 'email' });
      expect(await store().users.count()).toBe(2);
    });

    it('given a user, when deleted, then the username and e-mail are free again', async () => {
      await store().users.create(user());
      await store().users.delete('Alice');
      expect(await store().users.byUsername('alice')).toBeNull();
      expect(await store().users.count()).toBe(0);
      await store().users.create(user());
      expect(await store().users.count()).toBe(1);
    });
  });

  describe('sessions', () => {
    it('given a session, when found before, at and after expiry, then only before expiry yields the username', async () => {
      await store().sessions.create('s1', 'alice', 2_000);
      expect(await store().sessions.find('s1', 1_999)).toBe('alice');
      expect(await store().sessions.find('s1', 2_000)).toBeNull();
      expect(await store().sessions.find('s1', 1_000)).toBeNull();
      expect(await store().sessions.find('unknown', 0)).toBeNull();
    });

    it('given sessions of two users, when one session and then one user are deleted, then the other user keeps theirs', async () => {
      await store().sessions.create('a1', 'alice', 9_000);
      await store().sessions.create('a2', 'alice', 9_000);
      await store().sessions.create('b1', 'bob', 9_000);

      await store().sessions.delete('a1');
      expect(await store().sessions.find('a1', 0)).toBeNull();
      expect(await store().sessions.find('a2', 0)).toBe('alice');

      await store().sessions.deleteForUser('alice');
      expect(await store().sessions.find('a2', 0)).toBeNull();
      expect(await store().sessions.find('b1', 0)).toBe('bob');
    });
  });

  describe('one-time tokens', () => {
    it('given a token, when 10 consumers race for it, then exactly one gets the username', async () => {
      await store().tokens.create('h1', 'reset', 'alice', 5_000);
      const results = await Promise.all(Array.from({ length: 10 }, () => store().tokens.consume('h1', 'reset', 1_000)));
      expect(results.filter((r) => r === 'alice')).toHaveLength(1);
      expect(results.filter((r) => r === null)).toHaveLength(9);
      expect(await store().tokens.consume('h1', 'reset', 1_000)).toBeNull();
    });

    it('given tokens, when consumed expired, with the wrong kind or unknown, then they are refused and stay usable if valid', async () => {
      await store().tokens.create('h1', 'verify', 'alice', 5_000);
      expect(await store().tokens.consume('h1', 'verify', 5_000)).toBeNull();
      expect(await store().tokens.consume('h1', 'reset', 1_000)).toBeNull();
      expect(await store().tokens.consume('nope', 'verify', 1_000)).toBeNull();
      expect(await store().tokens.consume('h1', 'verify', 4_999)).toBe('alice');
    });

    it('given tokens of two kinds, when one kind is deleted for the user, then the other kind still works', async () => {
      await store().tokens.create('v1', 'verify', 'alice', 5_000);
      await store().tokens.create('r1', 'reset', 'alice', 5_000);
      await store().tokens.create('v2', 'verify', 'bob', 5_000);
      await store().tokens.deleteForUser('alice', 'verify');
      expect(await store().tokens.consume('v1', 'verify', 0)).toBeNull();
      expect(await store().tokens.consume('r1', 'reset', 0)).toBe('alice');
      expect(await store().tokens.consume('v2', 'verify', 0)).toBe('bob');
    });
  });
}
