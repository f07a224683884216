import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStore } from 'zustand';
import type { ChatSummary, MessageItem } from '../../../../../shared/api';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Container, Row } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useChatTitle } from '../../../lib/use-chat-title';
import { useBotNames } from '../hooks/use-bot-names';
import { useChatActions } from '../hooks/use-chat-actions';
import { useChatSubscription } from '../hooks/use-chat-subscription';
import { useUsageToday } from '../hooks/use-usage-today';
import { useTimelineStore } from '../stores/timeline-store';
import { atDailyLimit } from '../../../lib/daily-limit';
import { composerBlock } from '../utils/permissions';
import { regenerableReply, streamingReply } from '../utils/reply-control';
import { StopReply } from './StopReply';
import { ChatHeader } from './ChatHeader';
import { scriptedChoices } from '../utils/scripted-choices';
import { Composer } from './Composer';
import { ConnectionBanner } from './ConnectionBanner';
import { DailyLimitNotice } from '../../../components/DailyLimitNotice';
import type { ReportTarget } from '../../../../../shared/moderation';
import { useBlocks } from '../hooks/use-blocks';
import { ReportDialog } from '../../../components/moderation/ReportDialog';
import { MessageContext, type MessageContextValue } from './message-context';
import { OwnerActions } from './OwnerActions';
import { ReaderActions } from './ReaderActions';
import type { ReplyTarget } from './ReplyPreview';
import { Timeline } from './Timeline';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  height: calc(100dvh - var(--topbar));
  min-height: 320px;
`;

interface ChatViewProps {
  chatId: string;
  /** the signed-in username, or null for a visitor */
  viewer: string | null;
  /** after the owner deleted this chat (SPEC §2: go to /) */
  onDeleted?: () => void;
  /** what other features add under the header for this chat (the diary's date selector) */
  aside?: (chat: ChatSummary) => ReactNode;
  /**
   * What a visitor sees when the chat cannot be shown to them (the offer to log in): the same for a private
   * chat and for one that does not exist, so the page says nothing about which it is.
   */
  signedOut?: ReactNode;
}

/** Named before the chat loads, so the title hook runs on every render. */
const UNLOADED = { title: '', date: null, bot: null, public: false, owner: '', shared_with: [] };

/** One open chat: its live timeline (socket room + per-chat store), its actions and the composer. */
export function ChatView({ chatId, viewer, onDeleted, aside, signedOut }: ChatViewProps) {
  const { t } = useTranslation();
  const store = useTimelineStore(chatId);
  const status = useStore(store, (s) => s.status);
  const chat = useStore(store, (s) => s.chat);
  const items = useStore(store, (s) => s.items);
  const error = useStore(store, (s) => s.error);
  const ownBotChat = chat !== null && chat.bot !== null && viewer !== null && chat.owner === viewer;
  const { usage, refresh } = useUsageToday(ownBotChat);
  const botNames = useBotNames(chat?.bot != null);
  const retry = useChatSubscription(chatId, store, { signedIn: viewer !== null, onBotDone: refresh });
  const actions = useChatActions(chatId, store);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<MessageItem | null>(null);
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const { blockedNames, block } = useBlocks(viewer !== null);
  const [deletingMessage, setDeletingMessage] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const back = viewer ? paths.myChats : paths.explore;
  // the tab says what the header says: a diary day, the other person of a direct chat (chat-title.ts)
  const { title: shownTitle } = useChatTitle(chat ?? UNLOADED, viewer);
  usePageTitle(chat ? shownTitle : t('chat.timeline'));
  // Stop and Regenerate are the owner's: the reply answers them and spends their allowance
  const streaming = ownBotChat ? streamingReply(items) : null;
  const regenerableId = ownBotChat && !chat.closed && !atDailyLimit(usage) ? regenerableReply(items) : null;

  const context = useMemo<MessageContextValue | null>(
    () =>
      chat && {
        chat,
        viewer,
        actions,
        editingId,
        setEditingId,
        reply: (item, name, mine) => setReplyTo({ id: item.id, name, text: item.message ?? '', mine }),
        requestDelete: setPendingDelete,
        regenerableId,
        regenerate: (messageId) => void actions.regenerate(messageId).then(refresh),
        requestReport: setReportTarget,
        block,
        blockedNames,
      },
    [chat, viewer, actions, editingId, regenerableId, refresh, block, blockedNames],
  );

  // Deleting this very chat evicts us from its room too: no "no longer available" on the way to /.
  if (leaving && (status === 'revoked' || status === 'error')) return <LoadingBlock label={t('app.loading')} />;

  const unavailable = status === 'revoked' || status === 'error' || (status === 'ready' && !chat);
  if (unavailable && viewer === null && signedOut) return signedOut;
  if (unavailable) {
    const revoked = status === 'revoked';
    return (
      <>
        <ConnectionBanner />
        <Container $width="readable">
          <Card data-testid={revoked ? 'chat-unavailable' : 'chat-error'}>
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

  if (status === 'loading' || !chat || !context) {
    return (
      <>
        <ConnectionBanner />
        <LoadingBlock label={t('chat.loading')} />
      </>
    );
  }

  const blocked = composerBlock(chat, viewer);
  const choices = scriptedChoices(chat, items, viewer);
  const owner = viewer !== null && viewer === chat.owner;
  const headerActions = owner ? (
    <OwnerActions chat={chat} viewer={viewer} actions={actions} onLeaving={setLeaving} onDeleted={() => onDeleted?.()} />
  ) : viewer && chat.shared_with.includes(viewer) ? (
    <ReaderActions chat={chat} viewer={viewer} onLeft={() => onDeleted?.()} />
  ) : viewer ? (
    <ReaderActions chat={chat} viewer={viewer} />
  ) : null;

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeletingMessage(true);
    await actions.deleteMessage(pendingDelete.id);
    setDeletingMessage(false);
    setPendingDelete(null);
  };

  return (
    <MessageContext.Provider value={context}>
      <Frame data-testid="chat-view">
        <ConnectionBanner />
        <ChatHeader chat={chat} viewer={viewer} onRename={owner ? actions.rename : undefined} actions={headerActions} />
        {aside?.(chat)}
        <Timeline store={store} chat={chat} viewer={viewer} botNames={botNames} />
        {!blocked && atDailyLimit(usage) && <DailyLimitNotice inChat />}
        {streaming && <StopReply onStop={() => actions.stop(streaming.id)} />}
        <Composer
          chatId={chatId}
          store={store}
          blocked={blocked}
          usage={usage}
          onSent={refresh}
          replyTo={blocked ? null : replyTo}
          onCancelReply={() => setReplyTo(null)}
          choices={choices}
        />
      </Frame>
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('chat.message.deleteTitle')}
        confirmLabel={t('chat.message.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('dialog.close')}
        danger
        busy={deletingMessage}
        onConfirm={() => void confirmDelete()}
        onClose={() => setPendingDelete(null)}
        testId="delete-message-dialog"
      >
        <p>{t('chat.message.deleteBody')}</p>
      </ConfirmDialog>
      <ReportDialog target={reportTarget} onClose={() => setReportTarget(null)} />
    </MessageContext.Provider>
  );
}
