import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '../../../../../shared/api';
import type { Role, Subscription } from '../../../../../shared/validation';
import { Alert } from '../../../components/ui/Alert';
import { LoadError } from '../../../components/ui/LoadError';
import { Container } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { ApiRequestError } from '../../../lib/api';
import '../../../lib/people-i18n';
import { profileQueries } from '../api/profile-api';
import { OwnProfile } from './OwnProfile';
import { PublicProfileView } from './PublicProfileView';

interface ProfilePageProps {
  username: string;
  /** the signed-in username, or null */
  viewer: string | null;
  viewerRole: Role | null;
  /** the chat list (composed by the app); `onDeleted` after a chat was deleted from its menu */
  renderChats: (chats: ChatSummary[], onDeleted?: (chatId: string) => void) => ReactNode;
  /** shown on the own profile */
  recommendations?: ReactNode;
  /** the role and subscription as the server has them now (staff may have changed them) */
  onAccount?: (role: Role, subscription: Subscription) => void;
  onAccountDeleted: () => void;
}

/** /users/profile/{username}: the own profile (editable) or someone else's public one. */
export function ProfilePage({ username, viewer, viewerRole, renderChats, recommendations, onAccount, onAccountDeleted }: ProfilePageProps) {
  const { t } = useTranslation('people');
  const mine = viewer !== null && viewer.toLowerCase() === username.toLowerCase();
  const client = useQueryClient();
  const own = useQuery({ ...profileQueries.own(viewer ?? ''), enabled: mine });
  const profile = useQuery(profileQueries.public(username));
  // Staff may have changed the role or the subscription: the session shows them as the server has them now.
  useEffect(() => {
    if (own.data) onAccount?.(own.data.user.role, own.data.subscription);
  }, [own.data, onAccount]);

  const error = profile.error ?? own.error;
  let body: ReactNode;
  if (error) {
    const missing = error instanceof ApiRequestError && error.status === 404;
    const retry = () => void Promise.all([profile.refetch(), mine && own.refetch()]);
    body = missing ? <Alert tone="warning" live title={t('profile.notFound')} /> : <LoadError error={error} onRetry={retry} title={t('common.error')} />;
  } else if (!profile.data || (mine && !own.data)) {
    body = <LoadingBlock label={t('common.loading')} />;
  } else if (mine && own.data) {
    body = (
      <OwnProfile own={own.data} rating={profile.data.rating} renderChats={renderChats} recommendations={recommendations}
        onChange={(next) => client.setQueryData(profileQueries.own(viewer ?? '').queryKey, next)} onAccountDeleted={onAccountDeleted} />
    );
  } else {
    const publicKey = profileQueries.public(username).queryKey;
    body = (
      <PublicProfileView profile={profile.data} viewer={viewer} viewerRole={viewerRole} renderChats={renderChats}
        onRated={(rating) => client.setQueryData(publicKey, (shown) => shown && { ...shown, rating })} />
    );
  }
  return <Container $width="readable" data-testid="profile-page">{body}</Container>;
}
