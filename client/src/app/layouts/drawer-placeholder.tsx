import styled from 'styled-components';
import { useDrawer } from '../../features/drawer/stores/drawer-store';
import { MEDIUM_UP } from '../../features/drawer/utils/drawer-logic';
import { useMediaQuery } from '../../lib/use-media-query';

/** The permanent drawer's box (see the drawer's Panel): same width, height and edge, nothing inside. */
const Reserved = styled.div`
  flex: none;
  height: calc(100dvh - var(--topbar));
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * Stands in for the lazily loaded drawer from medium screens up, at its remembered width, so the page does
 * not jump sideways when the drawer arrives (no layout shift). Nothing when it is collapsed or on phones,
 * where the drawer is an overlay.
 */
export function DrawerPlaceholder() {
  const medium = useMediaQuery(MEDIUM_UP);
  const collapsed = useDrawer((s) => s.collapsed);
  const width = useDrawer((s) => s.width);
  if (!medium || collapsed) return null;
  return <Reserved style={{ width }} aria-hidden="true" data-testid="drawer-placeholder" />;
}
