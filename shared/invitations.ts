import { z } from 'zod';

/** Consent to share (issue 14): the contract of invitations and leaving a chat. */
export const INVITATIONS_PAGE_DEFAULT = 20;
export const INVITATIONS_PAGE_MAX = 50;

/** `before`: the `next` of the page before, `<timestamp>_<chatId>` */
export const InvitationsQuery = z.object({
  limit: z.coerce.number({ message: 'invitations_limit_invalid' }).int('invitations_limit_invalid').min(1, 'invitations_limit_invalid').max(INVITATIONS_PAGE_MAX, 'invitations_limit_invalid').optional(),
  before: z.string().regex(/^\d{1,16}_[0-9a-f-]{36}$/, 'invitations_cursor_invalid').optional(),
});

export const AnswerInvitationBody = z.object({ accept: z.boolean({ message: 'accept_required' }) });

export interface Invitation {
  chat_id: string;
  /** who asked: the chat's owner */
  owner: string;
  title: string;
  /** a professional is asked to take the chat as a case */
  case: boolean;
  invited_at_timestamp: number;
}

export interface InvitationPage {
  items: Invitation[];
  /** the `before` of the next page; null on the last */
  next: string | null;
}
