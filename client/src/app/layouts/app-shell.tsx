import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../components/Logo';
import { BookIcon, ChatIcon, CompassIcon, ListIcon } from '../../components/ui/icons';
import { useSession } from '../../features/auth/stores/session-store';
import { DrawerToggle } from '../../features/drawer/components/DrawerToggle';
import { useHasUnread } from '../../features/notifications/api/notifications-api';
import { LanguageSwitch } from '../../features/settings/components/LanguageSwitch';
import { ThemeToggle } from '../../features/settings/components/ThemeToggle';
import { paths } from '../../lib/paths';
import { AvatarMenu } from './avatar-menu';
import { DrawerPlaceholder } from './drawer-placeholder';
import { SiteFooter } from './site-footer';
import { Actions, Main, SkipLink, Spacer, TopBar } from './top-bar';
import { useRouteHandle } from './use-route-handle';

// The drawer brings the socket and the chat lists: its own chunk, loaded once the shell is shown.
const DrawerHost = lazy(() => import('./drawer-host'));

/** Below the top bar: the side drawer and the page, side by side. */
const Body = styled.div`
  flex: 1;
  display: flex;
  align-items: stretch;
  min-width: 0;
`;

const Nav = styled.nav`
  margin-left: 1.25rem;
  ul { display: flex; gap: 0.25rem; list-style: none; margin: 0; padding: 0; }
  @media (max-width: 599px) {
    margin-left: 0;
    ul { gap: 0; }
  }
`;

const Item = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  height: 40px;
  padding: 0 0.8rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  font-size: 0.95rem;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.text}; }
  &.active { background: ${({ theme }) => theme.colors.primarySoft}; color: ${({ theme }) => theme.colors.onPrimarySoft}; }
  @media (max-width: 759px) {
    width: 40px;
    padding: 0;
    justify-content: center;
    span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  }
  /* With the drawer button, the signed-in bar has to fit 375px: slimmer icon links. */
  @media (max-width: 599px) { width: 36px; }
  @media (max-width: 399px) { width: 32px; }
`;

/** The shell when a token exists: logo, talk / my chats / explore, switchers and the account menu. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const username = useSession((s) => s.username) ?? '';
  const role = useSession((s) => s.role);
  const unread = useHasUnread(username || null);
  // My diary is for premium subscribers only (SPEC §2): not rendered at all otherwise.
  const premium = useSession((s) => s.subscription === 'user-premium');
  const { footerInApp } = useRouteHandle();
  const links = [
    { to: paths.newChat, label: t('nav.talk'), Icon: ChatIcon, end: true },
    ...(premium ? [{ to: paths.diary, label: t('nav.diary'), Icon: BookIcon, end: true }] : []),
    { to: paths.myChats, label: t('nav.myChats'), Icon: ListIcon, end: true },
    { to: paths.explore, label: t('nav.explore'), Icon: CompassIcon, end: true },
  ];
  return (
    <>
      <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
      <TopBar>
        <DrawerToggle unread={unread} />
        <Logo label={t('app.homeLabel')} compact />
        <Nav aria-label={t('nav.main')}>
          <ul>
            {links.map(({ to, label, Icon, end }) => (
              <li key={to}>
                <Item to={to} end={end} title={label} data-testid={`nav-${to.replaceAll('/', '-').slice(1)}`}>
                  <Icon size={19} />
                  <span>{label}</span>
                </Item>
              </li>
            ))}
          </ul>
        </Nav>
        <Spacer />
        <Actions>
          <LanguageSwitch />
          <ThemeToggle />
          <AvatarMenu username={username} roleLabel={role ? t(`roles.${role}`) : ''} />
        </Actions>
      </TopBar>
      <Body>
        <Suspense fallback={<DrawerPlaceholder />}>
          <DrawerHost />
        </Suspense>
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
      </Body>
      {footerInApp && <SiteFooter />}
    </>
  );
}
