import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProfessionalSearchHit } from '../../../../../shared/people';
import { Badge } from '../../../components/ui/Card';
import { UserLink } from '../../../components/ui/UserLink';
import { formatDate, isoDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import '../../../lib/people-i18n';
import { parseSnippet } from '../../../lib/snippet';
import { useChatTitle } from '../../../lib/use-chat-title';

const Item = styled.li`
  padding: 1rem 1.1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  h3 { margin: 0 0 0.2rem; font-size: 1.05rem; overflow-wrap: anywhere; }
  h3 a { text-decoration: none; }
  h3 a:hover { text-decoration: underline; }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 0.6rem;
  margin: 0 0 0.6rem;
  &:last-child { margin-bottom: 0; }
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Highlights = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.45rem;
  li { font-size: 0.93rem; overflow-wrap: anywhere; }
  small { display: block; font-size: 0.75rem; font-weight: 650; text-transform: uppercase; letter-spacing: 0.04em; color: ${({ theme }) => theme.colors.textMuted}; }
  mark {
    padding: 0 0.15em;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.warning};
  }
`;

/** A snippet with its matches marked: parsed into text parts, never set as HTML. */
export function Snippet({ snippet }: { snippet: string }) {
  return (
    <>
      {parseSnippet(snippet).map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </>
  );
}

/** One chat found: title, owner, date, tags and where the words matched. */
export function SearchHit({ hit }: { hit: ProfessionalSearchHit }) {
  const { t, i18n } = useTranslation('people');
  const { chat } = hit;
  // the hits are others' public chats: no direct chat is among them, so no viewer is needed to name one
  const { title } = useChatTitle(chat, null);
  return (
    <Item data-testid="search-hit" data-chat-id={chat.id}>
      <h3><Link to={paths.chat(chat.id)}>{title}</Link></h3>
      <Meta>
        <span>{t('search.by')} <UserLink username={chat.owner} signedIn /></span>
        <time dateTime={isoDate(chat.created_at_timestamp)}>{formatDate(chat.created_at_timestamp, i18n.language)}</time>
        <Badge $tone="accent">{chat.public ? t('search.public') : t('search.shared')}</Badge>
        {chat.tags.map((tag) => <Badge key={tag} $tone="primary">{t(`tags.${tag}`)}</Badge>)}
      </Meta>
      {hit.highlights.length > 0 && (
        <Highlights aria-label={t('search.matches')}>
          {hit.highlights.map((h, index) => (
            <li key={`${h.field}-${h.message_id ?? index}`} data-testid="search-highlight">
              <small>{t(`search.fields.${h.field}`)}</small>
              <Snippet snippet={h.snippet} />
            </li>
          ))}
        </Highlights>
      )}
    </Item>
  );
}
