import { useCallback, useEffect, useRef, useState } from 'react';
import type { UsageToday } from '../../../../../shared/api';
import { chatApi } from '../api/chat-api';

/** Today's bot replies ({used, limit}) when `enabled`; `refresh` after each reply. Failures stay silent. */
export function useUsageToday(enabled: boolean): { usage: UsageToday | null; refresh: () => void } {
  const [usage, setUsage] = useState<UsageToday | null>(null);
  const controller = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    if (!enabled) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    chatApi.usageToday(current.signal).then(
      (value) => !current.signal.aborted && setUsage(value),
      () => undefined,
    );
  }, [enabled]);

  useEffect(() => {
    refresh();
    return () => controller.current?.abort();
  }, [refresh]);

  return { usage: enabled ? usage : null, refresh };
}
