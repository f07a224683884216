import { queryOptions } from '@tanstack/react-query';
import type { RecommendationsResponse } from '../../../../../shared/people';
import { api } from '../../../lib/api';

/** signed in only: chats (and, for users, professionals) picked from the topics of the viewer's own chats */
export const recommendationsQuery = queryOptions({
  queryKey: ['recommendations'] as const,
  queryFn: ({ signal }) => api.get<RecommendationsResponse>('/recommendations', { signal }),
});
