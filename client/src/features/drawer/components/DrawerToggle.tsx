import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from '../../../components/ui/Button';
import { MenuIcon } from '../../../components/ui/icons';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useDrawer } from '../stores/drawer-store';
import { DRAWER_ID, MEDIUM_UP } from '../utils/drawer-logic';

const Toggle = styled(IconButton)`
  position: relative;
  flex: none;
  @media (max-width: 599px) { width: 36px; height: 36px; }
`;

const Dot = styled.span`
  position: absolute;
  top: 7px;
  right: 7px;
  width: 9px;
  height: 9px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;

/**
 * The top-bar button for the side drawer: opens the temporary drawer on small screens, folds / unfolds the
 * permanent one from medium screens up. A dot tells about unread notifications.
 */
export function DrawerToggle({ unread }: { unread: boolean }) {
  const { t } = useTranslation();
  const medium = useMediaQuery(MEDIUM_UP);
  const expanded = useDrawer((s) => (medium ? !s.collapsed : s.mobileOpen));
  const rendered = useDrawer((s) => s.rendered);
  const label = medium ? (expanded ? t('drawer.collapse') : t('drawer.expand')) : t('drawer.open');
  const onClick = () => {
    const state = useDrawer.getState();
    if (medium) state.toggleCollapsed();
    else state.setMobileOpen(!state.mobileOpen);
  };
  return (
    <Toggle type="button" onClick={onClick} aria-label={label} title={label} aria-controls={rendered ? DRAWER_ID : undefined} aria-expanded={expanded} data-testid="drawer-toggle">
      <MenuIcon size={20} />
      {unread && (
        <>
          <Dot aria-hidden="true" data-testid="drawer-toggle-dot" />
          <span className="visually-hidden">{t('drawer.unread')}</span>
        </>
      )}
    </Toggle>
  );
}
