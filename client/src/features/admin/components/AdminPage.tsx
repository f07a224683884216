import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { Container, PageHeader, Stack } from '../../../components/ui/Page';
import '../../../lib/people-i18n';
import { AccountForm } from './AccountForm';
import { ApplicationsQueue } from './ApplicationsQueue';
import { AuditLog } from './AuditLog';
import { ModerationQueue } from './ModerationQueue';

/** The staff area: the professional applications queue, and roles and subscriptions. */
export function AdminPage({ superadmin = false }: { superadmin?: boolean }) {
  const { t } = useTranslation('people');
  const { t: tr } = useTranslation();
  return (
    <Container $width="wide">
      <PageHeader>
        <h1>{t('admin.title')}</h1>
        <p>{t('admin.subtitle')}</p>
      </PageHeader>
      <Stack $gap="2rem">
        <section aria-labelledby="admin-queue">
          <h2 id="admin-queue">{t('admin.queueTitle')}</h2>
          <ApplicationsQueue />
        </section>
        <section aria-labelledby="admin-moderation">
          <h2 id="admin-moderation">{tr('moderation.staff.title')}</h2>
          <ModerationQueue />
        </section>
        {superadmin && (
          <section aria-labelledby="admin-audit">
            <h2 id="admin-audit">{tr('moderation.staff.auditTitle')}</h2>
            <Card><AuditLog /></Card>
          </section>
        )}
        <section aria-labelledby="admin-accounts">
          <h2 id="admin-accounts">{t('admin.account.title')}</h2>
          <Card>
            <AccountForm />
          </Card>
        </section>
      </Stack>
    </Container>
  );
}
