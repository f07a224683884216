import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { ChatSummary } from '../../../../../shared/api';
import { Badge } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { BellIcon, BellOffIcon, ChatIcon, LockIcon, TrashIcon, UsersIcon } from '../../../components/ui/icons';
import { MenuButton, type MenuItem } from '../../../components/ui/Menu';
import { AvatarLink } from '../../../components/ui/UserLink';
import { listTime } from '../../../lib/chat-title';
import { formatDate, isoDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useDeleteChat, useFollowChat } from '../../../lib/query/chat-mutations';
import { glanceTags } from '../../../lib/topic-tags';
import { useChatTitle } from '../../../lib/use-chat-title';

const Item = styled.li<{ $compact: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.25rem;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  transition: border-color 0.15s ease, background 0.15s ease;
  ${({ $compact, theme }) =>
    $compact
      ? css`
          padding-right: 0.15rem;
          &:hover, &:focus-within { background: ${theme.colors.surfaceAlt}; }
          &[data-current='true'] { background: ${theme.colors.primarySoft}; }
        `
      : css`
          padding-right: 0.5rem;
          border: 1px solid ${theme.colors.border};
          background: ${theme.colors.surface};
          &:hover { border-color: ${theme.colors.primary}; }
        `}
`;

const ItemLink = styled(Link)<{ $compact: boolean }>`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ $compact }) => ($compact ? '0.55rem' : '0.85rem')};
  padding: ${({ $compact }) => ($compact ? '0.4rem 0.3rem 0.4rem 0.55rem' : '0.85rem 0.25rem 0.85rem 1rem')};
  border-radius: inherit;
  color: inherit;
  text-decoration: none;
  &:hover { color: inherit; }
  > svg { flex: none; color: ${({ theme }) => theme.colors.primary}; }
`;

const Main = styled.span<{ $compact: boolean }>`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ $compact }) => ($compact ? '0' : '0.15rem')};
  .name { display: flex; align-items: center; gap: 0.35rem; min-width: 0; }
  strong {
    min-width: 0;
    font-weight: 600;
    font-size: ${({ $compact }) => ($compact ? '0.9rem' : '1rem')};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  > span:last-child { font-size: ${({ $compact }) => ($compact ? '0.75rem' : '0.85rem')}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The chat's bot, beside its title: what it talks with, not what it is about. */
const BotLabel = styled.span<{ $compact: boolean }>`
  display: inline-block;
  vertical-align: baseline;
  flex: none;
  max-width: 45%;
  margin-left: ${({ $compact }) => ($compact ? '0.4rem' : '0')};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  padding: 0 0.4rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ $compact }) => ($compact ? '0.68rem' : '0.75rem')};
  font-weight: 600;
  line-height: 1.5;
`;

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.3rem;
  @media (max-width: 420px) { display: none; }
`;

/** SPEC §2: a red dot marks chats with notifications. */
const MutedMark = styled.span`
  flex: none;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const UnreadDot = styled.span`
  flex: none;
  width: 9px;
  height: 9px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;

export interface ChatListItemProps {
  chat: ChatSummary;
  showOwner: boolean;
  compact: boolean;
  unread: boolean;
  /** the viewer muted it: no dots from it, a small struck-through bell instead */
  muted?: boolean;
  /** the signed-in username: owners get "delete", followers "unfollow" */
  viewer: string | null;
  onDeleted?: (chatId: string) => void;
  testId?: string;
}

/** One chat: title, creation date, a red dot for notifications, and a menu (delete with confirmation). */
export function ChatListItem({ chat, showOwner, compact, unread, muted = false, viewer, onDeleted, testId = 'chat-item' }: ChatListItemProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteChat();
  const following = useFollowChat(viewer);
  const { title, botName } = useChatTitle(chat, viewer);
  // In the narrow drawer the label sits on the line below, so the title keeps the whole width to be told apart.
  const botLabel = <BotLabel $compact={compact} data-testid="chat-bot-label" title={t('titles.botLabel', { name: botName })}>{botName}</BotLabel>;
  const owner = viewer !== null && chat.owner === viewer;
  // Who can read it: a chat confided to named people is neither private nor public.
  const audience = chat.public ? 'public' : chat.shared_with.length > 0 ? 'people' : 'private';
  const current = location.pathname === paths.chat(chat.id);
  // Signed-in viewers get the owner as a link to their profile beside the item (SPEC §2), not in the text.
  const ownerLink = showOwner && viewer !== null && !compact;
  const meta = [
    showOwner && !ownerLink ? t('chats.item.by', { owner: chat.owner }) : null,
    compact ? null : t('chats.item.messages', { count: chat.messages_count }),
  ].filter(Boolean);

  const remove = () =>
    deletion.mutate(chat.id, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted?.(chat.id);
        if (current) void navigate(paths.home);
      },
    });

  const menu: MenuItem[] = [];
  if (owner) menu.push({ key: 'delete', label: t('chats.item.delete'), icon: <TrashIcon size={16} />, danger: true, onSelect: () => setConfirming(true) });
  else if (viewer && chat.is_followed) menu.push({ key: 'unfollow', label: t('chat.actions.unfollow'), icon: <BellIcon size={16} />, onSelect: () => following.mutate({ chat, follow: false }) });

  return (
    <Item $compact={compact} data-current={current || undefined} data-testid={testId} data-chat-id={chat.id} data-audience={audience} data-unread={unread || undefined}>
      <ItemLink $compact={compact} to={paths.chat(chat.id)} aria-current={current ? 'page' : undefined} data-testid="chat-link">
        {!compact && <ChatIcon />}
        <Main $compact={compact}>
          <span className="name">
            <strong data-testid="chat-title">{title}</strong>
            {botName && !compact && botLabel}
          </span>
          <span>
            <time dateTime={isoDate(chat.created_at_timestamp)} data-testid="chat-time">
              {listTime(chat.created_at_timestamp, Date.now(), i18n.language, { yesterday: t('titles.yesterday') }, (at) => formatDate(at, i18n.language))}
            </time>
            {meta.length > 0 && ` · ${meta.join(' · ')}`}
            {botName && compact && botLabel}
          </span>
        </Main>
        {!compact && (
          <Badges>
            {glanceTags(chat.tags).slice(0, 2).map((tag) => <Badge key={tag} $tone="primary">{t(`chats.tags.${tag}`)}</Badge>)}
            {chat.closed && <Badge>{t('chats.item.closed')}</Badge>}
            {!showOwner && audience === 'public' && <Badge $tone="accent">{t('chats.item.public')}</Badge>}
            {!showOwner && audience === 'people' && <Badge data-testid="people-badge"><UsersIcon size={12} />{t('chats.item.people')}</Badge>}
            {!showOwner && audience === 'private' && chat.encrypted && <Badge><LockIcon size={12} />{t('chats.item.private')}</Badge>}
          </Badges>
        )}
        {muted && (
          <MutedMark data-testid="muted-icon" title={t('chats.item.muted')}>
            <BellOffIcon size={14} />
            <span className="visually-hidden">{t('chats.item.muted')}</span>
          </MutedMark>
        )}
        {unread && (
          <>
            <UnreadDot aria-hidden="true" data-testid="unread-dot" />
            <span className="visually-hidden">{t('chats.item.unread')}</span>
          </>
        )}
      </ItemLink>
      {ownerLink && <AvatarLink username={chat.owner} testId="chat-owner-link" />}
      {menu.length > 0 && <MenuButton label={t('chats.item.menu', { title })} items={menu} size={compact ? 30 : 36} testId="chat-item-menu" />}
      {owner && (
        <ConfirmDialog
          open={confirming}
          title={t('chat.deleteChat.title')}
          confirmLabel={t('chat.deleteChat.confirm')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('dialog.close')}
          danger
          busy={deletion.isPending}
          onConfirm={remove}
          onClose={() => setConfirming(false)}
          testId="delete-chat-dialog"
        >
          <p>{t('chat.deleteChat.body', { title })}</p>
        </ConfirmDialog>
      )}
    </Item>
  );
}
