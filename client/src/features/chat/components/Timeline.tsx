import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Virtuoso } from 'react-virtuoso';
import styled from 'styled-components';
import { useStore } from 'zustand';
import type { ChatSummary, MessageItem, TimelineItem } from '../../../../../shared/api';
import { useAutoScroll, type NewestSafety } from '../hooks/use-auto-scroll';
import { useOlderPages } from '../hooks/use-older-pages';
import { FIRST_INDEX, type LiveStream } from '../stores/timeline-logic';
import type { TimelineStore } from '../stores/timeline-store';
import { redundantQuotes } from '../utils/quote-rule';
import { EventLine, SystemLine } from './EventLine';
import { MessageBubble } from './MessageBubble';
import { ResultCard } from './ResultCard';
import { SafetyNotice } from './SafetyNotice';
import { DayHeader } from './DayHeader';
import { Footer, Item, JumpToLatest, List, PagingHeader, type PagingContext } from './TimelineParts';

const Frame = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  .timeline-scroller { overscroll-behavior: contain; }
`;

const Empty = styled.p`
  margin: 3rem auto;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const components = { List, Item, Header: PagingHeader, Footer };

interface TimelineProps {
  store: TimelineStore;
  chat: ChatSummary;
  viewer: string | null;
  botNames: Record<string, string>;
}

/** The last crisis card, and whether only a reply still streaming follows it (then it is news, even at open). */
function newestSafetyOf(items: TimelineItem[]): NewestSafety | null {
  const at = items.findLastIndex((i) => i.kind === 'safety');
  if (at < 0) return null;
  const fresh = items.slice(at + 1).every((i) => i.kind === 'message' && i.status === 'PENDING');
  return { id: items[at].id, fresh };
}

/**
 * The conversation, oldest first, virtualised (react-virtuoso: only what is on screen is rendered). It opens
 * at the newest item, loads older pages as the reader scrolls up (keeping their place), follows new messages
 * and streamed replies while at the bottom, and offers "jump to latest" when far up.
 */
export function Timeline({ store, chat, viewer, botNames }: TimelineProps) {
  const { t } = useTranslation();
  const items = useStore(store, (s) => s.items);
  const live = useStore(store, (s) => s.live);
  const epoch = useStore(store, (s) => s.epoch);
  const firstIndex = useStore(store, (s) => s.firstIndex);
  const hasOlder = useStore(store, (s) => !s.beginning && s.before !== null);
  const older = useStore(store, (s) => s.older);
  const loadOlder = useOlderPages(chat.id, store, viewer !== null);
  // The right-hand side is the viewer's own messages (for visitors: the owner's).
  const me = viewer ?? chat.owner;
  const lastMine = items.findLast((i) => i.kind === 'message' && i.author === me)?.id;
  const scroll = useAutoScroll(lastMine, newestSafetyOf(items));
  const messages = useMemo(() => {
    const byId = new Map<string, MessageItem>();
    for (const item of items) if (item.kind === 'message') byId.set(item.id, item);
    return byId;
  }, [items]);
  const plainReplies = useMemo(() => redundantQuotes(items), [items]);
  const context = useMemo<PagingContext>(
    () => ({ hasOlder, older, pagedBack: firstIndex < FIRST_INDEX, loadOlder, day: chat.date }),
    [hasOlder, older, firstIndex, loadOlder, chat.date],
  );

  // a new diary day has no message yet: its date header, and the invitation to write
  if (items.length === 0) return <Frame>{chat.date && <DayHeader day={chat.date} />}<Empty>{t('chat.empty')}</Empty></Frame>;

  const nameOf = (m: MessageItem | undefined) => (!m ? '' : m.sender === 'bot' ? botNames[m.author] ?? m.author : m.author);
  const render = (_index: number, item: TimelineItem) =>
    renderItem(item, { live, messages, plainReplies, me, viewer, botNames, nameOf });

  return (
    <Frame>
      <Virtuoso
        // A fresh page (first load, a reload after a reconnect) is a new list that starts at the bottom.
        key={epoch}
        ref={scroll.handle}
        scrollerRef={scroll.scrollerRef}
        className="timeline-scroller"
        data={items}
        context={context}
        components={components}
        firstItemIndex={firstIndex}
        initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
        computeItemKey={(_index, item) => item.id}
        itemContent={render}
        startReached={loadOlder}
        followOutput={scroll.followOutput}
        totalListHeightChanged={scroll.totalListHeightChanged}
        increaseViewportBy={{ top: 600, bottom: 300 }}
        tabIndex={0}
        // Items scrolled into view are not news: the log speaks only while the reader is near the newest.
        role="log"
        aria-live={scroll.farUp ? 'off' : 'polite'}
        aria-relevant="additions"
        aria-label={t('chat.timeline')}
        data-testid="timeline"
      />
      {scroll.farUp && <JumpToLatest onClick={scroll.toLatest} />}
    </Frame>
  );
}

interface RenderContext {
  live: Record<string, LiveStream>;
  messages: Map<string, MessageItem>;
  /** replies answering the message just above them, shown without a quote */
  plainReplies: Set<string>;
  me: string;
  viewer: string | null;
  botNames: Record<string, string>;
  nameOf: (m: MessageItem | undefined) => string;
}

function renderItem(item: TimelineItem, { live, messages, plainReplies, me, viewer, botNames, nameOf }: RenderContext) {
  if (item.kind === 'event') return <EventLine item={item} />;
  if (item.kind === 'result') return <ResultCard item={item} />;
  // Crisis resources after a message screened as a risk.
  if (item.kind === 'safety') return <SafetyNotice item={item} />;
  if (item.status === 'LOG') return <SystemLine text={item.message ?? ''} timestamp={item.created_at_timestamp} />;
  const quoted = item.answer_message_id ? messages.get(item.answer_message_id) : undefined;
  return (
    <MessageBubble
      item={item}
      live={live[item.id]}
      mine={item.sender === 'user' && item.author === me}
      authorName={item.sender === 'bot' ? botNames[item.author] ?? item.author : item.author}
      quoted={quoted}
      showQuote={!plainReplies.has(item.id)}
      quotedName={nameOf(quoted)}
      quotedMine={quoted !== undefined && quoted.sender === 'user' && quoted.author === viewer}
    />
  );
}
