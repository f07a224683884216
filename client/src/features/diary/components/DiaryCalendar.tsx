import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { enUS, es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDiary } from '../hooks/use-diary';
import { CALENDAR_WIDTH, DIARY_EARLIEST, fromIsoDay, weekStartsOn, type CalendarSize } from '../utils/diary-dates';

const cell = (width: number) => Math.floor((width - 4) / 7);

/* react-day-picker declares its variables on .rdp-root itself, so they are overridden there, not above it. */
const Frame = styled.div<{ $width: number }>`
  width: ${({ $width }) => $width}px;
  max-width: 100%;
  .rdp-root {
    --rdp-accent-color: ${({ theme }) => theme.colors.primary};
    --rdp-accent-background-color: ${({ theme }) => theme.colors.primarySoft};
    --rdp-day-width: ${({ $width }) => cell($width)}px;
    --rdp-day-height: ${({ $width }) => cell($width)}px;
    --rdp-day_button-width: ${({ $width }) => cell($width) - 2}px;
    --rdp-day_button-height: ${({ $width }) => cell($width) - 2}px;
    --rdp-nav-height: 2.25rem;
    --rdp-nav_button-width: 2rem;
    --rdp-nav_button-height: 2rem;
  }
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ $width }) => ($width < 260 ? '0.8rem' : '0.9rem')};
  .rdp-root { margin: 0; }
  .rdp-month_caption { font-size: 0.95em; }
  .rdp-day_button:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  .rdp-disabled { opacity: 0.4; }
  .has-entry .rdp-day_button { position: relative; }
  .has-entry .rdp-day_button::after {
    content: '';
    position: absolute;
    bottom: 3px;
    left: 50%;
    width: 5px;
    height: 5px;
    margin-left: -2.5px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
  &[aria-busy='true'] { opacity: 0.7; pointer-events: none; }
`;

export interface DiaryCalendarProps {
  size: CalendarSize;
  /** the day shown as chosen (a diary chat's own date) */
  selected?: string | null;
}

/** Picking a day opens that day's diary chat, or creates it; future days and days before 2000 are disabled. */
export function DiaryCalendar({ size, selected }: DiaryCalendarProps) {
  const { t, i18n } = useTranslation();
  const today = new Date();
  const [month, setMonth] = useState<Date>(() => (selected ? fromIsoDay(selected) : today));
  const { days, opening, open } = useDiary(month.getFullYear(), true);
  return (
    <Frame $width={CALENDAR_WIDTH[size]} aria-busy={opening} data-testid="diary-calendar">
      <DayPicker
        mode="single"
        aria-label={t('diary.calendarLabel')}
        locale={i18n.language === 'es' ? es : enUS}
        weekStartsOn={weekStartsOn(i18n.language)}
        month={month}
        onMonthChange={setMonth}
        startMonth={DIARY_EARLIEST}
        endMonth={today}
        disabled={[{ after: today }, { before: DIARY_EARLIEST }]}
        selected={selected ? fromIsoDay(selected) : undefined}
        onSelect={(date) => { if (date) void open(date); }}
        modifiers={{ entry: days.map(fromIsoDay) }}
        modifiersClassNames={{ entry: 'has-entry' }}
        labels={{ labelDayButton: (date, modifiers) => `${date.toLocaleDateString(i18n.language, { dateStyle: 'full' })}${modifiers.entry ? `, ${t('diary.hasEntry')}` : ''}` }}
      />
    </Frame>
  );
}
