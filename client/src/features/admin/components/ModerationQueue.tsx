import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ReportGroup, StaffAction } from '../../../../../shared/moderation';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { LoadError } from '../../../components/ui/LoadError';
import { Muted, Row, Stack } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { errorDetail } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { moderationAdminApi, moderationQueries } from '../api/moderation-api';

const Quote = styled.blockquote<{ $reported: boolean }>`
  margin: 0.25rem 0;
  padding: 0.35rem 0.6rem;
  border-left: 3px solid ${({ theme, $reported }) => ($reported ? theme.colors.danger : theme.colors.border)};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
  strong { margin-right: 0.4rem; }
`;

const ACTIONS: Record<ReportGroup['target']['type'], StaffAction[]> = {
  message: ['hide', 'restore', 'dismiss', 'warn', 'suspend'],
  chat: ['hide', 'restore', 'dismiss', 'warn', 'suspend'],
  user: ['dismiss', 'warn', 'suspend', 'restore'],
};

/** One target: what was reported (a message and the few before it), why, how many people; and the staff actions. */
function ReportCard({ group, onAct }: { group: ReportGroup; onAct: (group: ReportGroup, action: StaffAction) => void }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="report-group" data-target={group.target.id}>
      <Stack $gap="0.5rem">
        <Row $gap="0.5rem" $wrap>
          <strong>{t(`moderation.staff.target.${group.target.type}`)}</strong>
          <span>{group.subject ? t('moderation.staff.subject', { name: group.subject }) : t('moderation.staff.erased')}</span>
          {group.hidden && <Muted as="span">· {t('moderation.staff.hidden')}</Muted>}
        </Row>
        <Muted>{t('moderation.staff.reporters', { count: group.reporters })} · {group.reasons.map((r) => t(`moderation.reason.${r}`)).join(', ')}</Muted>
        {group.content.title && <Quote $reported>{group.content.title}</Quote>}
        {group.content.messages.map((m) => (
          <Quote key={m.id} $reported={m.reported}><strong>{m.author}</strong>{m.text ?? '…'}</Quote>
        ))}
        {group.notes.map((note, i) => <Muted key={i}>“{note}”</Muted>)}
        <Row $gap="0.4rem" $wrap>
          {ACTIONS[group.target.type].map((action) => (
            <Button key={action} size="sm" variant={action === 'suspend' || action === 'hide' ? 'danger' : 'secondary'} onClick={() => onAct(group, action)} data-testid={`staff-${action}`}>
              {t(`moderation.staff.action.${action}`)}
            </Button>
          ))}
        </Row>
      </Stack>
    </Card>
  );
}

/** The queue of open reports, grouped by target; every action asks for a reason and a confirmation. */
export function ModerationQueue() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const queue = useQuery(moderationQueries.queue());
  const [pending, setPending] = useState<{ group: ReportGroup; action: StaffAction } | null>(null);
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const act = useMutation({
    mutationFn: ({ group, action }: { group: ReportGroup; action: StaffAction }) =>
      moderationAdminApi.act(group.target.id, { action, reason, ...(action === 'suspend' && until ? { until: new Date(until).getTime() } : {}) }),
    onSuccess: (_answer, { action }) => {
      toast.success(t('moderation.staff.done', { action: t(`moderation.staff.action.${action}`) }));
      setPending(null);
      setReason('');
      setUntil('');
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => toast.error(errorDetail(error, t('moderation.staff.failed'))),
  });

  if (queue.isPending) return <LoadingBlock label={t('app.loading')} />;
  if (queue.isError) return <LoadError error={queue.error} onRetry={() => void queue.refetch()} />;
  const label = pending ? t(`moderation.staff.action.${pending.action}`) : '';
  return (
    <Stack $gap="0.75rem" data-testid="moderation-queue">
      {queue.data.length === 0 && <Muted>{t('moderation.staff.queueEmpty')}</Muted>}
      {queue.data.map((group) => <ReportCard key={group.target.id} group={group} onAct={(g, action) => setPending({ group: g, action })} />)}
      <ConfirmDialog
        open={pending !== null}
        title={t('moderation.staff.confirm', { action: label })}
        confirmLabel={label}
        cancelLabel={t('common.cancel')}
        closeLabel={t('dialog.close')}
        danger={pending?.action === 'hide' || pending?.action === 'suspend'}
        busy={act.isPending}
        onConfirm={() => pending && reason.trim() && act.mutate(pending)}
        onClose={() => setPending(null)}
        testId="staff-action-dialog"
      >
        <Stack $gap="0.5rem">
          <TextField label={t('moderation.staff.reason')} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} data-testid="staff-reason" />
          {pending?.action === 'suspend' && <TextField type="date" label={t('moderation.staff.until')} value={until} onChange={(e) => setUntil(e.target.value)} />}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
