import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '../../../../../shared/api';
import { Button } from '../../../components/ui/Button';
import { BellIcon, CheckIcon } from '../../../components/ui/icons';
import { chatListQueries } from '../../../lib/query/chat-lists';
import { useFollowChat } from '../../../lib/query/chat-mutations';

/**
 * Follow / unfollow, for signed-in readers who do not own the chat. Whether they follow it is read from the
 * followed list the drawer shows (GET /api/chats/follow/me): the join snapshot carries no per-viewer flag.
 */
export function FollowButton({ chat, viewer }: { chat: ChatSummary; viewer: string }) {
  const { t } = useTranslation();
  const followed = useQuery({
    ...chatListQueries.followed(viewer),
    select: (records) => records.some((record) => record.chat_id === chat.id),
  }).data;
  const follow = useFollowChat(viewer);
  if (followed === undefined) return null;
  return (
    <Button
      size="sm"
      variant={followed ? 'secondary' : 'primary'}
      aria-pressed={followed}
      loading={follow.isPending}
      onClick={() => follow.mutate({ chat, follow: !followed })}
      data-testid="follow-toggle"
      title={followed ? t('chat.actions.unfollow') : undefined}
    >
      {followed ? <CheckIcon size={16} /> : <BellIcon size={16} />}
      {followed ? t('chat.actions.following') : t('chat.actions.follow')}
    </Button>
  );
}
