import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { ChatSummary } from '../../../../../shared/api';
import { chatListQueries, invalidateChatLists, type FollowWithChat } from '../../../lib/query/chat-lists';
import { splitOwnedChats } from '../utils/drawer-logic';

const CHAT_PATH = /^\/chats\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const followedChats = (records: FollowWithChat[]): ChatSummary[] => records.map((r) => r.chat);

/**
 * The drawer's lists for a signed-in user, from the shared cache entries: own chats (split private / shared with people / public),
 * followed chats and chats shared with me. Only fetched when a username exists (SPEC §4); kept fresh by the
 * socket (app/server-state-sync.ts) and, as a safety net, when a chat none of them knows is opened.
 */
export function useDrawerLists(username: string | null) {
  const enabled = username !== null;
  const viewer = username ?? '';
  const owned = useQuery({ ...chatListQueries.mine(viewer), enabled });
  const followed = useQuery({ ...chatListQueries.followed(viewer), enabled, select: followedChats });
  const shared = useQuery({ ...chatListQueries.sharedWithMe(viewer), enabled });
  useUnknownChatRefresh([owned.data, followed.data, shared.data?.items]);
  const split = useMemo(() => (owned.data ? splitOwnedChats(owned.data) : null), [owned.data]);
  return { owned, followed, shared, privateChats: split?.private, peopleChats: split?.people, publicChats: split?.public };
}

/** A chat opened that no list has (just created, or created in another tab) means the lists are behind. */
function useUnknownChatRefresh(lists: readonly (readonly ChatSummary[] | undefined)[]): void {
  const client = useQueryClient();
  const known = useRef(new Set<string>());
  const { pathname } = useLocation();
  const openedId = CHAT_PATH.exec(pathname)?.[1] ?? null;
  const [owned, followed, shared] = lists;
  useEffect(() => {
    if (!openedId || !owned || known.current.has(openedId)) return;
    known.current.add(openedId);
    const listed = [owned, followed, shared].some((chats) => chats?.some((c) => c.id === openedId));
    if (!listed) void invalidateChatLists(client);
  }, [openedId, owned, followed, shared, client]);
}
