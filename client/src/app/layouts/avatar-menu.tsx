import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BellIcon, CompassIcon, LogoutIcon, ShieldIcon, UserIcon, UsersIcon } from '../../components/ui/icons';
import { useSession } from '../../features/auth/stores/session-store';
import { useOutsidePointer } from '../../lib/use-outside-pointer';
import { paths } from '../../lib/paths';

const Wrapper = styled.div`
  position: relative;
`;

const Avatar = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 2px solid ${({ theme }) => theme.colors.primarySoft};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-transform: uppercase;
  cursor: pointer;
  &:focus-visible { border-radius: 50%; }
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 60;
  min-width: 220px;
  padding: 0.4rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.colors.shadow};
`;

const Who = styled.div`
  padding: 0.5rem 0.7rem 0.6rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 0.3rem;
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.78rem; }
  strong { display: block; overflow: hidden; text-overflow: ellipsis; }
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  padding: 0.55rem 0.7rem;
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.text}; }
`;

/** The account button: a menu with profile, notifications and log out (arrow keys, Escape and outside clicks work). */
export function AvatarMenu({ username, roleLabel }: { username: string; roleLabel: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const role = useSession((s) => s.role);
  const admin = role === 'admin' || role === 'superadmin';

  useEffect(() => {
    if (open) wrapper.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);
  useOutsidePointer(open, [wrapper], () => setOpen(false));

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Wrapper ref={wrapper}>
      <Avatar
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('nav.accountMenu', { username })}
        data-testid="avatar-menu"
        onClick={() => setOpen((o) => !o)}
      >
        {username.slice(0, 1)}
      </Avatar>
      {open && (
        <Menu id={menuId} role="menu" aria-label={t('nav.accountMenu', { username })} onKeyDown={onMenuKeyDown}>
          <Who role="none">
            <small>{t('nav.signedInAs')}</small>
            <strong>{username}</strong>
            <small>{roleLabel}</small>
          </Who>
          <Item role="menuitem" to={paths.profile(username)} data-testid="menu-profile" onClick={() => setOpen(false)}>
            <UserIcon size={18} />
            {t('nav.profile')}
          </Item>
          <Item role="menuitem" to={paths.notifications} data-testid="menu-notifications" onClick={() => setOpen(false)}>
            <BellIcon size={18} />
            {t('nav.notifications')}
          </Item>
          <Item role="menuitem" to={paths.professionals} data-testid="menu-find-professional" onClick={() => setOpen(false)}>
            <UsersIcon size={18} />
            {t('nav.findProfessional')}
          </Item>
          {role === 'professional' && (
            <Item role="menuitem" to={paths.professionalSearch} data-testid="menu-professional-search" onClick={() => setOpen(false)}>
              <CompassIcon size={18} />
              {t('nav.professionalSearch')}
            </Item>
          )}
          {admin && (
            <Item role="menuitem" to={paths.admin} data-testid="menu-admin" onClick={() => setOpen(false)}>
              <ShieldIcon size={18} />
              {t('nav.admin')}
            </Item>
          )}
          <Item role="menuitem" to={paths.logout} data-testid="logout" onClick={() => setOpen(false)}>
            <LogoutIcon size={18} />
            {t('nav.logout')}
          </Item>
        </Menu>
      )}
    </Wrapper>
  );
}
