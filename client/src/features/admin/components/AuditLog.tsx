import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadError } from '../../../components/ui/LoadError';
import { Muted } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { moderationQueries } from '../api/moderation-api';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li { padding: 0.5rem 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; overflow-wrap: anywhere; }
`;

/** Every staff action, newest first (superadmins only): who, what, on what, when and why. */
export function AuditLog() {
  const { t, i18n } = useTranslation();
  const audit = useQuery(moderationQueries.audit());
  if (audit.isPending) return <LoadingBlock label={t('app.loading')} />;
  if (audit.isError) return <LoadError error={audit.error} onRetry={() => void audit.refetch()} />;
  if (audit.data.items.length === 0) return <Muted>{t('moderation.staff.auditEmpty')}</Muted>;
  return (
    <List data-testid="audit-log">
      {audit.data.items.map((e) => (
        <li key={e.id}>
          <strong>{e.actor === 'system' ? t('moderation.staff.system') : e.actor}</strong>{' · '}
          {e.action === 'auto_hide' ? t('moderation.staff.action.hide') : t(`moderation.staff.action.${e.action}`)}{' · '}
          {t(`moderation.staff.target.${e.target_type}`)} {e.subject ?? t('moderation.staff.erased')}{' · '}
          <time dateTime={new Date(e.at).toISOString()}>{new Date(e.at).toLocaleString(i18n.language)}</time>
          <Muted>{e.reason}</Muted>
        </li>
      ))}
    </List>
  );
}
