import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemProps, ListProps } from 'react-virtuoso';
import styled from 'styled-components';
import type { TimelineItem } from '../../../../../shared/api';
import { Button } from '../../../components/ui/Button';
import { ChevronIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/Spinner';
import { DayHeader } from './DayHeader';

/** What the list's header needs to know about the pages above the items shown. */
export interface PagingContext {
  hasOlder: boolean;
  older: 'idle' | 'loading' | 'failed';
  /** older pages were put above the first page */
  pagedBack: boolean;
  loadOlder: () => void;
  /** a diary chat's day, shown as the timeline's date header once its beginning is in view */
  day: string | null;
}

// Virtuoso sets the list's top and bottom padding itself (the space of the items not rendered): only the
// sides are styled here, the ends are the header's and footer's.
const Ol = styled.ol`
  list-style: none;
  margin: 0 auto;
  padding-left: 1rem;
  padding-right: 1rem;
  max-width: 860px;
  @media (max-width: 599px) { padding-left: 0.75rem; padding-right: 0.75rem; }
`;

/** The gap between items, as padding: Virtuoso measures each item with it. */
const Li = styled.li`
  padding-bottom: 0.75rem;
`;

/**
 * Virtuoso hides the list until its sizes stop changing after the first scroll to the newest item; a reply
 * streaming when the chat opens changes them until it ends, so the list is shown at once instead.
 */
export function List({ style, children, ref }: ListProps & { ref?: Ref<HTMLDivElement> }) {
  const { visibility: _hiddenUntilSettled, ...shown } = style ?? {};
  return <Ol ref={ref as unknown as Ref<HTMLOListElement>} style={shown} data-testid="timeline-list">{children}</Ol>;
}

export function Item({ item: _item, ...props }: ItemProps<TimelineItem>) {
  return <Li {...props} />;
}

const Edge = styled.div`
  min-height: 1.25rem;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.6rem;
  padding: 0.75rem 1rem 0.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  text-align: center;
  p { margin: 0; }
`;

/** Above the items: loading older pages, a retry when one failed, or the beginning of the conversation. */
export function PagingHeader({ context }: { context: PagingContext }) {
  const { t } = useTranslation();
  if (context.older === 'failed') {
    return (
      <Edge data-testid="timeline-older-failed">
        <p role="alert">{t('chat.paging.olderFailed')}</p>
        <Button size="sm" variant="ghost" onClick={context.loadOlder}>{t('chat.retry')}</Button>
      </Edge>
    );
  }
  if (context.hasOlder) {
    return (
      <Edge data-testid="timeline-older">
        <Spinner size={16} decorative />
        <p>{t('chat.paging.loadingOlder')}</p>
      </Edge>
    );
  }
  const day = context.day ? <DayHeader day={context.day} /> : null;
  if (context.pagedBack) return <>{day}<Edge data-testid="timeline-beginning"><p>{t('chat.paging.beginning')}</p></Edge></>;
  return day ?? <Edge />;
}

export function Footer() {
  return <div style={{ height: '0.75rem' }} />;
}

const Jump = styled.button`
  position: absolute;
  left: 50%;
  transform: translateX(-50%);
  bottom: 1rem;
  z-index: 2;
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.5rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media (max-width: 599px) { bottom: 0.75rem; }
`;

export function JumpToLatest({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Jump type="button" onClick={onClick} data-testid="jump-to-latest">
      <ChevronIcon size={16} />
      {t('chat.paging.jumpToLatest')}
    </Jump>
  );
}
