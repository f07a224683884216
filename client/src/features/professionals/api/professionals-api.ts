import type { DirectoryResponse } from '../../../../../shared/directory';
import type { ProfessionalSearchBody, ProfessionalSearchResponse } from '../../../../../shared/people';
import { api } from '../../../lib/api';

export interface RegisterProfessionalAnswer {
  username: string;
  detail: string;
  application: { status: 'pending' };
}

export type SearchBody = Partial<ProfessionalSearchBody>;

export const professionalsApi = {
  /** multipart/form-data: the text parts and 1–3 `documents` */
  register: (form: FormData) => api.post<RegisterProfessionalAnswer>('/auth/register/professional', form),
  search: (body: SearchBody, signal?: AbortSignal) => api.post<ProfessionalSearchResponse>('/professionals/search', body, { signal }),
  /** the directory of verified professionals, for anyone signed in */
  directory: (q: string, offset: number, limit: number, signal?: AbortSignal) =>
    api.get<DirectoryResponse>('/professionals', { query: { q, offset, limit }, signal }),
};

export const professionalsKeys = {
  all: ['professionals'] as const,
  /** one entry per filter set searched */
  search: (filters: object) => [...professionalsKeys.all, 'search', filters] as const,
  /** one entry per directory query (its words as typed, trimmed) */
  directory: (q: string) => [...professionalsKeys.all, 'directory', q] as const,
};
