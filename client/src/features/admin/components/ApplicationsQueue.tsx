import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../../../shared/people';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Muted, Row, Stack } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { errorDetail } from '../../../lib/api';
import '../../../lib/people-i18n';
import { toast } from '../../../lib/toast';
import { useAsync } from '../../../lib/use-async';
import { adminApi } from '../api/admin-api';
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
  const list = useAsync((signal) => adminApi.applications(status, signal), [status]);
  const [working, setWorking] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);

  const decide = async (username: string, action: () => Promise<unknown>, done: string) => {
    setWorking(username);
    try {
      await action();
      toast.success(done);
      setRejecting(null);
      list.reload();
    } catch (error) {
      toast.error(t('admin.decisionError'), errorDetail(error, t('common.error')));
    } finally {
      setWorking(null);
    }
  };

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
        <Button variant="ghost" size="sm" onClick={list.reload}>{t('common.refresh')}</Button>
      </Row>
      {list.error ? (
        <Alert tone="error" live title={t('common.error')}><p>{errorDetail(list.error, '')}</p></Alert>
      ) : list.loading && !list.data ? (
        <LoadingBlock label={t('common.loading')} />
      ) : items.length === 0 ? (
        <Muted data-testid="queue-empty">{t(`admin.empty.${status}`)}</Muted>
      ) : (
        items.map((application) => (
          <ApplicationCard key={application.username} application={application} busy={working === application.username}
            onApprove={() => void decide(application.username, () => adminApi.approve(application.username), t('admin.approved', { username: application.username }))}
            onReject={() => setRejecting(application.username)} />
        ))
      )}
      <RejectDialog username={rejecting} busy={working !== null && working === rejecting} onClose={() => setRejecting(null)}
        onReject={(reason) => rejecting && void decide(rejecting, () => adminApi.reject(rejecting, reason), t('admin.rejected', { username: rejecting }))} />
    </Stack>
  );
}
