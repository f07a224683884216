import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../lib/paths';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useDiary } from '../hooks/use-diary';
import { DiaryCalendar } from './DiaryCalendar';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  align-items: start;
  @media (max-width: 720px) { grid-template-columns: minmax(0, 1fr); justify-items: center; }
`;

const Entries = styled.section`
  width: 100%;
  h2 { margin: 0 0 0.5rem; font-size: 1.05rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.35rem; }
  a { display: block; padding: 0.5rem 0.75rem; border-radius: 10px; background: ${({ theme }) => theme.colors.surface}; border: 1px solid ${({ theme }) => theme.colors.border}; text-decoration: none; color: ${({ theme }) => theme.colors.text}; }
  a:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** /diary: the large calendar (medium on phones) and this year's entries. */
export function DiaryPage({ premium }: { premium: boolean }) {
  const { t, i18n } = useTranslation();
  const small = useMediaQuery('(max-width: 600px)');
  const year = new Date().getFullYear();
  const { entries } = useDiary(year, premium);
  if (!premium) {
    return (
      <section>
        <h1>{t('diary.premiumTitle')}</h1>
        <p>{t('diary.premiumBody')}</p>
        <Link to={paths.newChat}>{t('nav.talk')}</Link>
      </section>
    );
  }
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' });
  return (
    <>
      <h1>{t('diary.title')}</h1>
      <p>{t('diary.intro')}</p>
      <Layout>
        <DiaryCalendar size={small ? 'medium' : 'large'} />
        <Entries aria-label={t('diary.entries', { year })}>
          <h2>{t('diary.entries', { year })}</h2>
          {entries.length === 0 ? <p>{t('diary.noEntries')}</p> : (
            <ul>
              {[...entries].reverse().map((entry) => (
                <li key={entry.chat_id}>
                  <Link to={paths.chat(entry.chat_id)} data-day={entry.chat_date}>{format.format(new Date(`${entry.chat_date}T12:00:00`))}</Link>
                </li>
              ))}
            </ul>
          )}
        </Entries>
      </Layout>
    </>
  );
}
