import { describe, expect, it } from 'vitest';
import type { InvitationRecord } from '../../server/application/invitations/ports.js';
import type { OpenStore } from './store-engines.js';
import { useStore } from './store-fixtures.js';

const CHATS = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'];
const invite = (chatId: string, username: string, at: number, owner = 'olga'): InvitationRecord => ({ chatId, username, owner, case: false, at });

/** Consent to share (issue 14): the pending invitations read model. */
export function invitationCases(open: OpenStore): void {
  const store = useStore(open);

  describe('invitations', () => {
    it('given invitations, when a person lists theirs, then newest first, paged by (time, chat), the same one added twice kept once', async () => {
      await store().invitations.add([invite(CHATS[0], 'ana', 10), invite(CHATS[1], 'ana', 20), invite(CHATS[2], 'ana', 20), invite(CHATS[0], 'bea', 30)]);
      await store().invitations.add([{ ...invite(CHATS[0], 'ana', 99), case: true }]);
      const first = await store().invitations.listForUser('ana', null, 2);
      expect(first.map((i) => [i.chatId, i.at])).toEqual([[CHATS[2], 20], [CHATS[1], 20]]);
      const last = first[first.length - 1];
      const rest = await store().invitations.listForUser('ana', { at: last.at, chatId: last.chatId }, 2);
      expect(rest).toEqual([invite(CHATS[0], 'ana', 10)]);
    });

    it('given invitations, when answered, withdrawn with their chat, or their people erased, then they are gone', async () => {
      await store().invitations.add([invite(CHATS[0], 'ana', 1), invite(CHATS[1], 'ana', 2), invite(CHATS[0], 'bea', 3), invite(CHATS[2], 'cid', 4, 'ana')]);
      await store().invitations.remove(CHATS[1], 'ana');
      expect((await store().invitations.listForUser('ana', null, 10)).map((i) => i.chatId)).toEqual([CHATS[0]]);
      await store().invitations.deleteForChat(CHATS[0]);
      expect(await store().invitations.listForUser('bea', null, 10)).toEqual([]);
      // ana's own invitations and those she sent as an owner
      await store().invitations.add([invite(CHATS[1], 'ana', 5)]);
      await store().invitations.deleteForUser('ana');
      expect(await store().invitations.listForUser('ana', null, 10)).toEqual([]);
      expect(await store().invitations.listForUser('cid', null, 10)).toEqual([]);
    });

    it('given invitations, when names differ only in case, then they match as usernames do', async () => {
      await store().invitations.add([invite(CHATS[0], 'Dora', 1, 'Olga'), invite(CHATS[1], 'dora', 2, 'olga')]);
      await store().invitations.add([invite(CHATS[0], 'DORA', 3)]);
      expect((await store().invitations.listForUser('DORA', null, 10)).map((i) => [i.chatId, i.username, i.at])).toEqual([[CHATS[1], 'dora', 2], [CHATS[0], 'Dora', 1]]);
      await store().invitations.remove(CHATS[1], 'DoRa');
      expect((await store().invitations.listForUser('dora', null, 10)).map((i) => i.chatId)).toEqual([CHATS[0]]);
      await store().invitations.deleteForUser('OLGA');
      expect(await store().invitations.listForUser('dora', null, 10)).toEqual([]);
    });
  });
}
