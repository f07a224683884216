import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '../../../../../shared/api';
import { LoadError } from '../../../components/ui/LoadError';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { useDrawerLists } from '../hooks/use-drawer-lists';
import { DRAWER_CHAT_GROUPS, hasUnread, type DrawerChatGroup } from '../utils/drawer-logic';
import { DrawerGroup } from './DrawerGroup';

interface DrawerChatsProps {
  username: string | null;
  /** chats with an unread notification */
  unread: ReadonlySet<string>;
  /** how a group's chats are listed (app/ passes the chats feature's list) */
  renderList: (chats: ChatSummary[], group: DrawerChatGroup) => ReactNode;
}

interface Source {
  chats: ChatSummary[] | undefined;
  total?: number;
  query: UseQueryResult<unknown>;
}

/** My private chats, my chats shared with named people, my public chats, my followed chats and the chats shared with me, live. */
export function DrawerChats({ username, unread, renderList }: DrawerChatsProps) {
  const { t } = useTranslation();
  const lists = useDrawerLists(username);
  const sources: Record<DrawerChatGroup, Source> = {
    private: { chats: lists.privateChats, query: lists.owned },
    people: { chats: lists.peopleChats, query: lists.owned },
    public: { chats: lists.publicChats, query: lists.owned },
    followed: { chats: lists.followed.data, query: lists.followed },
    shared: { chats: lists.shared.data?.items, total: lists.shared.data?.total, query: lists.shared },
  };
  return (
    <>
      {DRAWER_CHAT_GROUPS.map((key) => {
        const { chats, total, query } = sources[key];
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
            ) : query.isError ? (
              <LoadError compact error={query.error} onRetry={() => void query.refetch()} />
            ) : (
              <LoadingBlock compact label={t('app.loading')} />
            )}
          </DrawerGroup>
        );
      })}
    </>
  );
}
