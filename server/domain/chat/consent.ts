import type { ChatEventBody } from '../../../shared/events.js';
import { DomainError } from '../errors.js';
import { canParticipate } from './access.js';
import type { ChatCommand } from './commands.js';
import type { ChatState } from './state.js';

type Decision = ChatEventBody[];
type Of<T extends ChatCommand['type']> = Extract<ChatCommand, { type: T }>;

/**
 * Consent to share (issue 14). A private share invites; nobody becomes a member of another's chat without
 * saying yes, except the recipient of a direct message. People already in, or already invited, are skipped.
 */
export function share(c: Of<'share'>, state: ChatState): Decision {
  requireOwner(state, c.by);
  if ([...c.users, ...c.cases].includes(state.owner)) throw new DomainError('cannot_share_with_owner');
  const events: Decision = [];
  if (c.public && !state.isPublic) events.push({ type: 'shared_public', data: {} });
  const fresh = (names: string[]) => [...new Set(names)].filter((u) => !state.sharedWith.includes(u) && !state.invited.includes(u));
  const users = fresh(c.users);
  const cases = fresh(c.cases).filter((u) => !users.includes(u));
  if (c.direct && users.length > 0) events.push({ type: 'shared_private', data: { users } });
  else if (users.length > 0) events.push({ type: 'member_invited', data: { users, case: false } });
  if (cases.length > 0) events.push({ type: 'member_invited', data: { users: cases, case: true } });
  if (events.length === 0) throw new DomainError('nothing_to_share');
  return events;
}

/** Only the person invited answers, once; an invitation revoked or answered before is not found. */
export function answerInvitation(c: Of<'answer_invitation'>, state: ChatState): Decision {
  if (!state.invited.includes(c.by)) throw new DomainError('invitation_not_found');
  return [{ type: c.accept ? 'invitation_accepted' : 'invitation_declined', data: { user: c.by } }];
}

/** A member leaves whenever they like, closed chat or not; the owner deletes instead. */
export function leaveChat(c: Of<'leave_chat'>, state: ChatState): Decision {
  if (c.by === state.owner) throw new DomainError('owner_cannot_leave');
  if (!state.sharedWith.includes(c.by)) throw new DomainError('chat_not_found');
  return [{ type: 'member_left', data: { user: c.by } }];
}

function requireOwner(state: ChatState, who: string) {
  if (!canParticipate(state, who)) throw new DomainError('chat_not_found');
  if (state.owner !== who) throw new DomainError('not_owner');
}
