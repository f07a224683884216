import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '../../../../../shared/api';
import type { OwnProfileResponse, RatingResponse } from '../../../../../shared/people';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Muted, Stack } from '../../../components/ui/Page';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { countryName } from '../../../lib/countries';
import { formatIsoDay } from '../../../lib/iso-day';
import { paths } from '../../../lib/paths';
import '../../../lib/people-i18n';
import { AvatarEditor } from './AvatarEditor';
import { BlockedPeople } from './BlockedPeople';
import { DeleteAccount } from './DeleteAccount';
import { EditProfileForm } from './EditProfileForm';
import { ProfessionalInfo } from './ProfessionalInfo';
import { InfoList, ProfileHeader, ProfileSection } from './ProfileParts';

const RECENT_CHATS = 5;

export interface OwnProfileProps {
  own: OwnProfileResponse;
  rating: RatingResponse | null;
  onChange: (own: OwnProfileResponse) => void;
  renderChats: (chats: ChatSummary[], onDeleted?: (chatId: string) => void) => ReactNode;
  recommendations?: ReactNode;
  onAccountDeleted: () => void;
}

/** The signed-in person's own profile: every SPEC §2 section, editing, picture and account deletion. */
export function OwnProfile({ own, rating, onChange, renderChats, recommendations, onAccountDeleted }: OwnProfileProps) {
  const { t, i18n } = useTranslation('people');
  const [editing, setEditing] = useState(false);
  const { user, profile } = own;
  const professional = user.role === 'professional' || own.application !== null;
  const publicChats = own.chats.filter((c) => c.public);
  const premium = own.subscription === 'user-premium';
  // The language the interface is in now (the header's switch), not the one stored when the account was made.
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'es';
  // A chat deleted from a list's menu leaves the page's lists and totals at once.
  const removeChat = (chatId: string) => {
    const chats = own.chats.filter((c) => c.id !== chatId);
    onChange({ ...own, chats, public_chats_total: chats.filter((c) => c.public).length, closed_chats_total: chats.filter((c) => c.closed).length });
  };

  return (
    <Stack $gap="1.25rem">
      <ProfileHeader username={user.username} role={user.role} verified={user.verified} createdAt={user.created_at}
        avatar={<UserAvatar username={user.username} src={profile.avatar_url} size={96} />} />
      <ProfileSection id="basic" title={t('profile.sections.basic')}>
        <Stack $gap="1.25rem">
          <InfoList rows={[
            { label: t('fields.username'), value: user.username },
            { label: t('fields.email'), value: user.email },
            { label: t('fields.role'), value: t(`roles.${user.role}`) },
            { label: t('fields.language'), value: t(`search.languages.${language}`) },
          ]} />
          <AvatarEditor username={user.username} avatarUrl={profile.avatar_url}
            onChange={(avatar_url) => onChange({ ...own, profile: { ...profile, avatar_url } })} />
        </Stack>
      </ProfileSection>
      <ProfileSection id="info" title={t('profile.sections.profile')} action={!editing && (
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)} data-testid="edit-profile-open">
          {t('profile.edit')}
        </Button>
      )}>
        {editing ? (
          <EditProfileForm own={own} professional={professional} onCancel={() => setEditing(false)}
            onSaved={(saved) => { onChange(saved); setEditing(false); }} />
        ) : (
          <InfoList rows={[
            { label: t('fields.name'), value: profile.name },
            { label: t('fields.surname'), value: profile.surname },
            { label: t('fields.phone'), value: profile.phone },
            { label: t('fields.country'), value: profile.country_iso ? countryName(profile.country_iso, i18n.language) : null },
            ...(profile.birth_date ? [{ label: t('fields.birthDate'), value: formatIsoDay(profile.birth_date, i18n.language) }] : []),
            ...(profile.nif ? [{ label: t('fields.nif'), value: profile.nif }] : []),
            { label: t('fields.description'), value: profile.description, wide: true },
            ...(professional ? [{ label: t('fields.showContact'), value: profile.show_contact ? t('common.yes') : t('common.no'), wide: true }] : []),
          ]} />
        )}
      </ProfileSection>
      {professional && (
        <ProfileSection id="professional" title={t('profile.sections.professional')}>
          <ProfessionalInfo username={user.username} verified={user.verified} specialization={profile.specialization_area}
            experience={profile.experience_years} license={profile.license} application={own.application} rating={rating} canRate={false} />
        </ProfileSection>
      )}
      <ProfileSection id="chats" title={t('profile.sections.chats')} action={
        <ButtonLink to={paths.myChats} size="sm" variant="ghost">{t('profile.allChats')}</ButtonLink>
      }>
        <Stack $gap="0.75rem">
          <Muted>{t('profile.chatTotals', { count: own.chats.length, public: own.public_chats_total, closed: own.closed_chats_total })}</Muted>
          {own.chats.length > 0 && renderChats(own.chats.slice(0, RECENT_CHATS), removeChat)}
        </Stack>
      </ProfileSection>
      <ProfileSection id="public" title={t('profile.sections.public')}>
        {publicChats.length ? renderChats(publicChats, removeChat) : <Muted>{t('profile.noPublicChats')}</Muted>}
      </ProfileSection>
      <ProfileSection id="subscription" title={t('profile.sections.subscription')}>
        <Stack $gap="0.5rem">
          <p><strong data-testid="subscription">{t(`subscriptions.${own.subscription}`)}</strong></p>
          <Muted>{premium ? t('profile.premiumBody') : t('profile.basicBody')}</Muted>
        </Stack>
      </ProfileSection>
      {recommendations}
      <BlockedPeople />
      <ProfileSection id="delete" title={t('profile.sections.delete')}>
        <DeleteAccount onDeleted={onAccountDeleted} />
      </ProfileSection>
    </Stack>
  );
}
