/**
 * A pending invitation to a chat (issue 14), kept so a person can list theirs. The chat's stream decides;
 * this read model only finds them, and every row listed is checked against the chat before it is shown.
 */
export interface InvitationRecord {
  chatId: string;
  username: string;
  owner: string;
  /** a professional asked to take the chat as a case */
  case: boolean;
  at: number;
}

export interface InvitationCursor { at: number; chatId: string }

export interface Invitations {
  /** inserts, or leaves an existing (chat, person) row as it is */
  add(records: readonly InvitationRecord[]): Promise<void>;
  remove(chatId: string, username: string): Promise<void>;
  /** a person's invitations, newest first, strictly older than `before` */
  listForUser(username: string, before: InvitationCursor | null, limit: number): Promise<InvitationRecord[]>;
  deleteForChat(chatId: string): Promise<void>;
  /** the person's invitations, and those they sent as an owner (account erasure) */
  deleteForUser(username: string): Promise<void>;
}
