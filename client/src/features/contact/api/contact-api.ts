import type { z } from 'zod';
import type { ContactBody } from '../../../../../shared/people';
import { api } from '../../../lib/api';

/** docs/api.md "Contact and newsletter": 201/202/200 {detail}; 4xx {detail, code}; 429 rate_limited. */
export interface DetailResponse {
  detail?: string;
}

export type NewsletterAction = 'confirm' | 'unsubscribe';

export const contactApi = {
  send: (body: z.infer<typeof ContactBody>) => api.post<DetailResponse>('/contact', body),
  subscribe: (email: string) => api.post<DetailResponse>('/newsletter', { email }),
  /** the links in the newsletter mails: /newsletter/confirm?token=… and /newsletter/unsubscribe?token=… */
  follow: (action: NewsletterAction, token: string) => api.get<DetailResponse>(`/newsletter/${action}`, { query: { token } }),
};
