import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorDetail } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useAsync } from '../../../lib/use-async';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { diaryApi } from '../api/diary-api';
import { diaryMessage, isoDay } from '../utils/diary-dates';

/** The year's diary days (for the dots) and the action of opening a day, refreshed when my chats change. */
export function useDiary(year: number, enabled: boolean) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const entries = useAsync((signal) => (enabled ? diaryApi.byYear(year, signal) : Promise.resolve([])), [year, enabled]);
  useSocketEvent('chats:changed', () => entries.reload(), { enabled });

  const open = useCallback(async (date: Date) => {
    const known = entries.data?.find((e) => e.chat_date === isoDay(date));
    if (known) return navigate(paths.chat(known.chat_id));
    setOpening(true);
    try {
      const chat = await diaryApi.open(isoDay(date), diaryMessage(date, t('diary.dayLabel'), i18n.language), t('diary.selectDate'));
      entries.reload();
      navigate(paths.chat(chat.id));
    } catch (error) {
      toast.error(t('diary.createError'), errorDetail(error, t('errors.generic')));
    } finally {
      setOpening(false);
    }
  }, [entries, navigate, t, i18n.language]);

  const list = entries.data ?? [];
  return { entries: list, days: list.map((e) => e.chat_date), loading: entries.loading, opening, open };
}
