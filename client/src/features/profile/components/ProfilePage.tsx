import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '../../../../../shared/api';
import type { OwnProfileResponse, PublicProfile } from '../../../../../shared/people';
import type { Role, Subscription } from '../../../../../shared/validation';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { ApiRequestError, errorDetail } from '../../../lib/api';
import '../../../lib/people-i18n';
import { useAsync } from '../../../lib/use-async';
import { profileApi } from '../api/profile-api';
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

interface Loaded {
  own: OwnProfileResponse | null;
  profile: PublicProfile;
}

/** /users/profile/{username}: the own profile (editable) or someone else's public one. */
export function ProfilePage({ username, viewer, viewerRole, renderChats, recommendations, onAccount, onAccountDeleted }: ProfilePageProps) {
  const { t } = useTranslation('people');
  const mine = viewer !== null && viewer.toLowerCase() === username.toLowerCase();
  const load = useAsync(async (signal): Promise<Loaded> => {
    const [own, profile] = await Promise.all([mine ? profileApi.me(signal) : Promise.resolve(null), profileApi.publicProfile(username, signal)]);
    return { own, profile };
  }, [username, mine]);
  const [data, setData] = useState<Loaded | null>(null);
  useEffect(() => setData(load.data ?? null), [load.data]);
  useEffect(() => {
    if (load.data?.own) onAccount?.(load.data.own.user.role, load.data.own.subscription);
  }, [load.data, onAccount]);

  let body: ReactNode;
  if (load.error) {
    const missing = load.error instanceof ApiRequestError && load.error.status === 404;
    body = (
      <Alert tone={missing ? 'warning' : 'error'} live title={missing ? t('profile.notFound') : t('common.error')}>
        {!missing && <p>{errorDetail(load.error, '')}</p>}
        {!missing && <div><Button size="sm" variant="secondary" onClick={load.reload}>{t('common.retry')}</Button></div>}
      </Alert>
    );
  } else if (!data) {
    body = <LoadingBlock label={t('common.loading')} />;
  } else if (data.own) {
    body = (
      <OwnProfile own={data.own} rating={data.profile.rating} renderChats={renderChats} recommendations={recommendations}
        onChange={(own) => setData({ ...data, own })} onAccountDeleted={onAccountDeleted} />
    );
  } else {
    body = (
      <PublicProfileView profile={data.profile} viewer={viewer} viewerRole={viewerRole} renderChats={renderChats}
        onRated={(rating) => setData({ ...data, profile: { ...data.profile, rating } })} />
    );
  }
  return <Container $width="readable" data-testid="profile-page">{body}</Container>;
}
