import { createContext, useContext } from 'react';
import type { ChatSummary, MessageItem } from '../../../../../shared/api';
import type { ReportTarget } from '../../../../../shared/moderation';
import type { ChatActions } from '../hooks/use-chat-actions';

/** What every message bubble of the open chat needs to offer its actions, without prop drilling. */
export interface MessageContextValue {
  chat: ChatSummary;
  viewer: string | null;
  actions: ChatActions;
  editingId: string | null;
  setEditingId: (id: string | null) => void;
  reply: (item: MessageItem, authorName: string, mine: boolean) => void;
  requestDelete: (item: MessageItem) => void;
  /** the reply offered Regenerate (the owner's latest, none streaming), or null */
  regenerableId: string | null;
  /** answers that reply again; the daily-limit box shows if the allowance is spent */
  regenerate: (messageId: string) => void;
  /** issue 14: report to staff, block a person, and the people the viewer blocked (their posts collapse) */
  requestReport: (target: ReportTarget) => void;
  block: (username: string) => void;
  blockedNames: ReadonlySet<string>;
}

export const MessageContext = createContext<MessageContextValue | null>(null);

export function useMessageContext(): MessageContextValue | null {
  return useContext(MessageContext);
}
