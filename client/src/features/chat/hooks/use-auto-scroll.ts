import { useCallback, useEffect, useRef, useState } from 'react';
import type { VirtuosoHandle } from 'react-virtuoso';

const NEAR_BOTTOM_PX = 120;
/** "Jump to latest" shows once the reader is more than this many screens above the newest item. */
const FAR_UP_SCREENS = 1.5;
/** Room left above a crisis card held in view, so its top edge is not flush with the scroller's. */
const CARD_MARGIN_PX = 12;

/** Where the card's top sits in the scroller's content, less a margin; null when it is not rendered. */
function cardTopOf(el: HTMLElement, cardId: string | null): number | null {
  if (!cardId) return null;
  const card = el.querySelector<HTMLElement>(`[data-safety-card="${CSS.escape(cardId)}"]`);
  if (!card) return null;
  return card.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop - CARD_MARGIN_PX;
}

/**
 * If a crisis card is held and following the newest content would push its top out of view, scrolls so the
 * card's top sits at the top instead and says so; otherwise following to the bottom keeps it in view.
 */
function holdCard(el: HTMLElement, cardId: string | null): boolean {
  const cardTop = cardTopOf(el, cardId);
  if (cardTop === null || cardTop >= el.scrollHeight - el.clientHeight) return false;
  el.scrollTop = Math.max(0, cardTop);
  return true;
}

/** Puts a held card's top back in view when a scroll the reader did not make has carried it past the top. */
function restoreCard(el: HTMLElement, cardId: string | null) {
  const cardTop = cardTopOf(el, cardId);
  if (cardTop !== null && el.scrollTop > cardTop + 1) el.scrollTop = Math.max(0, cardTop);
}

/** What a reader does to scroll; a scroll without one of these before it is the list's own. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The timeline's one auto-scroll policy, for its Virtuoso list. While the reader is at (or near) the bottom,
 * new items and streamed replies keep it pinned there; if they scrolled up to read, new content does not pull
 * them down. A change of `forceKey` (the viewer's latest own message) pins it again. `farUp` says when to
 * offer "jump to latest".
 *
 * A crisis card that arrives while the chat is open, or is the fresh end of the chat as it opens (a first
 * message at risk, its reply still to come), holds the eye: the reply streaming after it scrolls only until the card's top reaches the top, never past it, so on a
 * phone the help stays where the person is looking. The hold ends with their next own message.
 */
export interface NewestSafety { id: string; /** nothing but a reply still streaming follows it */ fresh: boolean }

export function useAutoScroll(forceKey: unknown, newestSafety: NewestSafety | null) {
  const handle = useRef<VirtuosoHandle>(null);
  const scroller = useRef<HTMLElement | null>(null);
  const pinned = useRef(true);
  const [farUp, setFarUp] = useState(false);
  const lastForce = useRef(forceKey);
  const detach = useRef<() => void>(() => undefined);
  // A card already answered when the chat opens is history. The held card is state, set while rendering
  // (React's "adjust state when a prop changes"), so the list's callbacks of that same render already hold it.
  const newestId = newestSafety?.id ?? null;
  const [safety, setSafety] = useState(() => ({ seen: newestSafety?.fresh ? null : newestId, held: null as string | null }));
  if (newestId !== safety.seen) setSafety({ seen: newestId, held: newestId ?? safety.held });
  const [force, setForce] = useState(forceKey);
  if (forceKey !== force) {
    setForce(forceKey);
    setSafety((current) => ({ ...current, held: null }));
  }
  const held = safety.held;
  // The scroller's listeners outlive renders: they read the hold, and whether the reader has moved since, here.
  const holding = useRef({ card: held, readerMoved: false });
  useEffect(() => { holding.current = { card: held, readerMoved: false }; }, [held]);

  const scrollerRef = useCallback((el: HTMLElement | Window | null) => {
    detach.current();
    detach.current = () => undefined;
    scroller.current = el instanceof HTMLElement ? el : null;
    if (!(el instanceof HTMLElement)) return;
    // A new list (a fresh page) starts at the bottom.
    pinned.current = true;
    setFarUp(false);
    const onScroll = () => {
      // Virtuoso may still be finishing a scroll to the end that began before the card arrived, or correct for
      // items measured after the hold: until the reader scrolls themselves, the card's top stays in view.
      if (!holding.current.readerMoved) restoreCard(el, holding.current.card);
      const distance = el.scrollHeight - el.scrollTop - el.clientHeight;
      pinned.current = distance < NEAR_BOTTOM_PX;
      setFarUp(distance > el.clientHeight * FAR_UP_SCREENS);
    };
    const onReader = () => { holding.current.readerMoved = true; };
    el.addEventListener('scroll', onScroll, { passive: true });
    for (const type of READER_INPUT) el.addEventListener(type, onReader, { passive: true });
    detach.current = () => {
      el.removeEventListener('scroll', onScroll);
      for (const type of READER_INPUT) el.removeEventListener(type, onReader);
    };
  }, []);

  const toLatest = useCallback(() => {
    pinned.current = true;
    holding.current.readerMoved = true;
    handle.current?.scrollToIndex({ index: 'LAST', align: 'end' });
  }, []);

  useEffect(() => {
    if (forceKey === lastForce.current) return;
    lastForce.current = forceKey;
    toLatest();
  }, [forceKey, toLatest]);

  /** new items (Virtuoso's followOutput) */
  const followOutput = useCallback(() => {
    if (!pinned.current) return false;
    if (scroller.current && holdCard(scroller.current, held)) return false;
    return 'auto';
  }, [held]);
  /** a reply growing as it streams, an item measured taller than guessed */
  const totalListHeightChanged = useCallback(() => {
    if (!pinned.current) return;
    if (scroller.current && holdCard(scroller.current, held)) return;
    handle.current?.autoscrollToBottom();
  }, [held]);

  return { handle, scrollerRef, followOutput, totalListHeightChanged, farUp, toLatest };
}
