import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../../../shared/people';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Muted, Row, Stack } from '../../../components/ui/Page';
import { LoadError } from '../../../components/ui/LoadError';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { errorDetail } from '../../../lib/api';
import '../../../lib/people-i18n';
import { toast } from '../../../lib/toast';
import { adminApi, adminKeys, adminQueries } from '../api/admin-api';
import { ApplicationCard } from './ApplicationCard';
import { RejectDialog } from './RejectDialog';

const Tabs = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  button {
    min-height: 36px;
    padding: 0.3rem 0.9rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.text}; box-shadow: ${({ theme }) => theme.colors.shadow}; }
`;

/** The staff queue: pending applications first (oldest first), approved and rejected ones on request. */
export function ApplicationsQueue() {
  const { t } = useTranslation('people');
  const [status, setStatus] = useState<ApplicationStatus>('pending');
  const client = useQueryClient();
  const list = useQuery(adminQueries.applications(status));
  const [rejecting, setRejecting] = useState<string | null>(null);
  // Approving grants the verified badge and mails the applicant: asked first, as rejecting is.
  const [approving, setApproving] = useState<string | null>(null);
  const decision = useMutation({
    mutationFn: ({ action }: { username: string; action: () => Promise<unknown>; done: string }) => action(),
    onSuccess: (_answer, { done }) => {
      toast.success(done);
      setRejecting(null);
      setApproving(null);
      // The application moved to another tab: every status list is behind.
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toast.error(t('admin.decisionError'), errorDetail(error, t('common.error'))),
  });
  const working = decision.isPending ? decision.variables.username : null;
  const decide = (username: string, action: () => Promise<unknown>, done: string) => decision.mutate({ username, action, done });

  const items = list.data?.items ?? [];
  return (
    <Stack>
      <Row $justify="space-between">
        <Tabs role="group" aria-label={t('admin.statusFilter')}>
          {APPLICATION_STATUSES.map((s) => (
            <button key={s} type="button" aria-pressed={status === s} onClick={() => setStatus(s)} data-testid={`status-${s}`}>
              {t(`admin.statusTabs.${s}`)}
            </button>
          ))}
        </Tabs>
        <Button variant="ghost" size="sm" onClick={() => void list.refetch()}>{t('common.refresh')}</Button>
      </Row>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} title={t('common.error')} />
      ) : list.isPending ? (
        <LoadingBlock label={t('common.loading')} />
      ) : items.length === 0 ? (
        <Muted data-testid="queue-empty">{t(`admin.empty.${status}`)}</Muted>
      ) : (
        items.map((application) => (
          <ApplicationCard key={application.username} application={application} busy={working === application.username}
            onApprove={() => setApproving(application.username)}
            onReject={() => setRejecting(application.username)} />
        ))
      )}
      <RejectDialog username={rejecting} busy={working !== null && working === rejecting} onClose={() => setRejecting(null)}
        onReject={(reason) => rejecting && decide(rejecting, () => adminApi.reject(rejecting, reason), t('admin.rejected', { username: rejecting }))} />
      <ConfirmDialog open={approving !== null} title={t('admin.approveConfirm.title', { username: approving })} testId="approve-dialog"
        confirmLabel={t('admin.approveConfirm.confirm')} cancelLabel={t('common.cancel')} closeLabel={t('common.close')}
        busy={working !== null && working === approving} onClose={() => setApproving(null)}
        onConfirm={() => approving && decide(approving, () => adminApi.approve(approving), t('admin.approved', { username: approving }))}>
        <p>{t('admin.approveConfirm.body', { username: approving })}</p>
      </ConfirmDialog>
    </Stack>
  );
}
