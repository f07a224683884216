import { create } from 'zustand';

/**
 * The chat on screen (client state): a notification about it is read as it comes instead of showing a dot.
 * The notifications themselves are server state, in the query cache (api/notifications-api.ts).
 */
export const useActiveChat = create<{ chatId: string | null; set: (chatId: string | null) => void }>()((set) => ({
  chatId: null,
  set: (chatId) => set({ chatId }),
}));
