/** Why the domain refused a command. The transport maps each code to a status and a translated text. */
export type DomainErrorCode =
  | 'chat_not_found'
  | 'chat_exists'
  | 'not_owner'
  | 'not_participant'
  | 'chat_closed'
  | 'chat_already_closed'
  | 'chat_already_open'
  | 'message_not_found'
  | 'message_deleted'
  | 'not_author'
  | 'not_bot_message'
  | 'reply_already_completed'
  | 'reply_not_failed'
  | 'tag_exists'
  | 'tag_not_found'
  | 'nothing_to_share'
  | 'nothing_to_revoke'
  | 'cannot_share_with_owner'
  /** issue 18: replies people control, and no feedback on one's own words */
  | 'reply_not_streaming'
  | 'reply_streaming'
  | 'own_message_feedback'

  | 'invitation_not_found'
  | 'owner_cannot_leave';

export class DomainError extends Error {
  constructor(readonly code: DomainErrorCode) {
    super(code);
  }
}
