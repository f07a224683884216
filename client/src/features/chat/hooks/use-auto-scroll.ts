import { useCallback, useLayoutEffect, useRef } from 'react';

const NEAR_BOTTOM_PX = 120;
/** Room left above a crisis card held in view, so its top edge is not flush with the scroller's. */
const CARD_MARGIN_PX = 12;

/** Crisis cards rendered in the scroller (SafetyNotice marks them), newest last. */
const cardsIn = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('[data-safety-card]')];

/**
 * Keeps a scroll container pinned to its newest content while the reader is at (or near) the bottom; if
 * they scrolled up to read, new content does not pull them down. A change of `forceKey` (the viewer's
 * latest own message) pins it again. A crisis card that arrives while the chat is open holds the eye: the
 * reply streaming after it scrolls only until the card's top reaches the top, never past it, so on a
 * phone the help stays where the person is looking. The hold ends with their next own message.
 */
export function useAutoScroll<T extends HTMLElement>(content: unknown, forceKey: unknown) {
  const ref = useRef<T>(null);
  const pinned = useRef(true);
  const lastForce = useRef(forceKey);
  const seenCards = useRef<Set<string> | null>(null);
  const heldCard = useRef<string | null>(null);

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
      heldCard.current = null;
    }
    const cards = cardsIn(el);
    // the cards there when the chat opens are history: only one that arrives afterwards is held in view
    if (seenCards.current) {
      const arrived = cards.filter((c) => !seenCards.current?.has(c.dataset.safetyCard ?? '')).at(-1);
      if (arrived) heldCard.current = arrived.dataset.safetyCard ?? null;
    }
    seenCards.current = new Set(cards.map((c) => c.dataset.safetyCard ?? ''));
    if (!pinned.current) return;
    const held = cards.find((c) => c.dataset.safetyCard === heldCard.current);
    const bottom = el.scrollHeight;
    if (!held) {
      el.scrollTop = bottom;
      return;
    }
    const cardTop = held.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop;
    el.scrollTop = Math.min(bottom, Math.max(0, cardTop - CARD_MARGIN_PX));
  }, [content, forceKey]);

  return { ref, onScroll };
}
