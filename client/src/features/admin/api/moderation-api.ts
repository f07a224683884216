import { queryOptions } from '@tanstack/react-query';
import type { AuditPage, ReportGroup, StaffActionBody } from '../../../../../shared/moderation';
import { api } from '../../../lib/api';

/** The moderation desk (issue 14): admins and superadmins; the audit log for superadmins only. */
export const moderationAdminApi = {
  queue: (signal?: AbortSignal) => api.get<ReportGroup[]>('/admin/reports', { query: { status: 'open' }, signal }),
  act: (targetId: string, body: StaffActionBody) => api.post<{ closed: number }>(`/admin/reports/${encodeURIComponent(targetId)}/actions`, body),
  audit: (signal?: AbortSignal) => api.get<AuditPage>('/admin/audit', { query: { limit: '50' }, signal }),
};

export const moderationQueries = {
  queue: () => queryOptions({ queryKey: ['admin', 'reports'] as const, queryFn: ({ signal }) => moderationAdminApi.queue(signal) }),
  audit: () => queryOptions({ queryKey: ['admin', 'audit'] as const, queryFn: ({ signal }) => moderationAdminApi.audit(signal) }),
};
