import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatSummary } from '../../../../../shared/api';
import { Button } from '../../../components/ui/Button';
import { LockIcon, UsersIcon } from '../../../components/ui/icons';
import type { RevokeScope } from '../api/chat-api';
import { audienceOf } from '../utils/share';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 0.75rem 0.85rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p { display: flex; gap: 0.5rem; align-items: flex-start; margin: 0; overflow-wrap: anywhere; }
  p svg { flex: none; margin-top: 0.2rem; color: ${({ theme }) => theme.colors.primary}; }
  div { display: flex; flex-wrap: wrap; gap: 0.4rem; }
`;

interface ShareStatusProps {
  chat: ChatSummary;
  busy: string | null;
  onRevoke: (scope: RevokeScope) => void;
}

/** Who reads the chat now, and the buttons that take each audience away (public, users, or all). */
export function ShareStatus({ chat, busy, onRevoke }: ShareStatusProps) {
  const { t } = useTranslation();
  const audience = audienceOf(chat);
  const users = chat.shared_with.join(', ');
  return (
    <Box data-testid="share-status" data-audience={audience}>
      <p>
        {audience === 'private' ? <LockIcon size={16} /> : <UsersIcon size={16} />}
        <span>{t(`chat.share.status.${audience}`, { users })}</span>
      </p>
      {audience !== 'private' && (
        <div>
          {chat.public && chat.shared_with.length > 0 && (
            <Button size="sm" variant="secondary" loading={busy === 'public'} disabled={busy !== null} onClick={() => onRevoke('public')} data-testid="revoke-public">
              {t('chat.share.revokePublic')}
            </Button>
          )}
          {chat.public && chat.shared_with.length > 0 && (
            <Button size="sm" variant="secondary" loading={busy === 'private'} disabled={busy !== null} onClick={() => onRevoke('private')} data-testid="revoke-private">
              {t('chat.share.revokeUsers')}
            </Button>
          )}
          <Button size="sm" variant="danger" loading={busy === 'all'} disabled={busy !== null} onClick={() => onRevoke('all')} data-testid="revoke-all">
            <LockIcon size={14} />
            {t('chat.share.revokeAll')}
          </Button>
        </div>
      )}
    </Box>
  );
}
