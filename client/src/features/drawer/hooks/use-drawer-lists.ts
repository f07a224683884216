import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ChatSummary } from '../../../../../shared/api';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { drawerApi } from '../api/drawer-api';
import { splitOwnedChats } from '../utils/drawer-logic';

interface Lists {
  owned: ChatSummary[] | null;
  followed: ChatSummary[] | null;
  ownedError: unknown;
  followedError: unknown;
}

const CHAT_PATH = /^\/chats\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The drawer's lists for a signed-in user: own chats (split private / public) and followed chats. Fetched
 * only when a username exists (SPEC §4), again on `chats:changed`, after every reconnection, and when a chat
 * the lists do not know yet is opened (a chat just created elsewhere).
 */
export function useDrawerLists(username: string | null) {
  const [lists, setLists] = useState<Lists>({ owned: null, followed: null, ownedError: null, followedError: null });
  const controller = useRef<AbortController | null>(null);
  const { pathname } = useLocation();

  const load = useCallback(() => {
    if (!username) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const alive = () => !current.signal.aborted;
    drawerApi.mine(current.signal).then(
      (owned) => alive() && setLists((l) => ({ ...l, owned, ownedError: null })),
      (error: unknown) => alive() && setLists((l) => ({ ...l, ownedError: error })),
    );
    drawerApi.follows(current.signal).then(
      (records) => alive() && setLists((l) => ({ ...l, followed: records.map((r) => r.chat), followedError: null })),
      (error: unknown) => alive() && setLists((l) => ({ ...l, followedError: error })),
    );
  }, [username]);

  useEffect(() => {
    if (!username) {
      setLists({ owned: null, followed: null, ownedError: null, followedError: null });
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
    if (!lists.owned.some((c) => c.id === openedId) && !lists.followed?.some((c) => c.id === openedId)) load();
  }, [openedId, lists.owned, lists.followed, load]);

  const split = useMemo(() => (lists.owned ? splitOwnedChats(lists.owned) : null), [lists.owned]);
  return { ...lists, privateChats: split?.private ?? null, publicChats: split?.public ?? null, reload: load };
}
