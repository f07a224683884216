import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MenuIcon } from '../../components/ui/icons';
import { paths } from '../../lib/paths';
import { useOutsidePointer } from '../../lib/use-outside-pointer';

/**
 * SPEC §2's header menu, each destination once: "talk" is also "new chat" (/chats/new), and "explore" is also
 * "chats" and "public" (/chats lists only public chats). Each entry is a nav.* label key and where it leads.
 */
export const SITE_MENU_LINKS = [
  { key: 'home', to: paths.home },
  { key: 'talk', to: paths.newChat },
  { key: 'explore', to: paths.explore },
  { key: 'myChats', to: paths.myChats },
  { key: 'diary', to: paths.diary },
  { key: 'heal', to: '/#features' },
  { key: 'pricing', to: '/#pricing' },
  { key: 'releases', to: '/#releases' },
  { key: 'contact', to: '/#contact' },
] as const;

const Wrapper = styled.div`
  position: relative;
  flex: none;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  height: 40px;
  padding: 0 0.8rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  font-size: 0.95rem;
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.text}; }
  /* Phones keep the icon only: the header has to fit 375px with log in and sign up. */
  @media (max-width: 599px) {
    width: 36px;
    height: 36px;
    padding: 0;
    justify-content: center;
    span { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  }
`;

const Panel = styled.nav`
  position: absolute;
  top: calc(100% + 8px);
  left: 0;
  z-index: 60;
  min-width: 220px;
  max-height: calc(100dvh - var(--topbar) - 1rem);
  overflow-y: auto;
  padding: 0.4rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  ul { list-style: none; margin: 0; padding: 0; }
  a {
    display: block;
    padding: 0.5rem 0.7rem;
    border-radius: 8px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
    &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.text}; }
  }
`;

/**
 * The public header's "Menu": a disclosure button over a list of links (a site navigation, not an ARIA menu,
 * so Tab walks the links). Escape, an outside click, focus leaving it or following a link closes it.
 */
export function SiteMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useOutsidePointer(open, [wrapper], () => setOpen(false));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <Wrapper ref={wrapper} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Toggle ref={button} type="button" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)} data-testid="site-menu">
        <MenuIcon size={20} />
        <span>{t('nav.siteMenu')}</span>
      </Toggle>
      {open && (
        <Panel id={panelId} aria-label={t('nav.siteMenuLabel')} data-testid="site-menu-panel">
          <ul>
            {SITE_MENU_LINKS.map(({ key, to }) => (
              <li key={key}>
                <Link to={to} onClick={() => setOpen(false)}>{t(`nav.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </Wrapper>
  );
}
