import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 1rem auto 0.25rem;
  max-width: 860px;
  padding: 0 1rem;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  span { text-align: center; }
`;

/**
 * A diary chat's day, at the top of its timeline: what SPEC's "Day …" label says, shown as the date header
 * rather than as a message of the person's (issue 18). `day` is the chat's YYYY-MM-DD.
 */
export function DayHeader({ day }: { day: string }) {
  const { t, i18n } = useTranslation();
  const formatted = new Intl.DateTimeFormat(i18n.language === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'full' })
    .format(new Date(`${day}T12:00:00`));
  return (
    <Heading data-testid="diary-day-header">
      <span>{t('diary.dayLabel')} · {formatted}</span>
    </Heading>
  );
}
