import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ChatSummary } from '../../../../../shared/api';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { drawerApi } from '../api/drawer-api';
import { splitOwnedChats } from '../utils/drawer-logic';

interface Lists {
  owned: ChatSummary[] | null;
  followed: ChatSummary[] | null;
  /** shared with me by others (direct messages too): the first page */
  shared: ChatSummary[] | null;
  /** how many are shared with me in all, for the badge */
  sharedTotal: number | null;
  ownedError: unknown;
  followedError: unknown;
  sharedError: unknown;
}

const EMPTY: Lists = { owned: null, followed: null, shared: null, sharedTotal: null, ownedError: null, followedError: null, sharedError: null };

const CHAT_PATH = /^\/chats\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The drawer's lists for a signed-in user: own chats (split private / public), followed chats and chats shared
 * with me. Fetched only when a username exists (SPEC §4), again on `chats:changed`, after every reconnection,
 * and when a chat the lists do not know yet is opened (a chat just created elsewhere).
 */
export function useDrawerLists(username: string | null) {
  const [lists, setLists] = useState<Lists>(EMPTY);
  const controller = useRef<AbortController | null>(null);
  const { pathname } = useLocation();

  const load = useCallback(() => {
    if (!username) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const into = <T>(request: Promise<T>, found: (result: T) => Partial<Lists>, failed: (error: unknown) => Partial<Lists>) =>
      request.then(
        (result) => !current.signal.aborted && setLists((l) => ({ ...l, ...found(result) })),
        (error: unknown) => !current.signal.aborted && setLists((l) => ({ ...l, ...failed(error) })),
      );
    into(drawerApi.mine(current.signal), (owned) => ({ owned, ownedError: null }), (ownedError) => ({ ownedError }));
    into(
      drawerApi.follows(current.signal),
      (records) => ({ followed: records.map((r) => r.chat), followedError: null }),
      (followedError) => ({ followedError }),
    );
    into(
      drawerApi.sharedWithMe(current.signal),
      (page) => ({ shared: page.items, sharedTotal: page.total, sharedError: null }),
      (sharedError) => ({ sharedError }),
    );
  }, [username]);

  useEffect(() => {
    if (!username) {
      setLists(EMPTY);
      return;
    }
    load();
    return () => controller.current?.abort();
  }, [username, load]);

  useSocketEvent('chats:changed', load, { enabled: username !== null, onReconnect: load });

  // A chat opened that no list has (just created, or created in another tab): the lists are behind.
  const known = useRef(new Set<string>());
  const openedId = CHAT_PATH.exec(pathname)?.[1] ?? null;
  useEffect(() => {
    if (!openedId || lists.owned === null || known.current.has(openedId)) return;
    known.current.add(openedId);
    const listed = [lists.owned, lists.followed, lists.shared].some((chats) => chats?.some((c) => c.id === openedId));
    if (!listed) load();
  }, [openedId, lists.owned, lists.followed, lists.shared, load]);

  const split = useMemo(() => (lists.owned ? splitOwnedChats(lists.owned) : null), [lists.owned]);
  return { ...lists, privateChats: split?.private ?? null, publicChats: split?.public ?? null, reload: load };
}
