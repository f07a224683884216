import { describe, expect, it } from 'vitest';
import type { ChatEventBody, RecordedChatEvent } from '../../shared/events.js';
import { canRead, isMember } from '../../server/domain/chat/access.js';
import type { ChatCommand } from '../../server/domain/chat/commands.js';
import { decide } from '../../server/domain/chat/decide.js';
import { foldChat } from '../../server/domain/chat/state.js';
import { DomainError } from '../../server/domain/errors.js';
import { foldSummary } from '../../server/domain/summary.js';
import { foldTimeline, membersOnly, viewTimeline, visibleTo } from '../../server/domain/timeline.js';

// Consent to share (issue 14): invitations, their answers, leaving. Given past events, when a command, then events.
const CHAT = '6f1c3a52-0d7e-4c1b-9a51-3b8f0d2e4a10';
const OWNER = 'olga';
const FRIEND = 'fran';
const PRO = 'drpat';

const created: ChatEventBody = { type: 'chat_created', data: { chatId: CHAT, owner: OWNER, botKey: null, title: 'Mine', language: 'en', date: null } };
const invited = (users: string[], isCase = false): ChatEventBody => ({ type: 'member_invited', data: { users, case: isCase } });
const accepted = (user: string): ChatEventBody => ({ type: 'invitation_accepted', data: { user } });
const declined = (user: string): ChatEventBody => ({ type: 'invitation_declined', data: { user } });
const left = (user: string): ChatEventBody => ({ type: 'member_left', data: { user } });

const share = (users: string[], cases: string[] = []): ChatCommand => ({ type: 'share', by: OWNER, public: false, users, cases, direct: false });
const answer = (by: string, accept: boolean): ChatCommand => ({ type: 'answer_invitation', by, accept });
const leave = (by: string): ChatCommand => ({ type: 'leave_chat', by });

const when = (past: ChatEventBody[], command: ChatCommand) => decide(command, foldChat(past));
function refusal(past: ChatEventBody[], command: ChatCommand): string {
  try {
    throw new Error(`accepted: ${JSON.stringify(decide(command, foldChat(past)))}`);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.code;
  }
}
const recorded = (events: ChatEventBody[]): RecordedChatEvent[] =>
  events.map((e, i) => ({ ...e, chatId: CHAT, seq: i + 1, at: 1000 + i, actor: e.type === 'invitation_accepted' || e.type === 'invitation_declined' || e.type === 'member_left' ? e.data.user : OWNER }) as RecordedChatEvent);

describe('invitations', () => {
  it('given a private chat, when shared with fran and a professional, then fran is invited and the professional invited as a case', () => {
    expect(when([created], share([FRIEND], [PRO]))).toEqual([invited([FRIEND]), invited([PRO], true)]);
  });

  it('given fran invited, then fran reads nothing and is no member until she accepts', () => {
    const state = foldChat([created, invited([FRIEND])]);
    expect(canRead(state, FRIEND)).toBe(false);
    expect(isMember(state, FRIEND)).toBe(false);
    expect(state.invited).toEqual([FRIEND]);
  });

  it('given fran invited, when she accepts, then invitation_accepted, and she reads the chat as a member', () => {
    const past = [created, invited([FRIEND])];
    expect(when(past, answer(FRIEND, true))).toEqual([accepted(FRIEND)]);
    const state = foldChat([...past, accepted(FRIEND)]);
    expect(canRead(state, FRIEND)).toBe(true);
    expect(state.invited).toEqual([]);
  });

  it('given fran invited, when she declines, then invitation_declined, and she has no access', () => {
    const past = [created, invited([FRIEND])];
    expect(when(past, answer(FRIEND, false))).toEqual([declined(FRIEND)]);
    const state = foldChat([...past, declined(FRIEND)]);
    expect(canRead(state, FRIEND)).toBe(false);
    expect(state.invited).toEqual([]);
  });

  it('given an invitation answered, when answered again, then invitation_not_found', () => {
    expect(refusal([created, invited([FRIEND]), declined(FRIEND)], answer(FRIEND, true))).toBe('invitation_not_found');
    expect(refusal([created, invited([FRIEND]), accepted(FRIEND)], answer(FRIEND, false))).toBe('invitation_not_found');
  });

  it('given nobody invited, when someone answers, then invitation_not_found; on no chat, chat_not_found', () => {
    expect(refusal([created], answer('sam', true))).toBe('invitation_not_found');
    expect(refusal([], answer('sam', true))).toBe('chat_not_found');
  });

  it('given fran invited, when private sharing is revoked, then her invitation goes with it', () => {
    const past = [created, invited([FRIEND])];
    expect(when(past, { type: 'revoke_share', by: OWNER, scope: 'private' })).toEqual([{ type: 'share_revoked', data: { scope: 'private' } }]);
    expect(refusal([...past, { type: 'share_revoked', data: { scope: 'all' } }], answer(FRIEND, true))).toBe('invitation_not_found');
  });

  it('given a log rewritten by an erasure (a pseudonym accepting what it was never invited to), then nobody joins', () => {
    const state = foldChat([created, invited([]), accepted('deleted-abc')]);
    expect(state.sharedWith).toEqual([]);
  });
});

describe('leave', () => {
  const member = [created, invited([FRIEND]), accepted(FRIEND)];

  it('given fran a member, when she leaves, then member_left, and she reads it no more', () => {
    expect(when(member, leave(FRIEND))).toEqual([left(FRIEND)]);
    expect(canRead(foldChat([...member, left(FRIEND)]), FRIEND)).toBe(false);
  });

  it('given a closed chat, when fran leaves, then she may', () => {
    expect(when([...member, { type: 'chat_closed', data: {} }], leave(FRIEND))).toEqual([left(FRIEND)]);
  });

  it('given the owner, when she leaves her own chat, then owner_cannot_leave', () => {
    expect(refusal(member, leave(OWNER))).toBe('owner_cannot_leave');
  });

  it('given fran only invited, or a stranger, when they leave, then chat_not_found', () => {
    expect(refusal([created, invited([FRIEND])], leave(FRIEND))).toBe('chat_not_found');
    expect(refusal(member, leave('sam'))).toBe('chat_not_found');
  });
});

describe('read models', () => {
  const story = [created, invited([FRIEND]), accepted(FRIEND), invited([PRO], true), declined(PRO), left(FRIEND)];

  it('the owner\'s timeline shows the invitations, the answers and the leaving, for members only', () => {
    const items = viewTimeline(foldTimeline(CHAT, recorded(story)), OWNER);
    expect(items.map((i) => i.kind === 'event' && [i.event, i.actor, i.users])).toEqual([
      ['member-invited', OWNER, [FRIEND]], ['invitation-accepted', FRIEND, [FRIEND]], ['member-invited', OWNER, [PRO]],
      ['invitation-declined', PRO, [PRO]], ['member-left', FRIEND, [FRIEND]],
    ]);
    expect(items.every(membersOnly)).toBe(true);
    expect(items.filter(visibleTo(false))).toEqual([]);
  });

  it('given a member erased (the log rewritten to a pseudonym, then author_erased), the summary lists them no more', () => {
    const erased: ChatEventBody[] = [created, invited([]), accepted('deleted-abc'), { type: 'author_erased', data: { pseudonym: 'deleted-abc', messageIds: [] } }];
    expect(foldSummary(recorded(erased))).toMatchObject({ shared_with: [], encrypted: true });
  });

  it('the summary lists as shared_with only those who accepted and stayed', () => {
    const summary = (events: ChatEventBody[]) => foldSummary(recorded(events));
    expect(summary(story.slice(0, 2))?.shared_with).toEqual([]);
    expect(summary(story.slice(0, 2))?.encrypted).toBe(true);
    expect(summary(story.slice(0, 3))?.shared_with).toEqual([FRIEND]);
    expect(summary(story)?.shared_with).toEqual([]);
    expect(summary(story)?.encrypted).toBe(true);
  });
});
