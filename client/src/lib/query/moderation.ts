import { queryOptions } from '@tanstack/react-query';
import type { BlockEntry, ReportReason, ReportTarget } from '../../../../shared/moderation';
import { api } from '../api';

const id = encodeURIComponent;

/** Reports and blocks (issue 14): used by the chat's menus and the profile's list of blocked people. */
export const moderationApi = {
  report: (target: ReportTarget, reason: ReportReason, note?: string) =>
    api.post<{ id: string; status: 'open' }>('/reports', { target, reason, ...(note ? { note } : {}) }),
  blocks: (signal?: AbortSignal) => api.get<BlockEntry[]>('/users/blocks', { signal }),
  block: (username: string) => api.put<BlockEntry>(`/users/blocks/${id(username)}`),
  unblock: (username: string) => api.delete<void>(`/users/blocks/${id(username)}`),
};

export const blocksQuery = queryOptions({
  queryKey: ['blocks'] as const,
  queryFn: ({ signal }) => moderationApi.blocks(signal),
});
