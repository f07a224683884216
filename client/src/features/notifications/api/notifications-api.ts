import type { Notification } from '../../../../../shared/socket';
import { api } from '../../../lib/api';

export const notificationsApi = {
  all: (signal?: AbortSignal) => api.get<Notification[]>('/notification/all', { signal }),
  read: (chatId: string) => api.put<{ cleared: number }>(`/notification/read/${encodeURIComponent(chatId)}`),
};
