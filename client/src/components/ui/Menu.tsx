import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useOutsidePointer } from '../../lib/use-outside-pointer';
import { MoreIcon } from './icons';

export interface MenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  onSelect: () => void;
}

const Trigger = styled.button<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { border-radius: 50%; }
`;

const Popup = styled.div`
  position: fixed;
  z-index: 900;
  min-width: 190px;
  max-width: calc(100vw - 16px);
  padding: 0.35rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.colors.shadow};
`;

const Item = styled.button<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  width: 100%;
  padding: 0.55rem 0.7rem;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  text-align: left;
  white-space: nowrap;
  cursor: pointer;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.surfaceAlt}; outline-offset: -2px; }
  svg { flex: none; }
`;

interface MenuButtonProps {
  /** the button's accessible name */
  label: string;
  items: MenuItem[];
  icon?: ReactNode;
  size?: number;
  testId?: string;
}

/**
 * A "more actions" button and its menu. The menu is portalled with fixed positioning so scrolling lists do
 * not clip it. Arrow keys, Home/End, Escape and outside clicks work; picking an item returns focus to the
 * button first, so a dialog it opens can give focus back to it on close.
 */
export function MenuButton({ label, items, icon, size = 36, testId }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useLayoutEffect(() => {
    if (!open || !trigger.current || !popup.current) return;
    const rect = trigger.current.getBoundingClientRect();
    const { offsetWidth: width, offsetHeight: height } = popup.current;
    const below = rect.bottom + 4 + height <= window.innerHeight - 8;
    const top = below ? rect.bottom + 4 : Math.max(8, rect.top - 4 - height);
    const left = Math.min(window.innerWidth - width - 8, Math.max(8, rect.right - width));
    setPosition({ top, left });
    popup.current.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  useOutsidePointer(open, [popup, trigger], () => setOpen(false));
  useEffect(() => {
    if (!open) return;
    // The menu is placed against the trigger: once the page moves under it, it closes instead of drifting.
    // Only a scroll of something holding the trigger moves it: a chat's timeline scrolling to a live message
    // beside the header leaves the menu where it is (and open).
    const onMove = (event: Event) => {
      const target = event.target;
      const holdsTrigger = target === document || (target instanceof Node && target.contains(trigger.current));
      if (event.type === 'resize' || holdsTrigger) setOpen(false);
    };
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    setPosition(null);
    if (refocus) trigger.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = [...(popup.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusAt(index + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusAt(event.key === 'Home' ? 0 : list.length - 1);
    } else if (event.key === 'Tab') {
      close(true);
    }
  };

  return (
    <>
      <Trigger
        ref={trigger}
        type="button"
        $size={size}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          if (open) close(false);
          else setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {icon ?? <MoreIcon size={18} />}
      </Trigger>
      {open &&
        createPortal(
          <Popup
            ref={popup}
            id={menuId}
            role="menu"
            aria-label={label}
            onKeyDown={onKeyDown}
            style={position ? { top: position.top, left: position.left } : { top: 0, left: 0, visibility: 'hidden' }}
          >
            {items.map((item) => (
              <Item
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                $danger={item.danger}
                data-testid={`menu-${item.key}`}
                onClick={(event) => {
                  event.preventDefault();
                  event.stopPropagation();
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </Item>
            ))}
          </Popup>,
          document.body,
        )}
    </>
  );
}
