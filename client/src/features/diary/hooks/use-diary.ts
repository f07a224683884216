import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorDetail } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { diaryApi, diaryKeys, diaryQueries } from '../api/diary-api';
import { diaryMessage, isoDay } from '../utils/diary-dates';

/** The year's diary days (for the dots) and the action of opening a day (its chat, made the first time). */
export function useDiary(year: number, enabled: boolean) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const entries = useQuery({ ...diaryQueries.year(year), enabled });
  const create = useMutation({
    mutationFn: (date: Date) => diaryApi.open(isoDay(date), diaryMessage(date, t('diary.dayLabel'), i18n.language), t('diary.selectDate')),
    onSuccess: (chat) => {
      void client.invalidateQueries({ queryKey: diaryKeys.all });
      void navigate(paths.chat(chat.id));
    },
    onError: (error) => toast.error(t('diary.createError'), errorDetail(error, t('errors.generic'))),
  });

  const list = enabled ? (entries.data ?? []) : [];
  const open = (date: Date) => {
    const known = list.find((e) => e.chat_date === isoDay(date));
    if (known) void navigate(paths.chat(known.chat_id));
    else create.mutate(date);
  };
  return { entries: list, days: list.map((e) => e.chat_date), loading: entries.isPending && enabled, opening: create.isPending, open };
}
