import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Invitation } from '../../../../../shared/invitations';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../lib/paths';
import { invitationQueries, useAnswerInvitation } from '../../../lib/query/invitations';

/** The drawer's group frame, handed in by app/ (features do not import each other). */
export interface GroupFrameProps { groupKey: string; title: string; count?: number | null; unread?: boolean; children?: ReactNode }

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.4rem;
`;

const Item = styled.li`
  padding: 0.5rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  .title { margin: 0; font-weight: 650; overflow-wrap: anywhere; }
  .meta { margin: 0.1rem 0 0.45rem; font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
  .buttons { display: flex; flex-wrap: wrap; gap: 0.4rem; }
`;

const Case = styled.span`
  margin-left: 0.4rem;
  padding: 0.05rem 0.45rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.75rem;
  font-weight: 700;
`;

/**
 * Consent to share (issue 14): the chats shared with me that wait for my yes or no, at the top of the drawer.
 * Accepting opens the chat; declining leaves nothing behind. Nothing shows while there is no invitation.
 */
export function InvitationsGroup({ Group, viewer }: { Group: ComponentType<GroupFrameProps>; viewer: string | null }) {
  const { t } = useTranslation();
  const { data } = useQuery({ ...invitationQueries.pending(viewer ?? ''), enabled: viewer !== null });
  const answer = useAnswerInvitation(viewer);
  const navigate = useNavigate();
  const items = data?.items ?? [];
  if (items.length === 0) return null;

  const respond = (invitation: Invitation, accept: boolean) =>
    answer.mutate({ chatId: invitation.chat_id, accept }, { onSuccess: () => accept && void navigate(paths.chat(invitation.chat_id)) });

  return (
    <Group groupKey="invitations" title={t('invitations.title')} count={items.length} unread>
      <List data-testid="invitations">
        {items.map((invitation) => {
          const title = invitation.title || t('invitations.untitled');
          const busy = answer.isPending && answer.variables?.chatId === invitation.chat_id;
          return (
            <Item key={invitation.chat_id} data-testid="invitation" data-chat-id={invitation.chat_id}>
              <p className="title">{title}</p>
              <p className="meta">
                {t('invitations.from', { owner: invitation.owner })}
                {invitation.case && <Case>{t('invitations.asCase')}</Case>}
              </p>
              <div className="buttons">
                <Button size="sm" disabled={busy} onClick={() => respond(invitation, true)} aria-label={t('invitations.acceptLabel', { title })} data-testid="invitation-accept">
                  {t('invitations.accept')}
                </Button>
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => respond(invitation, false)} aria-label={t('invitations.declineLabel', { title })} data-testid="invitation-decline">
                  {t('invitations.decline')}
                </Button>
              </div>
            </Item>
          );
        })}
      </List>
    </Group>
  );
}
