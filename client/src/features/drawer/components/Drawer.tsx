import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { IconButton } from '../../../components/ui/Button';
import { CloseIcon, SidebarIcon } from '../../../components/ui/icons';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useDrawer } from '../stores/drawer-store';
import { DRAWER_ID, DRAWER_WIDTHS, MEDIUM_UP } from '../utils/drawer-logic';
import { ResizeHandle } from './ResizeHandle';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const Panel = styled.aside`
  position: sticky;
  top: var(--topbar);
  flex: none;
  display: flex;
  flex-direction: column;
  height: calc(100dvh - var(--topbar));
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  z-index: 20;
`;

const Sheet = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  bottom: 0;
  z-index: 80;
  display: flex;
  flex-direction: column;
  width: min(${DRAWER_WIDTHS.small}px, 86vw);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.colors.shadow};
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 79;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Head = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  min-height: 48px;
  padding: 0.35rem 0.4rem 0.35rem 0.9rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0; font-size: 0.8rem; letter-spacing: 0.06em; text-transform: uppercase; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 0.25rem 0.4rem 1rem;
`;

/**
 * The side drawer of the signed-in shell (SPEC §2): permanent from medium screens up (collapsible, resizable,
 * its width remembered), temporary on small screens (an overlay opened from the top bar that traps focus,
 * closes with Escape, the backdrop or a navigation). Its content comes from app/.
 */
export function Drawer({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const medium = useMediaQuery(MEDIUM_UP);
  const mobileOpen = useDrawer((s) => s.mobileOpen);
  const collapsed = useDrawer((s) => s.collapsed);
  const width = useDrawer((s) => s.width);
  const setMobileOpen = useDrawer((s) => s.setMobileOpen);
  const toggleCollapsed = useDrawer((s) => s.toggleCollapsed);
  const { pathname } = useLocation();
  const sheet = useRef<HTMLDivElement>(null);
  const temporaryOpen = !medium && mobileOpen;

  // A navigation closes the sheet; mounting does not: the drawer's chunk loads lazily, and a tap on the toggle
  // made while it loaded must still open it.
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (openedAt.current === pathname) return;
    openedAt.current = pathname;
    setMobileOpen(false);
  }, [pathname, setMobileOpen]);

  useEffect(() => {
    if (!temporaryOpen) return;
    const previous = document.activeElement as HTMLElement | null;
    sheet.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      const el = sheet.current;
      // A dialog or menu opened from inside handles its own keys.
      if (!el || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        setMobileOpen(false);
      } else if (event.key === 'Tab') {
        const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((i) => i.offsetParent !== null);
        if (items.length === 0) return;
        const [first, last] = [items[0], items[items.length - 1]];
        if (!el.contains(document.activeElement)) {
          event.preventDefault();
          first.focus();
        } else if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus?.();
    };
  }, [temporaryOpen, setMobileOpen]);

  // Tell the top-bar toggle whether #app-drawer exists, so its aria-controls never points at nothing.
  const shown = medium ? !collapsed : mobileOpen;
  const setRendered = useDrawer((s) => s.setRendered);
  useEffect(() => {
    setRendered(shown);
    return () => setRendered(false);
  }, [shown, setRendered]);

  if (!shown) return null;

  const head = (
    <Head>
      <h2>{t('drawer.title')}</h2>
      {medium ? (
        <IconButton type="button" onClick={toggleCollapsed} aria-label={t('drawer.collapse')} title={t('drawer.collapse')} aria-controls={DRAWER_ID} aria-expanded data-testid="drawer-collapse">
          <SidebarIcon size={18} />
        </IconButton>
      ) : (
        <IconButton type="button" onClick={() => setMobileOpen(false)} aria-label={t('drawer.close')} title={t('drawer.close')} data-testid="drawer-close">
          <CloseIcon size={18} />
        </IconButton>
      )}
    </Head>
  );

  if (!medium) {
    return (
      <>
        <Backdrop onClick={() => setMobileOpen(false)} data-testid="drawer-backdrop" />
        <Sheet ref={sheet} id={DRAWER_ID} role="dialog" aria-modal="true" aria-label={t('drawer.title')} data-testid="drawer" data-mode="temporary">
          {head}
          <Scroll>{children}</Scroll>
        </Sheet>
      </>
    );
  }
  return (
    <Panel id={DRAWER_ID} aria-label={t('drawer.title')} style={{ width }} data-testid="drawer" data-mode="permanent">
      {head}
      <Scroll>{children}</Scroll>
      <ResizeHandle controls={DRAWER_ID} />
    </Panel>
  );
}
