import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isPremium } from '../../../features/auth/stores/session-logic';
import { useSession } from '../../../features/auth/stores/session-store';
import { NewChat } from '../../../features/chats/components/NewChat';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { RecommendationsSlot } from './recommendations-slot';

/** /chats/new ("talk"), login required */
export default function NewChatRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useSession((s) => s.role);
  const subscription = useSession((s) => s.subscription);
  usePageTitle(t('nav.talk'));
  const premium = role !== null && subscription !== null && isPremium({ role, subscription });
  return (
    <NewChat
      canUsePremium={premium}
      onCreated={(chatId) => void navigate(paths.chat(chatId))}
      aside={<RecommendationsSlot limit={3} />}
    />
  );
}
