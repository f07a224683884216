import { useCallback, useEffect, useRef, useState } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';

const NEAR_BOTTOM_PX = 120;
/** "Jump to latest" shows once the reader is more than this many screens above the newest item. */
const FAR_UP_SCREENS = 1.5;

/**
 * The timeline's one auto-scroll policy, for its Virtuoso list. While the reader is at (or near) the bottom,
 * new items and streamed replies keep it pinned there; if they scrolled up to read, new content does not pull
 * them down. A change of `forceKey` (the viewer's latest own message) pins it again. `farUp` says when to
 * offer "jump to latest".
 */
export function useAutoScroll(forceKey: unknown) {
  const handle = useRef<VirtuosoHandle>(null);
  const pinned = useRef(true);
  const [farUp, setFarUp] = useState(false);
  const lastForce = useRef(forceKey);
  const detach = useRef<() => void>(() => undefined);

  const scrollerRef = useCallback((el: HTMLElement | Window | null) => {
    detach.current();
    detach.current = () => undefined;
    if (!(el instanceof HTMLElement)) return;
    // A new list (a fresh page) starts at the bottom.
    pinned.current = true;
    setFarUp(false);
    const onScroll = () => {
      const distance = el.scrollHeight - el.scrollTop - el.clientHeight;
      pinned.current = distance < NEAR_BOTTOM_PX;
      setFarUp(distance > el.clientHeight * FAR_UP_SCREENS);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    detach.current = () => el.removeEventListener('scroll', onScroll);
  }, []);

  const toLatest = useCallback(() => {
    pinned.current = true;
    handle.current?.scrollToIndex({ index: 'LAST', align: 'end' });
  }, []);

  useEffect(() => {
    if (forceKey === lastForce.current) return;
    lastForce.current = forceKey;
    toLatest();
  }, [forceKey, toLatest]);

  /** new items (Virtuoso's followOutput) */
  const followOutput = useCallback(() => (pinned.current ? 'auto' : false), []);
  /** a reply growing as it streams, an item measured taller than guessed */
  const totalListHeightChanged = useCallback(() => {
    if (pinned.current) handle.current?.autoscrollToBottom();
  }, []);

  return { handle, scrollerRef, followOutput, totalListHeightChanged, farUp, toLatest };
}
