import { useEffect, useState } from 'react';
import { chatApi } from '../api/chat-api';

let cache: Promise<Record<string, string>> | null = null;

function loadNames(): Promise<Record<string, string>> {
  cache ??= chatApi.bots().then(
    (bots) => Object.fromEntries(bots.map((b) => [b.bot_key, b.name])),
    () => {
      cache = null;
      return {};
    },
  );
  return cache;
}

/** Bot display names by bot key (loaded once, only for chats that have a bot). */
export function useBotNames(needed: boolean): Record<string, string> {
  const [names, setNames] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!needed) return;
    let alive = true;
    void loadNames().then((value) => alive && setNames(value));
    return () => {
      alive = false;
    };
  }, [needed]);
  return names;
}
