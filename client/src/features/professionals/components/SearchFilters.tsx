import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Bot } from '../../../../../shared/api';
import { Button } from '../../../components/ui/Button';
import { Row } from '../../../components/ui/Page';
import { SelectField } from '../../../components/ui/SelectField';
import { CheckboxField, TextField } from '../../../components/ui/TextField';
import '../../../lib/people-i18n';
import { TOPIC_TAGS, type TopicTag } from '../../../lib/topic-tags';
import { NO_BOT, SCOPES, SORTS, type SearchFilterValues } from '../utils/search-filters';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 190px), 1fr));
  gap: 0.85rem 1rem;
  align-items: start;
`;

const More = styled.details`
  summary {
    width: fit-content;
    padding: 0.25rem 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  &[open] summary { margin-bottom: 1rem; }
  > div { display: flex; flex-direction: column; gap: 1rem; }
`;

const Tags = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend { padding: 0; margin-bottom: 0.45rem; font-weight: 600; font-size: 0.95rem; }
  div { display: flex; flex-wrap: wrap; gap: 0.4rem; }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 36px;
    padding: 0.25rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-size: 0.9rem;
    cursor: pointer;
  }
  label:has(input:checked) { background: ${({ theme }) => theme.colors.primarySoft}; color: ${({ theme }) => theme.colors.onPrimarySoft}; border-color: ${({ theme }) => theme.colors.primary}; }
  label:has(input:focus-visible) { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  input { accent-color: ${({ theme }) => theme.colors.primary}; margin: 0; }
`;

interface SearchFiltersProps {
  values: SearchFilterValues;
  onChange: (values: SearchFilterValues) => void;
  onSubmit: () => void;
  onReset: () => void;
  bots: readonly Bot[];
  busy: boolean;
}

/** Text, topic tags, dates, language, bot, scope, "inside messages" and order of the professional search. */
export function SearchFilters({ values, onChange, onSubmit, onReset, bots, busy }: SearchFiltersProps) {
  const { t } = useTranslation('people');
  // On phones the filters fold away under "More filters" so the results are in reach; open on wider screens.
  const [open, setOpen] = useState(() => typeof window === 'undefined' || !window.matchMedia || window.matchMedia('(min-width: 760px)').matches);
  const active = values.tags.length + [values.from, values.to, values.language, values.bot].filter(Boolean).length
    + (values.scope !== 'all' ? 1 : 0) + (values.messages ? 0 : 1);
  const set = <K extends keyof SearchFilterValues>(key: K, value: SearchFilterValues[K]) => onChange({ ...values, [key]: value });
  const toggleTag = (tag: TopicTag) =>
    set('tags', values.tags.includes(tag) ? values.tags.filter((x) => x !== tag) : [...values.tags, tag]);

  return (
    <Form role="search" aria-label={t('search.title')} onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
      <TextField label={t('search.text')} type="search" name="text" maxLength={200} value={values.text}
        hint={t('search.textHint')} onChange={(e) => set('text', e.target.value)} />
      <More open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{active ? t('search.moreFiltersActive', { count: active }) : t('search.moreFilters')}</summary>
        <div>
          <Tags>
            <legend>{t('search.tags')}</legend>
            <div>
              {TOPIC_TAGS.map((tag) => (
                <label key={tag}>
                  <input type="checkbox" name="tags" value={tag} checked={values.tags.includes(tag)} onChange={() => toggleTag(tag)} />
                  {t(`tags.${tag}`)}
                </label>
              ))}
            </div>
          </Tags>
          <Grid>
            <TextField label={t('search.from')} type="date" name="from" min="1900-01-01" max={values.to || '2099-12-31'} value={values.from}
              onChange={(e) => set('from', e.target.value)} />
            <TextField label={t('search.to')} type="date" name="to" min={values.from || '1900-01-01'} max="2099-12-31" value={values.to}
              onChange={(e) => set('to', e.target.value)} />
            <SelectField label={t('search.language')} name="language" value={values.language}
              options={[{ value: '', label: t('search.anyLanguage') }, { value: 'es', label: t('search.languages.es') }, { value: 'en', label: t('search.languages.en') }]}
              onChange={(e) => set('language', e.target.value as SearchFilterValues['language'])} />
            <SelectField label={t('search.bot')} name="bot" value={values.bot}
              options={[{ value: '', label: t('search.anyBot') }, { value: NO_BOT, label: t('search.noBot') }, ...bots.map((b) => ({ value: b.bot_key, label: b.name }))]}
              onChange={(e) => set('bot', e.target.value)} />
            <SelectField label={t('search.scope')} name="scope" value={values.scope}
              options={SCOPES.map((scope) => ({ value: scope, label: t(`search.scopes.${scope}`) }))}
              onChange={(e) => set('scope', e.target.value as SearchFilterValues['scope'])} />
            <SelectField label={t('search.sort')} name="sort" value={values.sort}
              options={SORTS.map((sort) => ({ value: sort, label: t(`search.sorts.${sort}`) }))}
              onChange={(e) => set('sort', e.target.value as SearchFilterValues['sort'])} />
          </Grid>
          <CheckboxField label={t('search.messages')} name="messages" checked={values.messages} hint={t('search.messagesHint')}
            onChange={(e) => set('messages', e.target.checked)} />
        </div>
      </More>
      <Row>
        <Button type="submit" loading={busy} data-testid="search-submit">{t('search.submit')}</Button>
        <Button variant="ghost" onClick={onReset}>{t('search.reset')}</Button>
      </Row>
    </Form>
  );
}
