import { useEffect } from 'react';
import { sessionExpired } from '../../../lib/navigation';
import { useSession } from '../stores/session-store';

// setTimeout holds at most 2^31-1 ms (about 24.8 days); a longer session sets a new timer when this one fires.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * When the session's expiredAt passes with the app open, end it as the server would (a 401): say it expired and
 * bring the person back here after the login, instead of waiting for the next call to fail.
 */
export function useSessionExpiry(): void {
  const expiredAt = useSession((s) => s.expiredAt);
  useEffect(() => {
    if (expiredAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = expiredAt - Date.now();
      if (left <= 0) sessionExpired();
      else timer = setTimeout(wait, Math.min(left, MAX_TIMER_MS));
    };
    wait();
    return () => clearTimeout(timer);
  }, [expiredAt]);
}
