import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDrawer } from '../stores/drawer-store';
import { clampDrawerWidth, DRAWER_MAX_WIDTH, DRAWER_MIN_WIDTH, DRAWER_WIDTHS, resizeByKey } from '../utils/drawer-logic';

const Handle = styled.div`
  position: absolute;
  top: 0;
  right: -5px;
  bottom: 0;
  width: 10px;
  z-index: 2;
  cursor: col-resize;
  touch-action: none;
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: 4px;
    width: 2px;
    background: transparent;
    transition: background 0.15s ease;
  }
  &:hover::after, &:focus-visible::after, &[data-dragging='true']::after { background: ${({ theme }) => theme.colors.primary}; }
  &:focus-visible { outline: none; }
`;

/**
 * The drawer's right edge: drag it, or focus it and use the arrow keys (Home / End for the limits), to
 * change the width between 0.5× and 1.5× the medium width. The width is remembered.
 */
export function ResizeHandle({ controls }: { controls: string }) {
  const { t } = useTranslation();
  const width = useDrawer((s) => s.width);
  const setWidth = useDrawer((s) => s.setWidth);
  const drag = useRef<{ x: number; width: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    drag.current = { x: event.clientX, width };
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.dataset.dragging = 'true';
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setWidth(clampDrawerWidth(drag.current.width + event.clientX - drag.current.x), false);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    event.currentTarget.dataset.dragging = 'false';
    setWidth(useDrawer.getState().width, true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = resizeByKey(width, event.key);
    if (next === null) return;
    event.preventDefault();
    setWidth(next, true);
  };

  return (
    <Handle
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={t('drawer.resize')}
      aria-controls={controls}
      aria-valuemin={DRAWER_MIN_WIDTH}
      aria-valuemax={DRAWER_MAX_WIDTH}
      aria-valuenow={width}
      aria-valuetext={t('drawer.width', { width })}
      data-testid="drawer-resize"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      onDoubleClick={() => setWidth(DRAWER_WIDTHS.medium, true)}
    />
  );
}
