import { describe, expect, it } from 'vitest';
import type { ProfileRecord, UploadRecord } from '../../server/application/people/store-ports.js';
import type { OpenStore } from './store-engines.js';
import { newEvent, notification, useStore } from './store-fixtures.js';

const profile = (overrides: Partial<ProfileRecord> = {}): ProfileRecord => ({
  username: 'Alice', name: 'Alice', surname: 'Liddell', phone: '+34 600 000 000', license: 'M-123', countryIso: 'ES',
  description: 'Hi', experienceYears: 7, specialization: 'clinical', birthDate: '1980-01-02', nif: '12345678Z',
  showContact: false, verified: false, avatarId: null, updatedAt: 1_000, ...overrides,
});

const upload = (overrides: Partial<UploadRecord> = {}): UploadRecord => ({
  id: 'u1', owner: 'Alice', kind: 'document', contentType: 'application/pdf', size: 4, createdAt: 1_000,
  wrappedKey: Buffer.from([1, 2, 3]), data: Buffer.from([0, 255, 7, 9]), ...overrides,
});

/** Issue 5 repositories, and the erasure helpers added to the older ones. */
export function peopleCases(open: OpenStore): void {
  const store = useStore(open);

  describe('profiles and applications', () => {
    it('given a profile, when read in any case, replaced and listed by speciality, then verified ones in the areas come back', async () => {
      await store().profiles.put(profile());
      await store().profiles.put(profile({ username: 'bob', specialization: 'forensic', verified: true }));
      await store().profiles.put(profile({ username: 'carol', specialization: 'clinical', verified: true }));
      expect(await store().profiles.get('ALICE')).toEqual(profile());

      await store().profiles.put(profile({ verified: true, description: 'Updated' }));
      expect((await store().profiles.get('alice'))?.description).toBe('Updated');
      expect((await store().profiles.verifiedIn(['clinical'])).map((p) => p.username)).toEqual(['Alice', 'carol']);
      expect((await store().profiles.verifiedIn(['forensic', 'sports'])).map((p) => p.username)).toEqual(['bob']);
      expect(await store().profiles.verifiedIn([])).toEqual([]);
      expect((await store().profiles.verified(10)).map((p) => p.username)).toEqual(['Alice', 'bob', 'carol']);
      expect((await store().profiles.verified(2)).map((p) => p.username)).toEqual(['Alice', 'bob']);

      await store().profiles.delete('alice');
      expect(await store().profiles.get('Alice')).toBeNull();
    });

    it('given pending applications, when staff decide twice at once, then exactly one decision wins', async () => {
      await store().applications.create({ username: 'bob', status: 'pending', submittedAt: 2, decidedAt: null, reason: null });
      await store().applications.create({ username: 'Alice', status: 'pending', submittedAt: 1, decidedAt: null, reason: null });
      expect((await store().applications.listByStatus('pending')).map((a) => a.username)).toEqual(['Alice', 'bob']);

      const results = await Promise.all([
        store().applications.decide('alice', 'approved', null, 10),
        store().applications.decide('ALICE', 'rejected', 'no', 11),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await store().applications.decide('nobody', 'approved', null, 12)).toBe(false);
      const decided = await store().applications.get('alice');
      expect(decided).toMatchObject(decided?.status === 'approved' ? { reason: null, decidedAt: 10 } : { status: 'rejected', reason: 'no', decidedAt: 11 });
      expect((await store().applications.listByStatus('pending')).map((a) => a.username)).toEqual(['bob']);

      await store().applications.delete('bob');
      expect(await store().applications.get('bob')).toBeNull();
    });
  });

  describe('uploads', () => {
    it('given uploads, when read back, then the bytes and key are exact and listings carry metadata only', async () => {
      await store().uploads.put(upload());
      await store().uploads.put(upload({ id: 'u2', createdAt: 2_000, contentType: 'image/png', size: 1, data: Buffer.from([137]) }));
      await store().uploads.put(upload({ id: 'a1', kind: 'avatar', wrappedKey: null }));
      await store().uploads.put(upload({ id: 'b1', owner: 'bob' }));

      expect(await store().uploads.get('u1')).toEqual(upload());
      expect((await store().uploads.get('a1'))?.wrappedKey).toBeNull();
      const listed = await store().uploads.listForOwner('alice', 'document');
      expect(listed.map((u) => u.id)).toEqual(['u1', 'u2']);
      expect(listed[0]).toEqual({ id: 'u1', owner: 'Alice', kind: 'document', contentType: 'application/pdf', size: 4, createdAt: 1_000 });

      await store().uploads.delete('u2');
      await store().uploads.deleteForOwner('ALICE');
      expect(await store().uploads.get('u1')).toBeNull();
      expect(await store().uploads.get('a1')).toBeNull();
      expect(await store().uploads.get('b1')).not.toBeNull();
    });
  });

  describe('ratings and direct links', () => {
    it('given ratings, when a rater changes and removes theirs, then one per rater counts and deleteForUser clears both sides', async () => {
      await store().ratings.put('bob', 'alice', 5, 1);
      await store().ratings.put('bob', 'alice', 3, 2);
      await store().ratings.put('carol', 'alice', 4, 3);
      await store().ratings.put('alice', 'dave', 1, 4);
      expect(await store().ratings.summary('ALICE')).toEqual({ average: 3.5, count: 2 });
      expect(await store().ratings.get('bob', 'alice')).toBe(3);

      await store().ratings.remove('carol', 'alice');
      expect(await store().ratings.summary('alice')).toEqual({ average: 3, count: 1 });
      expect(await store().ratings.summary('nobody')).toEqual({ average: null, count: 0 });

      await store().ratings.deleteForUser('alice');
      expect(await store().ratings.summary('alice')).toEqual({ average: null, count: 0 });
      expect(await store().ratings.summary('dave')).toEqual({ average: null, count: 0 });
    });

    it('given a pair, when both claim a chat at once, then one chat is kept for the pair in either order', async () => {
      const [first, second] = await Promise.all([store().directs.claim('Alice', 'bob', 'c1'), store().directs.claim('bob', 'alice', 'c2')]);
      expect(first).toBe(second);
      expect(await store().directs.get('BOB', 'alice')).toBe(first);

      await store().directs.replace('alice', 'bob', 'c3');
      await store().directs.claim('alice', 'carol', 'c4');
      await store().directs.claim('dave', 'erin', 'c5');
      expect(await store().directs.get('bob', 'alice')).toBe('c3');

      await store().directs.deleteForUser('ALICE');
      expect(await store().directs.get('alice', 'bob')).toBeNull();
      expect(await store().directs.get('carol', 'alice')).toBeNull();
      expect(await store().directs.get('erin', 'dave')).toBe('c5');
    });
  });

  describe('newsletter and contact', () => {
    it('given a subscriber, when the e-mail subscribes again in another case, then the first record stays and confirms once', async () => {
      const first = await store().newsletter.subscribe({ id: 's1', email: 'Ann@Example.com', status: 'pending', createdAt: 1, confirmedAt: null });
      const again = await store().newsletter.subscribe({ id: 's2', email: 'ann@example.COM', status: 'pending', createdAt: 2, confirmedAt: null });
      expect(again).toEqual(first);
      expect(await store().newsletter.confirm('s1', 5)).toBe(true);
      expect(await store().newsletter.confirm('s1', 6)).toBe(false);
      expect(await store().newsletter.get('s1')).toMatchObject({ status: 'confirmed', confirmedAt: 5 });

      await store().newsletter.subscribe({ id: 's3', email: 'zed@example.com', status: 'pending', createdAt: 3, confirmedAt: null });
      await store().newsletter.remove('s3');
      await store().newsletter.deleteEmail('ANN@example.com');
      expect(await store().newsletter.get('s1')).toBeNull();
      expect(await store().newsletter.get('s3')).toBeNull();
    });

    it('given contact messages, when listed and deleted by e-mail, then only that sender is affected', async () => {
      await store().contacts.add({ id: 'm1', email: 'Ann@example.com', body: 'hello', createdAt: 1 });
      await store().contacts.add({ id: 'm2', email: 'ann@example.com', body: 'again', createdAt: 2 });
      await store().contacts.add({ id: 'm3', email: 'bob@example.com', body: 'hi', createdAt: 3 });
      expect((await store().contacts.listForEmail('ANN@example.com')).map((m) => m.body)).toEqual(['again', 'hello']);
      await store().contacts.deleteForEmail('ann@EXAMPLE.com');
      expect(await store().contacts.listForEmail('ann@example.com')).toEqual([]);
      expect(await store().contacts.listForEmail('bob@example.com')).toHaveLength(1);
    });
  });

  describe('erasure helpers', () => {
    it('given events naming a person, when looked up and rewritten, then the streams are found and the events change in place', async () => {
      await store().events.append('c1', 0, [newEvent('c1', 1, { author: 'alice' }, 'alice')]);
      await store().events.append('c2', 0, [newEvent('c2', 1, { users: ['bob', 'alice'] }, 'bob')]);
      await store().events.append('c3', 0, [newEvent('c3', 1, { user: 'alice' }, 'carol')]);
      await store().events.append('c4', 0, [newEvent('c4', 1, { author: 'alicia' }, 'bob')]);
      await store().events.append('c5', 0, [{ ...newEvent('c5', 1, { users: ['alice'] }, 'bob'), type: 'shared_private' }]);
      expect(await store().events.streamsMentioning('alice')).toEqual(['c1', 'c3', 'c5']);

      await store().events.rewrite('c1', [{ seq: 1, actor: 'deleted-x', data: { author: 'deleted-x' } }]);
      const [rewritten] = await store().events.read('c1');
      expect(rewritten).toMatchObject({ seq: 1, actor: 'deleted-x', data: { author: 'deleted-x' }, type: 'MessagePosted' });
      expect(await store().events.streamsMentioning('alice')).toEqual(['c3', 'c5']);
      expect((await store().events.append('c1', 1, [newEvent('c1', 2)]))[0].seq).toBe(2);
    });

    it('given follows, notifications and counters of a person, when forgotten, then only theirs go', async () => {
      await store().follows.follow('alice', 'c1', 1);
      await store().follows.follow('bob', 'c1', 2);
      await store().notifications.add(notification({ key: 'mine', owner: 'alice' }));
      await store().notifications.add(notification({ key: 'names-her', owner: 'bob', message: 'alice', chat_id: 'c1' }));
      await store().notifications.add(notification({ key: 'other', owner: 'bob', message: 'carol', chat_id: 'c2' }));
      await store().mutes.mute('alice', 'c1', 1, 10);
      await store().mutes.mute('bob', 'c1', 1, 10);
      await store().counters.incrementBelow('bot-replies:alice:2024-01-01', 20);
      await store().counters.incrementBelow('bot-replies:alicia:2024-01-01', 20);
      await store().counters.hit('login:acct:Alice', 0);
      await store().counters.hit('login:acct:alice@example.com', 0);

      await store().follows.deleteForUser('alice');
      await store().notifications.deleteForUser('alice');
      await store().mutes.deleteForUser('alice');
      await store().counters.forget('ALICE');
      await store().counters.forget('alice@example.com');

      expect(await store().follows.followers('c1')).toEqual(['bob']);
      expect((await store().notifications.page('bob', { limit: 10 })).map((n) => n.key)).toEqual(['other']);
      expect(await store().notifications.page('alice', { limit: 10 })).toEqual([]);
      expect(await store().mutes.listForUser('alice')).toEqual([]);
      expect(await store().mutes.listForUser('bob')).toEqual(['c1']);
      expect(await store().counters.get('bot-replies:alice:2024-01-01')).toBe(0);
      expect(await store().counters.get('bot-replies:alicia:2024-01-01')).toBe(1);
      expect(await store().counters.hit('login:acct:Alice', 0)).toBe(1);
      expect(await store().counters.hit('login:acct:alice@example.com', 0)).toBe(1);
    });
  });
}
