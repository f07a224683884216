import { useCallback, useState } from 'react';

const KEY_PREFIX = 'psycare:draft:';

function read(chatId: string): string {
  try {
    return sessionStorage.getItem(KEY_PREFIX + chatId) ?? '';
  } catch {
    return '';
  }
}

function write(chatId: string, text: string): void {
  try {
    if (text) sessionStorage.setItem(KEY_PREFIX + chatId, text);
    else sessionStorage.removeItem(KEY_PREFIX + chatId);
  } catch {
    // Storage full or blocked (private mode): the draft simply lives as long as the page.
  }
}

/** The draft key of the first message on /chats/new, before the chat exists. */
export const NEW_CHAT_DRAFT = 'new';

/**
 * A composer's text for one chat (or NEW_CHAT_DRAFT), kept in this tab's sessionStorage (never sent to the server), so it
 * survives a reload, an expired session and the login that follows; sending clears it (set to '').
 */
export function useDraft(chatId: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => read(chatId));
  const update = useCallback(
    (next: string) => {
      setText(next);
      write(chatId, next);
    },
    [chatId],
  );
  return [text, update];
}
