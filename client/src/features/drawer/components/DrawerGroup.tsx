import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChevronIcon } from '../../../components/ui/icons';
import { useDrawer } from '../stores/drawer-store';
import { badgeText } from '../utils/drawer-logic';

const Section = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: 0.25rem 0;
  h2 { margin: 0; font-size: inherit; }
`;

const Head = styled.button`
  display: flex;
  align-items: center;
  gap: 0.45rem;
  width: 100%;
  min-height: 40px;
  padding: 0.35rem 0.6rem;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9rem;
  font-weight: 650;
  text-align: left;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  > svg { flex: none; color: ${({ theme }) => theme.colors.textMuted}; transition: transform 0.15s ease; }
  &[aria-expanded='false'] > svg { transform: rotate(-90deg); }
  /* One line, cut with an ellipsis: at the narrowest drawer a wrapped title broke letter by letter. */
  .title { flex: 1; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;

const Dot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
`;

const Count = styled.span`
  flex: none;
  min-width: 24px;
  padding: 0.05rem 0.4rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  font-weight: 700;
  text-align: center;
`;

const Body = styled.div`
  max-height: 40vh;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0.15rem 0.25rem 0.35rem;
`;

const Note = styled.p`
  margin: 0;
  padding: 0.35rem 0.6rem 0.5rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface DrawerGroupProps {
  /** remembers whether it is open, by this key */
  groupKey: string;
  title: string;
  /** the badge (shows at most 99, its label the real count); none while unknown */
  count?: number | null;
  /** some item in it has an unread notification */
  unread?: boolean;
  /** shown instead of the content when the group has nothing */
  emptyText?: string;
  empty?: boolean;
  children?: ReactNode;
}

/** A collapsible group of the side drawer: count badge, unread dot, a list at most 40vh tall, or a no-data text. */
export function DrawerGroup({ groupKey, title, count, unread = false, emptyText, empty = false, children }: DrawerGroupProps) {
  const { t } = useTranslation();
  const open = !useDrawer((s) => s.closedGroups[groupKey]);
  const toggle = useDrawer((s) => s.toggleGroup);
  const id = useId();
  return (
    <Section aria-labelledby={`${id}-head`} data-testid={`drawer-group-${groupKey}`} data-unread={unread || undefined}>
      <h2>
        <Head id={`${id}-head`} type="button" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => toggle(groupKey)}>
          <ChevronIcon size={16} />
          <span className="title" title={title}>{title}</span>
          {unread && (
            <>
              <Dot aria-hidden="true" data-testid="group-unread-dot" />
              <span className="visually-hidden">{t('drawer.unread')}</span>
            </>
          )}
          {count !== null && count !== undefined && (
            <Count data-testid="group-count" data-count={count} title={t('drawer.count', { count })}>
              <span aria-hidden="true">{badgeText(count)}</span>
              <span className="visually-hidden">{t('drawer.count', { count })}</span>
            </Count>
          )}
        </Head>
      </h2>
      <Body id={`${id}-body`} hidden={!open}>
        {empty && emptyText ? <Note>{emptyText}</Note> : children}
      </Body>
    </Section>
  );
}
