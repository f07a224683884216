import type { RecommendationsResponse } from '../../../../../shared/people';
import { api } from '../../../lib/api';

export const recommendationsApi = {
  /** signed in only: chats (and, for users, professionals) picked from the topics of the viewer's own chats */
  get: (signal?: AbortSignal) => api.get<RecommendationsResponse>('/recommendations', { signal }),
};
