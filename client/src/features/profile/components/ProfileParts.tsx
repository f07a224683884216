import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Role } from '../../../../../shared/validation';
import { Badge, Card } from '../../../components/ui/Card';
import { ShieldIcon } from '../../../components/ui/icons';
import { formatDate } from '../../../lib/dates';
import '../../../lib/people-i18n';

const Box = styled(Card)`
  h2 { font-size: 1.15rem; margin: 0; }
`;

const BoxHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
`;

/** One titled card of the profile page (SPEC §2 sections). */
export function ProfileSection({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box aria-labelledby={`profile-${id}`} data-testid={`profile-${id}`}>
      <BoxHead>
        <h2 id={`profile-${id}`}>{title}</h2>
        {action}
      </BoxHead>
      {children}
    </Box>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 210px), 1fr));
  gap: 0.85rem 1.5rem;
  margin: 0;
  div { min-width: 0; }
  dt { font-size: 0.78rem; font-weight: 650; text-transform: uppercase; letter-spacing: 0.04em; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0.15rem 0 0; overflow-wrap: anywhere; }
  .wide { grid-column: 1 / -1; }
  .wide dd { white-space: pre-line; }
`;

export interface InfoRow {
  label: string;
  value: ReactNode;
  /** spans the whole row (long text) */
  wide?: boolean;
}

/** Label / value pairs; rows without a value show "Not given". */
export function InfoList({ rows }: { rows: InfoRow[] }) {
  const { t } = useTranslation('people');
  return (
    <List>
      {rows.map((row) => (
        <div key={row.label} className={row.wide ? 'wide' : undefined}>
          <dt>{row.label}</dt>
          <dd>{row.value === null || row.value === undefined || row.value === '' ? t('common.notGiven') : row.value}</dd>
        </div>
      ))}
    </List>
  );
}

export function VerifiedBadge() {
  const { t } = useTranslation('people');
  return <Badge $tone="primary" data-testid="verified-badge"><ShieldIcon size={13} />{t('profile.verified')}</Badge>;
}

const Head = styled.header`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 1rem 1.25rem;
  margin-bottom: 1.5rem;
  h1 { margin: 0 0 0.35rem; font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem); overflow-wrap: anywhere; }
  p { margin: 0.35rem 0 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.92rem; }
`;

const Info = styled.div`
  flex: 1 1 220px;
  min-width: 0;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`;

const Actions = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface ProfileHeaderProps {
  username: string;
  role: Role;
  verified: boolean;
  createdAt: number;
  avatar: ReactNode;
  actions?: ReactNode;
}

/** The page heading: picture, username, role ("Administrator" for both admin roles), badge, member since. */
export function ProfileHeader({ username, role, verified, createdAt, avatar, actions }: ProfileHeaderProps) {
  const { t, i18n } = useTranslation('people');
  return (
    <Head>
      {avatar}
      <Info>
        <h1>{username}</h1>
        <Badges>
          <Badge data-testid="role-badge">{t(`roles.${role}`)}</Badge>
          {verified && <VerifiedBadge />}
        </Badges>
        <p>{t('profile.memberSince', { date: formatDate(createdAt, i18n.language) })}</p>
      </Info>
      {actions && <Actions>{actions}</Actions>}
    </Head>
  );
}
