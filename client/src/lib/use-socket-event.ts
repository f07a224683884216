import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ServerToClientEvents } from '../../../shared/socket';
import { getSocket } from './socket';

/**
 * Listens to one server event on the one socket while `enabled`. `onReconnect` runs on every connection made
 * after mounting (the first one included: the socket may join its user room after the caller's first fetch),
 * so callers can refetch what they may have missed while the socket was down.
 */
export function useSocketEvent<E extends keyof ServerToClientEvents>(
  event: E,
  handler: ServerToClientEvents[E],
  { enabled = true, onReconnect }: { enabled?: boolean; onReconnect?: () => void } = {},
): void {
  const handlerRef = useRef(handler);
  const reconnectRef = useRef(onReconnect);
  useLayoutEffect(() => {
    handlerRef.current = handler;
    reconnectRef.current = onReconnect;
  });

  useEffect(() => {
    if (!enabled) return;
    const socket = getSocket();
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (handlerRef.current as (...a: typeof args) => void)(...args)) as ServerToClientEvents[E];
    const onConnect = () => reconnectRef.current?.();
    // socket.io's typed `on` does not narrow over a generic event name.
    const typed = socket as unknown as {
      on: (e: string, l: (...a: unknown[]) => void) => void;
      off: (e: string, l: (...a: unknown[]) => void) => void;
    };
    typed.on(event, listener as (...a: unknown[]) => void);
    socket.on('connect', onConnect);
    return () => {
      typed.off(event, listener as (...a: unknown[]) => void);
      socket.off('connect', onConnect);
    };
  }, [event, enabled]);
}
