import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Bot } from '../../../../../shared/api';
import { Button } from '../../../components/ui/Button';
import { CheckIcon } from '../../../components/ui/icons';
import { TextField } from '../../../components/ui/TextField';
import { TOPIC_TAGS } from '../../../lib/topic-tags';
import {
  activeFilterCount, DATE_MAX, DATE_MIN, EMPTY_FILTERS, EXPLORE_LANGUAGES, NO_BOT, SORTS, toggleTag, validDay, type ExploreFilters,
} from '../utils/explore-filters';

const SearchForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 0.5rem;
  > div { flex: 1; }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    min-height: 34px;
    padding: 0.25rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.875rem;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
  }
  button:focus-visible { border-radius: ${({ theme }) => theme.radii.pill}; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  gap: 0.75rem;
  align-items: end;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  min-width: 0;
  label { font-weight: 600; font-size: 0.9rem; }
  select, input {
    width: 100%;
    min-height: 42px;
    padding: 0.45rem 0.6rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </Field>
  );
}

interface ExploreFiltersProps {
  value: ExploreFilters;
  onChange: (next: ExploreFilters) => void;
  bots: readonly Bot[];
}

/** Search text, topic chips, assistant, language, creation date range and sort. Every change applies at once. */
export function ExploreFiltersPanel({ value, onChange, bots }: ExploreFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value.text);
  useEffect(() => setDraft(value.text), [value.text]);
  const set = (patch: Partial<ExploreFilters>) => onChange({ ...value, ...patch });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ text: draft.trim() });
  };

  return (
    <>
      <SearchForm role="search" onSubmit={submit}>
        <TextField
          label={t('chats.explore.search')}
          hideLabel
          type="search"
          name="text"
          placeholder={t('chats.explore.searchPlaceholder')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" variant="secondary">{t('chats.explore.searchButton')}</Button>
      </SearchForm>
      <Chips role="group" aria-label={t('chats.explore.tags')}>
        {TOPIC_TAGS.map((tag) => (
          <button key={tag} type="button" aria-pressed={value.tags.includes(tag)} onClick={() => set({ tags: toggleTag(value.tags, tag) })} data-testid={`filter-tag-${tag}`}>
            {value.tags.includes(tag) && <CheckIcon size={14} />}
            {t(`chats.tags.${tag}`)}
          </button>
        ))}
      </Chips>
      <Grid>
        <Labelled label={t('chats.explore.bot')}>
          {(id) => (
            <select id={id} name="bot" value={value.bot} onChange={(e) => set({ bot: e.target.value })}>
              <option value="">{t('chats.explore.anyBot')}</option>
              <option value={NO_BOT}>{t('chats.explore.noBot')}</option>
              {bots.map((bot) => <option key={bot.bot_key} value={bot.bot_key}>{bot.name}</option>)}
            </select>
          )}
        </Labelled>
        <Labelled label={t('chats.explore.language')}>
          {(id) => (
            <select id={id} name="language" value={value.language} onChange={(e) => set({ language: e.target.value as ExploreFilters['language'] })}>
              <option value="">{t('chats.explore.anyLanguage')}</option>
              {EXPLORE_LANGUAGES.map((lng) => <option key={lng} value={lng}>{t(`settings.languages.${lng}`)}</option>)}
            </select>
          )}
        </Labelled>
        <Labelled label={t('chats.explore.from')}>
          {(id) => <input id={id} type="date" name="from" min={DATE_MIN} max={value.to || DATE_MAX} value={value.from} onChange={(e) => set({ from: validDay(e.target.value) })} />}
        </Labelled>
        <Labelled label={t('chats.explore.to')}>
          {(id) => <input id={id} type="date" name="to" min={value.from || DATE_MIN} max={DATE_MAX} value={value.to} onChange={(e) => set({ to: validDay(e.target.value) })} />}
        </Labelled>
        <Labelled label={t('chats.explore.sort')}>
          {(id) => (
            <select id={id} name="sort" value={value.sort} onChange={(e) => set({ sort: e.target.value as ExploreFilters['sort'] })}>
              {SORTS.map((sort) => <option key={sort} value={sort}>{t(`chats.explore.sorts.${sort}`)}</option>)}
            </select>
          )}
        </Labelled>
        {(activeFilterCount(value) > 0 || value.text) && (
          <Button variant="ghost" onClick={() => onChange(EMPTY_FILTERS)} data-testid="clear-filters">{t('chats.explore.clear')}</Button>
        )}
      </Grid>
    </>
  );
}
