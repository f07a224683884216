import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** While `active`, a pointer press outside every element in `inside` calls `onOutside`: menus close on it. */
export function useOutsidePointer(active: boolean, inside: readonly RefObject<HTMLElement | null>[], onOutside: () => void): void {
  const latest = useRef({ inside, onOutside });
  useLayoutEffect(() => {
    latest.current = { inside, onOutside };
  });

  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      const { inside: refs, onOutside: close } = latest.current;
      if (!refs.some((ref) => ref.current?.contains(event.target as Node))) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [active]);
}
