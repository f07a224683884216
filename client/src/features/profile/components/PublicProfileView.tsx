import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '../../../../../shared/api';
import type { PublicProfile, RatingResponse } from '../../../../../shared/people';
import type { Role } from '../../../../../shared/validation';
import { Muted, Stack } from '../../../components/ui/Page';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { ModerationMenu } from '../../../components/moderation/ModerationMenu';
import '../../../lib/people-i18n';
import { DirectMessageButton } from './DirectMessageButton';
import { ProfessionalInfo } from './ProfessionalInfo';
import { InfoList, ProfileHeader, ProfileSection } from './ProfileParts';

interface PublicProfileViewProps {
  profile: PublicProfile;
  /** the signed-in viewer, or null */
  viewer: string | null;
  viewerRole: Role | null;
  onRated: (rating: RatingResponse) => void;
  renderChats: (chats: ChatSummary[], onDeleted?: (chatId: string) => void) => ReactNode;
}

/** Someone else's profile: only what the server shares (no e-mail, name or phone unless a professional chose to). */
export function PublicProfileView({ profile: p, viewer, viewerRole, onRated, renderChats }: PublicProfileViewProps) {
  const { t } = useTranslation('people');
  const professional = p.role === 'professional';
  // Direct messages join a user and a professional, either way (the server refuses anything else).
  const canMessage = viewer !== null && (professional || viewerRole === 'professional');
  const contact = p.contact;
  return (
    <Stack $gap="1.25rem">
      <ProfileHeader username={p.username} role={p.role} verified={p.verified} createdAt={p.created_at}
        avatar={<UserAvatar username={p.username} src={p.avatar_url} size={96} />}
        actions={viewer === null || viewer === p.username ? null : (
          <>
            {canMessage && <DirectMessageButton username={p.username} />}
            <ModerationMenu target={{ type: 'user', id: p.username }} person={p.username} />
          </>
        )} />
      <ProfileSection id="info" title={t('profile.sections.profile')}>
        <InfoList rows={[
          { label: t('fields.role'), value: t(`roles.${p.role}`) },
          { label: t('fields.about'), value: p.description, wide: true },
        ]} />
      </ProfileSection>
      {contact && (
        <ProfileSection id="contact" title={t('profile.sections.contact')}>
          <InfoList rows={[
            { label: t('fields.name'), value: [contact.name, contact.surname].filter(Boolean).join(' ') },
            { label: t('fields.email'), value: <a href={`mailto:${contact.email}`}>{contact.email}</a> },
            { label: t('fields.phone'), value: contact.phone ? <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a> : null },
          ]} />
        </ProfileSection>
      )}
      {professional && (
        <ProfileSection id="professional" title={t('profile.sections.professional')}>
          <ProfessionalInfo username={p.username} verified={p.verified} specialization={p.specialization_area}
            experience={p.experience_years} rating={p.rating} canRate={viewer !== null} onRated={onRated} />
        </ProfileSection>
      )}
      <ProfileSection id="public" title={t('profile.sections.publicOf', { count: p.public_chats_total })}>
        {p.public_chats.length ? renderChats(p.public_chats) : <Muted>{t('profile.noPublicChatsOf', { username: p.username })}</Muted>}
      </ProfileSection>
    </Stack>
  );
}
