import { queryOptions } from '@tanstack/react-query';
import type { ApplicationStatus, ProfessionalApplication } from '../../../../../shared/people';
import type { Role, Subscription } from '../../../../../shared/validation';
import { api, apiBlob } from '../../../lib/api';

const id = encodeURIComponent;

export interface AccountAnswer {
  username: string;
  role: Role;
  subscription: Subscription;
  verified: boolean;
}

/** Staff routes (/api/admin): anyone else gets 404 route_not_found. */
export const adminApi = {
  applications: (status: ApplicationStatus, signal?: AbortSignal) =>
    api.get<{ items: ProfessionalApplication[] }>('/admin/professionals', { query: { status }, signal }),
  /** the decrypted document, fetched with the session headers (the bare URL is refused without them) */
  document: (username: string, docId: string) => apiBlob(`/admin/professionals/${id(username)}/documents/${id(docId)}`),
  approve: (username: string) => api.post<ProfessionalApplication>(`/admin/professionals/${id(username)}/approve`),
  reject: (username: string, reason: string) => api.post<ProfessionalApplication>(`/admin/professionals/${id(username)}/reject`, { reason }),
  setRole: (username: string, role: Role) => api.put<AccountAnswer>(`/admin/users/${id(username)}/role`, { role }),
  setSubscription: (username: string, subscription: 'basic' | 'premium') =>
    api.put<AccountAnswer>(`/admin/users/${id(username)}/subscription`, { subscription }),
};

export const adminKeys = {
  all: ['admin'] as const,
  applications: (status: ApplicationStatus) => [...adminKeys.all, 'applications', status] as const,
};

export const adminQueries = {
  applications: (status: ApplicationStatus) =>
    queryOptions({ queryKey: adminKeys.applications(status), queryFn: ({ signal }) => adminApi.applications(status, signal) }),
};
