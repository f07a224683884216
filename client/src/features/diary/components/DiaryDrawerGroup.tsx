import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DiaryCalendar } from './DiaryCalendar';

interface GroupFrameProps { groupKey: string; title: string; children?: ReactNode }

/** The drawer's "My diary" group: the small calendar, inside the frame the drawer hands over. */
export function DiaryDrawerGroup({ Group }: { Group: ComponentType<GroupFrameProps> }) {
  const { t } = useTranslation();
  return (
    <Group groupKey="diary" title={t('diary.title')}>
      <DiaryCalendar size="small" />
    </Group>
  );
}
