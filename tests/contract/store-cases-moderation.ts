import { describe, expect, it } from 'vitest';
import type { NewAuditEntry, StoredReport } from '../../server/application/moderation/ports.js';
import type { OpenStore } from './store-engines.js';
import { useStore } from './store-fixtures.js';

const MSG = '00000000-0000-4000-8000-0000000000aa';
const CHAT = '00000000-0000-4000-8000-0000000000bb';

const report = (id: string, reporter: string, targetId: string, createdAt: number, overrides: Partial<StoredReport> = {}): StoredReport => ({
  id, reporter, targetType: 'message', targetId, chatId: CHAT, subject: 'Mallory', reason: 'harassment', note: `note ${id}`, createdAt, ...overrides,
});

const entry = (at: number, subject: string | null, overrides: Partial<NewAuditEntry> = {}): NewAuditEntry => ({
  at, actor: 'staff', action: 'hide', target_type: 'message', target_id: MSG, subject, reason: `why ${at}`, ...overrides,
});

/** Issue 14's moderation port: reports, blocks, the audit log and suspensions. Names match without case, as usernames do. */
export function moderationCases(open: OpenStore): void {
  const store = useStore(open);
  const reports = () => store().moderation.reports;

  describe('moderation', () => {
    it('given reports, when added, listed, closed and reported again, then one open report per reporter and target, oldest first', async () => {
      expect(await reports().add(report('r1', 'Ana', MSG, 10))).toBe(true);
      expect(await reports().add(report('r2', 'ana', MSG, 11))).toBe(false);
      expect(await reports().add(report('r3', 'bea', MSG, 12))).toBe(true);
      expect(await reports().add(report('r4', 'bea', 'Mallory', 5, { targetType: 'user', chatId: null, note: null }))).toBe(true);
      expect((await reports().open(10)).map((r) => r.id)).toEqual(['r4', 'r1', 'r3']);
      expect(await reports().open(1)).toEqual([report('r4', 'bea', 'Mallory', 5, { targetType: 'user', chatId: null, note: null })]);
      expect(await reports().openForTarget(MSG)).toEqual([report('r1', 'Ana', MSG, 10), report('r3', 'bea', MSG, 12)]);
      expect((await reports().openForTarget('MALLORY')).map((r) => r.id)).toEqual(['r4']);

      expect(await reports().close(MSG)).toBe(2);
      expect(await reports().close(MSG)).toBe(0);
      expect(await reports().openForTarget(MSG)).toEqual([]);
      expect((await reports().latestForTarget(MSG))?.id).toBe('r3');
      expect(await reports().latestForTarget('nothing')).toBeNull();
      // closed, the same person may report it again
      expect(await reports().add(report('r5', 'ana', MSG, 20))).toBe(true);
      expect((await reports().latestForTarget(MSG))?.id).toBe('r5');
    });

    it('given reports by, about and naming a person, when the person is erased, then all of them go', async () => {
      await reports().add(report('r1', 'ana', MSG, 1));
      await reports().add(report('r2', 'bea', MSG, 2, { subject: 'ana' }));
      await reports().add(report('r3', 'bea', 'ana', 3, { targetType: 'user', chatId: null, subject: 'ana' }));
      await reports().add(report('r4', 'cid', MSG, 4));
      await reports().deleteForUser('ANA');
      expect((await reports().open(10)).map((r) => r.id)).toEqual(['r4']);
    });

    it('given blocks, when put twice, listed, checked, removed and their people erased, then each pair holds once', async () => {
      const blocks = store().moderation.blocks;
      await blocks.put('Ana', 'Bully', 10);
      await blocks.put('ana', 'bully', 99);
      await blocks.put('ana', 'cid', 5);
      await blocks.put('dan', 'ana', 7);
      expect(await blocks.list('ANA')).toEqual([{ username: 'cid', at: 5 }, { username: 'Bully', at: 10 }]);
      expect(await blocks.has('ana', 'BULLY')).toBe(true);
      expect(await blocks.has('bully', 'ana')).toBe(false);
      await blocks.delete('ANA', 'cid');
      expect(await blocks.list('ana')).toEqual([{ username: 'Bully', at: 10 }]);
      await blocks.deleteForUser('ana');
      expect(await blocks.list('ana')).toEqual([]);
      expect(await blocks.has('dan', 'ana')).toBe(false);
    });

    it('given audit entries, when paged and their subject erased, then newest first by id, kept without the name', async () => {
      const audit = store().moderation.audit;
      await audit.add(entry(1, 'Mallory'));
      await audit.add(entry(2, 'mallory', { action: 'suspend', target_type: 'user', target_id: 'Mallory' }));
      await audit.add(entry(3, 'other'));
      const first = await audit.page(null, 2);
      expect(first.map((e) => e.at)).toEqual([3, 2]);
      expect(first[1]).toEqual({ id: expect.any(Number), ...entry(2, 'mallory', { action: 'suspend', target_type: 'user', target_id: 'Mallory' }) });
      expect((await audit.page(first[1].id, 10)).map((e) => e.at)).toEqual([1]);

      await audit.forgetSubject('MALLORY');
      const after = await audit.page(null, 10);
      expect(after.map((e) => [e.at, e.subject, e.target_id])).toEqual([[3, 'other', MSG], [2, null, null], [1, null, MSG]]);
    });

    it('given suspensions, when put, replaced and lifted, then get answers the end, null for good, undefined when none', async () => {
      const suspensions = store().moderation.suspensions;
      expect(await suspensions.get('ana')).toBeUndefined();
      await suspensions.put('Ana', 500);
      expect(await suspensions.get('ANA')).toBe(500);
      await suspensions.put('ana', null);
      expect(await suspensions.get('ana')).toBeNull();
      await suspensions.delete('aNa');
      expect(await suspensions.get('ana')).toBeUndefined();
    });
  });
}
