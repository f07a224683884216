import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStore } from 'zustand';
import type { ChatSummary } from '../../../../../shared/api';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Container, Row } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBotNames } from '../hooks/use-bot-names';
import { useChatSubscription } from '../hooks/use-chat-subscription';
import { useUsageToday } from '../hooks/use-usage-today';
import { useTimelineStore } from '../stores/timeline-store';
import { ChatHeader } from './ChatHeader';
import { Composer, type ComposerBlock } from './Composer';
import { ConnectionBanner } from './ConnectionBanner';
import { Timeline } from './Timeline';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  height: calc(100dvh - var(--topbar));
  min-height: 320px;
`;

function composerBlock(chat: ChatSummary, viewer: string | null): ComposerBlock {
  if (chat.closed) return 'closed';
  if (!viewer) return 'signIn';
  const participant = viewer === chat.owner || chat.public || chat.shared_with.includes(viewer);
  return participant ? null : 'notParticipant';
}

interface ChatViewProps {
  chatId: string;
  /** the signed-in username, or null for a visitor */
  viewer: string | null;
}

/** One open chat: its live timeline (socket room + per-chat store) and the composer. */
export function ChatView({ chatId, viewer }: ChatViewProps) {
  const { t } = useTranslation();
  const store = useTimelineStore(chatId);
  const status = useStore(store, (s) => s.status);
  const chat = useStore(store, (s) => s.chat);
  const error = useStore(store, (s) => s.error);
  const ownBotChat = chat !== null && chat.bot !== null && viewer !== null && chat.owner === viewer;
  const { usage, refresh } = useUsageToday(ownBotChat);
  const botNames = useBotNames(chat?.bot != null);
  const retry = useChatSubscription(chatId, store, { signedIn: viewer !== null, onBotDone: refresh });
  const back = viewer ? paths.myChats : paths.explore;
  usePageTitle(chat?.title || t('chat.timeline'));

  if (status === 'revoked' || status === 'error' || (status === 'ready' && !chat)) {
    const revoked = status === 'revoked';
    return (
      <>
        <ConnectionBanner />
        <Container $width="readable">
          <Card>
            <Alert tone={revoked ? 'warning' : 'error'} live title={revoked ? t('chat.revoked') : t('chat.loadError')}>
              <p>{revoked ? t('chat.revokedBody') : error?.detail}</p>
            </Alert>
            <Row style={{ marginTop: '1rem' }}>
              <ButtonLink to={back} variant="secondary">
                {viewer ? t('chat.backToChats') : t('nav.explore')}
              </ButtonLink>
              {!revoked && <Button variant="ghost" onClick={retry}>{t('chat.retry')}</Button>}
            </Row>
          </Card>
        </Container>
      </>
    );
  }

  if (status === 'loading' || !chat) {
    return (
      <>
        <ConnectionBanner />
        <LoadingBlock label={t('chat.loading')} />
      </>
    );
  }

  return (
    <Frame>
      <ConnectionBanner />
      <ChatHeader chat={chat} botName={chat.bot ? botNames[chat.bot] ?? chat.bot : null} />
      <Timeline store={store} chat={chat} viewer={viewer} botNames={botNames} />
      <Composer chatId={chatId} store={store} blocked={composerBlock(chat, viewer)} usage={usage} onSent={refresh} />
    </Frame>
  );
}
