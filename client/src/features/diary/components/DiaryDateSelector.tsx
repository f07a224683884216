import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CalendarIcon } from '../../../components/ui/icons';
import { DiaryCalendar } from './DiaryCalendar';

const Bar = styled.div`
  position: relative;
  display: flex;
  justify-content: center;
  padding: 0.4rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.3rem 0.8rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.9rem;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
`;

const Popover = styled.section`
  position: absolute;
  top: calc(100% + 4px);
  z-index: 20;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  h2 { margin: 0 0 0.5rem; font-size: 0.95rem; }
`;

/** In a diary chat: "select the corresponding date", a calendar that moves to another day's diary chat. */
export function DiaryDateSelector({ date }: { date: string | null }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const label = date ? new Date(`${date}T12:00:00`).toLocaleDateString(i18n.language, { dateStyle: 'long' }) : t('diary.selectDate');
  return (
    <Bar data-testid="diary-date-selector">
      <Toggle type="button" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <CalendarIcon size={16} />
        {label}
      </Toggle>
      {open && (
        <Popover aria-labelledby={headingId} onKeyDown={(e) => { if (e.key === 'Escape') setOpen(false); }}>
          <h2 id={headingId}>{t('diary.selectDate')}</h2>
          <DiaryCalendar size="small" selected={date} />
        </Popover>
      )}
    </Bar>
  );
}
