import { lazy, type ComponentType } from 'react';
import { useSession } from '../../features/auth/stores/session-store';
import type { DrawerGroupProps } from '../../features/drawer/components/DrawerGroup';

export interface DiarySlotProps {
  /** the drawer's collapsible group frame (count badge, unread dot, 40vh list), for the diary to render in */
  Group: ComponentType<DrawerGroupProps>;
  /** the signed-in username */
  username: string | null;
}

// The calendar (react-day-picker) loads only for premium subscribers, when the drawer first shows it.
const DiaryDrawerGroup = lazy(() => import('../../features/diary/components/DiaryDrawerGroup').then((m) => ({ default: m.DiaryDrawerGroup })));

/**
 * The first group of the side drawer: "My diary", only when the subscription allows (SPEC §2). It suspends
 * while its chunk loads; the drawer host's boundary holds the groups below until then, so they never move.
 */
export function DiarySlot({ Group, username }: DiarySlotProps) {
  const premium = useSession((s) => s.subscription === 'user-premium');
  if (!premium || !username) return null;
  return <DiaryDrawerGroup Group={Group} />;
}
