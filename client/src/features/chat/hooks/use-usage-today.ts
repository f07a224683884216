import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UsageToday } from '../../../../../shared/api';
import { api } from '../../../lib/api';

export const usageQuery = queryOptions({
  queryKey: ['usage', 'today'] as const,
  queryFn: ({ signal }) => api.get<UsageToday>('/usage/today', { signal }),
});

/** Today's bot replies ({used, limit}) when `enabled`; `refresh` after each reply. Failures stay silent. */
export function useUsageToday(enabled: boolean): { usage: UsageToday | null; refresh: () => void } {
  const client = useQueryClient();
  const { data } = useQuery({ ...usageQuery, enabled });
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: usageQuery.queryKey }), [client]);
  return { usage: enabled ? (data ?? null) : null, refresh };
}
