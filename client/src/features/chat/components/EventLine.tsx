import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EventItem } from '../../../../../shared/api';
import { formatMessageTime, isoDate } from '../../../lib/dates';

const Line = styled.div`
  display: flex;
  justify-content: center;
  p {
    margin: 0.25rem 0;
    padding: 0.25rem 0.85rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8rem;
    text-align: center;
    max-width: 100%;
    overflow-wrap: anywhere;
  }
  time { margin-left: 0.4rem; opacity: 0.85; }
`;

/** A system line in the timeline: shared, made private, closed, reopened… */
export function EventLine({ item }: { item: EventItem }) {
  const { t, i18n } = useTranslation();
  return (
    <Line data-testid="timeline-event" data-event={item.event}>
      <p>
        {t(`chat.events.${item.event}`, { actor: item.actor, users: item.users.join(', ') })}
        <time dateTime={isoDate(item.created_at_timestamp)}>
          {formatMessageTime(item.created_at_timestamp, i18n.language)}
        </time>
      </p>
    </Line>
  );
}

/** A local log line (status LOG): shown like an event, with its own text. */
export function SystemLine({ text, timestamp }: { text: string; timestamp: number }) {
  const { i18n } = useTranslation();
  return (
    <Line data-testid="timeline-event" data-event="log">
      <p>
        {text}
        <time dateTime={isoDate(timestamp)}>{formatMessageTime(timestamp, i18n.language)}</time>
      </p>
    </Line>
  );
}
