import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStore } from 'zustand';
import type { ChatSummary, MessageItem } from '../../../../../shared/api';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import type { TimelineStore } from '../stores/timeline-store';
import { EventLine, SystemLine } from './EventLine';
import { MessageBubble } from './MessageBubble';
import { ResultCard } from './ResultCard';
import { SafetyNotice } from './SafetyNotice';

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const List = styled.ol`
  list-style: none;
  margin: 0 auto;
  padding: 1.25rem 1rem 1.5rem;
  max-width: 860px;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  @media (max-width: 599px) { padding: 1rem 0.75rem; }
`;

const Empty = styled.p`
  margin: 3rem auto;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Grows whenever a streamed reply gets longer, so the view can follow it. */
function liveSize(live: Record<string, { text: string; thinking: boolean }>): number {
  let size = 0;
  for (const stream of Object.values(live)) size += stream.text.length + (stream.thinking ? 1 : 0);
  return size;
}

interface TimelineProps {
  store: TimelineStore;
  chat: ChatSummary;
  viewer: string | null;
  botNames: Record<string, string>;
}

/** The conversation, oldest first, following new messages and streamed replies as they come. */
export function Timeline({ store, chat, viewer, botNames }: TimelineProps) {
  const { t } = useTranslation();
  const items = useStore(store, (s) => s.items);
  const live = useStore(store, (s) => s.live);
  // The right-hand side is the viewer's own messages (for visitors: the owner's).
  const me = viewer ?? chat.owner;
  const lastMine = items.findLast((i) => i.kind === 'message' && i.author === me)?.id;
  const messages = useMemo(() => {
    const byId = new Map<string, MessageItem>();
    for (const item of items) if (item.kind === 'message') byId.set(item.id, item);
    return byId;
  }, [items]);
  const nameOf = (m: MessageItem | undefined) => (!m ? '' : m.sender === 'bot' ? botNames[m.author] ?? m.author : m.author);
  const { ref, onScroll } = useAutoScroll<HTMLDivElement>(`${items.length}:${liveSize(live)}`, lastMine);

  return (
    <Scroller ref={ref} onScroll={onScroll} tabIndex={0} aria-label={t('chat.timeline')}>
      {items.length === 0 ? (
        <Empty>{t('chat.empty')}</Empty>
      ) : (
        // The live region wraps the list: role="log" on the <ol> itself would take its list semantics away.
        <div role="log" aria-live="polite" aria-relevant="additions" aria-label={t('chat.timeline')}>
          <List>
          {items.map((item) => {
            if (item.kind === 'event') return <EventLine key={item.id} item={item} />;
            if (item.kind === 'message') {
              if (item.status === 'LOG') {
                return <SystemLine key={item.id} text={item.message ?? ''} timestamp={item.created_at_timestamp} />;
              }
              const quoted = item.answer_message_id ? messages.get(item.answer_message_id) : undefined;
              return (
                <MessageBubble
                  key={item.id}
                  item={item}
                  live={live[item.id]}
                  mine={item.sender === 'user' && item.author === me}
                  authorName={item.sender === 'bot' ? botNames[item.author] ?? item.author : item.author}
                  quoted={quoted}
                  quotedName={nameOf(quoted)}
                  quotedMine={quoted !== undefined && quoted.sender === 'user' && quoted.author === viewer}
                />
              );
            }
            if (item.kind === 'result') return <ResultCard key={item.id} item={item} />;
            // Crisis resources after a message screened as a risk.
            return <SafetyNotice key={item.id} item={item} />;
          })}
          </List>
        </div>
      )}
    </Scroller>
  );
}
