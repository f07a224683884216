import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportTarget } from '../../../../shared/moderation';
import { errorDetail } from '../../lib/api';
import { blocksQuery, moderationApi } from '../../lib/query/moderation';
import { toast } from '../../lib/toast';
import { WarningIcon } from '../ui/icons';
import { MenuButton, type MenuItem } from '../ui/Menu';
import { ReportDialog } from './ReportDialog';

/**
 * Report and Block as menu items, and the report dialog they open (issue 14): `target` is what to report,
 * `person` whom to block. The person is never told of either.
 */
export function useModerationItems(target: ReportTarget, person: string): { items: MenuItem[]; dialog: ReactNode } {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const block = async () => {
    try {
      await moderationApi.block(person);
      await client.invalidateQueries({ queryKey: blocksQuery.queryKey });
      toast.success(t('moderation.block.done', { name: person }));
    } catch (error) {
      toast.error(errorDetail(error, t('moderation.block.failed')));
    }
  };
  const items: MenuItem[] = [
    {
      key: 'report', icon: <WarningIcon size={16} />, onSelect: () => setReporting(target),
      label: target.type === 'chat' ? t('moderation.report.chat') : t('moderation.report.person', { name: person }),
    },
    { key: 'block', danger: true, label: t('moderation.block.person', { name: person }), onSelect: () => void block() },
  ];
  return { items, dialog: <ReportDialog target={reporting} onClose={() => setReporting(null)} /> };
}

/** Report and Block for a person's profile, in a menu of their own. */
export function ModerationMenu({ target, person }: { target: ReportTarget; person: string }) {
  const { t } = useTranslation();
  const { items, dialog } = useModerationItems(target, person);
  return (
    <>
      <MenuButton label={t('moderation.menu')} items={items} testId="moderation-menu" />
      {dialog}
    </>
  );
}
