import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatSummary } from '../../../../../shared/api';
import { Badge } from '../../../components/ui/Card';
import { EditIcon, LockIcon, UsersIcon } from '../../../components/ui/icons';
import { formatDate } from '../../../lib/dates';
import { glanceTags } from '../../../lib/topic-tags';
import { useChatTitle } from '../../../lib/use-chat-title';

// The rename field checks with the server's zod rule: zod loads only when the owner starts renaming.
const TitleEditor = lazy(() => import('./TitleEditor').then((m) => ({ default: m.TitleEditor })));

const Header = styled.header`
  flex: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: 0.7rem 1rem;
`;

const Inner = styled.div`
  max-width: 860px;
  margin: 0 auto;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  /* The title's line is never shared with the badges (a hidden chat's is long): they go underneath. Wide, the
     actions stand beside both; narrow, the title takes the whole first line and the actions go by the badges. */
  grid-template-areas: 'titles actions' 'badges actions';
  align-items: center;
  gap: 0.35rem 0.75rem;
  min-width: 0;
  @media (max-width: 759px) {
    grid-template-areas: 'titles titles' 'badges actions';
  }
`;

/*
 * The title, the bot's label and the rename button, then the description and the date. Wide, the label and the
 * button follow the title on its line; on a phone the title has the first line to itself (with the button), up
 * to two lines of it, and the label goes beside the date.
 */
const Titles = styled.div`
  grid-area: titles;
  min-width: 0;
  display: grid;
  grid-template-columns: minmax(0, max-content) auto auto 1fr;
  grid-template-areas: 'title bot rename .' 'desc desc desc desc' 'date date date date';
  align-items: center;
  column-gap: 0.4rem;
  @media (max-width: 759px) {
    grid-template-columns: auto auto minmax(0, 1fr) auto;
    grid-template-areas: 'title title title rename' 'desc desc desc desc' 'date bot . .';
  }
  h1 {
    grid-area: title;
    min-width: 0;
    margin: 0;
    font-size: 1.1rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    @media (max-width: 759px) {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      white-space: normal;
      overflow-wrap: anywhere;
    }
  }
  p { margin: 0; font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
  .date { grid-area: date; }
  /* A long description keeps the header short: two lines on screen, all of it for screen readers. */
  .description {
    grid-area: desc;
    color: ${({ theme }) => theme.colors.text};
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

/** The rename field (while the owner renames) spans the title's whole line. */
const Editing = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

/** The chat's bot, beside its title: a small label, not the title. */
const BotLabel = styled.span`
  grid-area: bot;
  justify-self: start;
  padding: 0.05rem 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  font-weight: 600;
  white-space: nowrap;
`;

const RenameButton = styled.button`
  grid-area: rename;
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.text}; }
`;

const Badges = styled.div`
  grid-area: badges;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem;
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  gap: 0.35rem;
`;

interface ChatHeaderProps {
  chat: ChatSummary;
  /** the signed-in username, or null for a visitor: a direct chat is titled by the other person */
  viewer: string | null;
  /** the owner's rename (resolves true once saved); absent for everyone else */
  onRename?: (title: string) => Promise<boolean>;
  /** the owner's actions, or follow / unfollow */
  actions?: ReactNode;
}

export function ChatHeader({ chat, viewer, onRename, actions }: ChatHeaderProps) {
  const { t, i18n } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const shared = !chat.public && chat.shared_with.length > 0;
  const { title, botName } = useChatTitle(chat, viewer);
  return (
    <Header>
      <Inner>
        <Titles>
          {renaming && onRename ? (
            <Editing>
              <Suspense fallback={<h1>{title}</h1>}>
                <TitleEditor initial={chat.title || title} onSave={onRename} onDone={() => setRenaming(false)} />
              </Suspense>
            </Editing>
          ) : (
            <>
              <h1 data-testid="chat-header-title">{title}</h1>
              {botName && <BotLabel data-testid="chat-bot-label" title={t('titles.botLabel', { name: botName })}>{botName}</BotLabel>}
              {onRename && (
                <RenameButton type="button" onClick={() => setRenaming(true)} aria-label={t('titles.rename')} title={t('titles.rename')} data-testid="rename-open">
                  <EditIcon size={16} />
                </RenameButton>
              )}
            </>
          )}
          {chat.description && <p className="description" data-testid="chat-description">{chat.description}</p>}
          <p className="date">{formatDate(chat.created_at_timestamp, i18n.language)}</p>
        </Titles>
        <Badges data-testid="chat-status" data-public={chat.public} data-closed={chat.closed}>
          {chat.public && <Badge $tone="accent"><UsersIcon size={12} />{t('chat.publicBadge')}</Badge>}
          {shared && <Badge $tone="accent"><UsersIcon size={12} />{t('chat.sharedBadge')}</Badge>}
          {!chat.public && !shared && <Badge $tone="primary"><LockIcon size={12} />{t('chat.privateBadge')}</Badge>}
          {chat.closed && <Badge $tone="warning">{t('chat.closedBadge')}</Badge>}
          {/* only its owner is given a hidden chat: they see why nobody else reads it */}
          {chat.hidden && <Badge $tone="warning" data-testid="chat-hidden" title={t('moderation.hiddenMark')}>{t('chat.hiddenBadge')}</Badge>}
          {glanceTags(chat.tags).map((tag) => <Badge key={tag} data-testid="chat-tag">{t(`chats.tags.${tag}`)}</Badge>)}
        </Badges>
        {actions && <Actions>{actions}</Actions>}
      </Inner>
    </Header>
  );
}
