import { useCallback, useEffect, useRef, useState } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';

const NEAR_BOTTOM_PX = 120;
/** "Jump to latest" shows once the reader is more than this many screens above the newest item. */
const FAR_UP_SCREENS = 1.5;
/** Room left above a crisis card held in view, so its top edge is not flush with the scroller's. */
const CARD_MARGIN_PX = 12;

/**
 * If a crisis card is held and following the newest content would push its top out of view, scrolls so the
 * card's top sits at the top instead and says so; otherwise following to the bottom keeps it in view.
 */
function holdCard(el: HTMLElement, cardId: string | null): boolean {
  if (!cardId) return false;
  const card = el.querySelector<HTMLElement>(`[data-safety-card="${CSS.escape(cardId)}"]`);
  if (!card) return false;
  const cardTop = card.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop - CARD_MARGIN_PX;
  if (cardTop >= el.scrollHeight - el.clientHeight) return false;
  el.scrollTop = Math.max(0, cardTop);
  return true;
}

/**
 * The timeline's one auto-scroll policy, for its Virtuoso list. While the reader is at (or near) the bottom,
 * new items and streamed replies keep it pinned there; if they scrolled up to read, new content does not pull
 * them down. A change of `forceKey` (the viewer's latest own message) pins it again. `farUp` says when to
 * offer "jump to latest".
 *
 * A crisis card that arrives while the chat is open (`newestSafetyId` changes after it opened) holds the
 * eye: the reply streaming after it scrolls only until the card's top reaches the top, never past it, so on a
 * phone the help stays where the person is looking. The hold ends with their next own message.
 */
export function useAutoScroll(forceKey: unknown, newestSafetyId: string | null) {
  const handle = useRef<VirtuosoHandle>(null);
  const scroller = useRef<HTMLElement | null>(null);
  const pinned = useRef(true);
  const [farUp, setFarUp] = useState(false);
  const lastForce = useRef(forceKey);
  const detach = useRef<() => void>(() => undefined);
  // the card there when the chat opens is history: only one that arrives afterwards is held
  const seenSafety = useRef(newestSafetyId);
  const heldCard = useRef<string | null>(null);

  const scrollerRef = useCallback((el: HTMLElement | Window | null) => {
    detach.current();
    detach.current = () => undefined;
    scroller.current = el instanceof HTMLElement ? el : null;
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
    if (newestSafetyId === seenSafety.current) return;
    seenSafety.current = newestSafetyId;
    if (newestSafetyId) heldCard.current = newestSafetyId;
  }, [newestSafetyId]);

  useEffect(() => {
    if (forceKey === lastForce.current) return;
    lastForce.current = forceKey;
    heldCard.current = null;
    toLatest();
  }, [forceKey, toLatest]);

  /** new items (Virtuoso's followOutput) */
  const followOutput = useCallback(() => {
    if (!pinned.current) return false;
    if (scroller.current && holdCard(scroller.current, heldCard.current)) return false;
    return 'auto';
  }, []);
  /** a reply growing as it streams, an item measured taller than guessed */
  const totalListHeightChanged = useCallback(() => {
    if (!pinned.current) return;
    if (scroller.current && holdCard(scroller.current, heldCard.current)) return;
    handle.current?.autoscrollToBottom();
  }, []);

  return { handle, scrollerRef, followOutput, totalListHeightChanged, farUp, toLatest };
}
