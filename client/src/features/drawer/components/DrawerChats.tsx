import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatSummary } from '../../../../../shared/api';
import { Spinner } from '../../../components/ui/Spinner';
import { useDrawerLists } from '../hooks/use-drawer-lists';
import { DRAWER_CHAT_GROUPS, hasUnread, type DrawerChatGroup } from '../utils/drawer-logic';
import { DrawerGroup } from './DrawerGroup';

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.4rem 0.6rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
    cursor: pointer;
  }
`;

interface DrawerChatsProps {
  username: string | null;
  /** chats with an unread notification */
  unread: ReadonlySet<string>;
  /** how a group's chats are listed (app/ passes the chats feature's list) */
  renderList: (chats: ChatSummary[], group: DrawerChatGroup) => ReactNode;
}

/** My private chats, my public chats, my followed chats and the chats shared with me, live. */
export function DrawerChats({ username, unread, renderList }: DrawerChatsProps) {
  const { t } = useTranslation();
  const lists = useDrawerLists(username);
  const sources: Record<DrawerChatGroup, { chats: ChatSummary[] | null; total?: number | null; error: unknown }> = {
    private: { chats: lists.privateChats, error: lists.ownedError },
    public: { chats: lists.publicChats, error: lists.ownedError },
    followed: { chats: lists.followed, error: lists.followedError },
    shared: { chats: lists.shared, total: lists.sharedTotal, error: lists.sharedError },
  };
  return (
    <>
      {DRAWER_CHAT_GROUPS.map((key) => {
        const { chats, total, error } = sources[key];
        return (
          <DrawerGroup
            key={key}
            groupKey={key}
            title={t(`drawer.groups.${key}`)}
            count={chats ? (total ?? chats.length) : null}
            unread={chats ? hasUnread(chats, unread) : false}
            empty={chats?.length === 0}
            emptyText={t(`drawer.empty.${key}`)}
          >
            {chats ? (
              renderList(chats, key)
            ) : error ? (
              <Status role="alert">
                {t('errors.generic')}
                <button type="button" onClick={lists.reload}>{t('errors.retry')}</button>
              </Status>
            ) : (
              <Status>
                <Spinner size={16} decorative />
                {t('app.loading')}
              </Status>
            )}
          </DrawerGroup>
        );
      })}
    </>
  );
}
