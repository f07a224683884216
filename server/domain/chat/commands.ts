import type { Language } from '../../../shared/validation.js';
import type { RiskScreen } from '../safety/risk-screen.js';

export type ChatCommand =
  | { type: 'create_chat'; chatId: string; owner: string; botKey: string | null; title: string; language: Language; date: string | null; direct?: boolean }
  | {
      type: 'post_message'; messageId: string; author: string; text: string; answerMessageId: string | null; clientId: string | null;
      /** null: no bot reply this time (the daily allowance is used up), even where the bot would answer */
      botReplyId: string | null;
      /** where crisis resources should come from if the message is screened as a risk */
      country: string | null;
      /** the risk screen of `text`, made once by the application, which also needs it before deciding (allowance, crisis lines) */
      screen: RiskScreen;
    }
  | { type: 'auto_tag'; tags: string[] }
  | { type: 'retry_bot_reply'; failedId: string; by: string; botReplyId: string }
  | { type: 'record_assessment'; kind: 'mbti' | 'psychoanalysis'; text: string }
  | { type: 'complete_bot_reply'; messageId: string; text: string; status: 'OK' | 'ERROR' | 'STOPPED'; errorCode: string | null }
  | { type: 'edit_message'; messageId: string; by: string; text: string }
  | { type: 'delete_message'; messageId: string; by: string }
  | { type: 'give_feedback'; messageId: string; by: string; positive: boolean | null }
  | { type: 'edit_chat'; by: string; title: string; description: string; tags: string[] }
  | { type: 'rename_chat'; by: string; title: string }
  | { type: 'add_tag'; by: string; tag: string }
  | { type: 'remove_tag'; by: string; tag: string }
  /**
   * `users` and `cases` (professionals) are invited; `direct`: a direct message, whose recipient is a member at
   * once (a DM is a message, not a share: issue 14 gives it no consent step)
   */
  | { type: 'share'; by: string; public: boolean; users: string[]; cases: string[]; direct: boolean }
  | { type: 'answer_invitation'; by: string; accept: boolean }
  | { type: 'leave_chat'; by: string }
  | { type: 'revoke_share'; by: string; scope: 'public' | 'private' | 'all' }
  | { type: 'close_chat'; by: string }
  | { type: 'open_chat'; by: string }
  /** account erasure: the system marks every message of `pseudonym` deleted, open chat or not */
  | { type: 'erase_author'; pseudonym: string }
  /** moderation (issue 14): the application has checked that staff, or enough distinct reports, ask for it */
  | { type: 'hide_message'; messageId: string; by: 'staff' | 'reports' }
  | { type: 'restore_message'; messageId: string }
  | { type: 'hide_chat'; by: 'staff' | 'reports' }
  | { type: 'restore_chat' };
