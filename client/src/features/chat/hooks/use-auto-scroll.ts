import { useCallback, useLayoutEffect, useRef } from 'react';

const NEAR_BOTTOM_PX = 120;

/**
 * Keeps a scroll container pinned to its newest content while the reader is at (or near) the bottom; if
 * they scrolled up to read, new content does not pull them down. A change of `forceKey` (the viewer's
 * latest own message) pins it again.
 */
export function useAutoScroll<T extends HTMLElement>(content: unknown, forceKey: unknown) {
  const ref = useRef<T>(null);
  const pinned = useRef(true);
  const lastForce = useRef(forceKey);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (forceKey !== lastForce.current) {
      lastForce.current = forceKey;
      pinned.current = true;
    }
    if (pinned.current) el.scrollTop = el.scrollHeight;
  }, [content, forceKey]);

  return { ref, onScroll };
}
