import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { BellIcon, CheckIcon } from '../../../components/ui/icons';
import { useFollow } from '../hooks/use-follow';

/** Follow / unfollow, for signed-in readers who do not own the chat. */
export function FollowButton({ chatId }: { chatId: string }) {
  const { t } = useTranslation();
  const { followed, busy, toggle } = useFollow(chatId, true);
  if (followed === null) return null;
  return (
    <Button
      size="sm"
      variant={followed ? 'secondary' : 'primary'}
      aria-pressed={followed}
      loading={busy}
      onClick={() => void toggle()}
      data-testid="follow-toggle"
      title={followed ? t('chat.actions.unfollow') : undefined}
    >
      {followed ? <CheckIcon size={16} /> : <BellIcon size={16} />}
      {followed ? t('chat.actions.following') : t('chat.actions.follow')}
    </Button>
  );
}
