import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DailyLimitNotice } from '../../../components/DailyLimitNotice';
import { Badge } from '../../../components/ui/Card';
import { HeartIcon, LockIcon } from '../../../components/ui/icons';
import { Container, PageHeader, Stack } from '../../../components/ui/Page';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { ApiRequestError, errorDetail } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { botsQuery, orderBots } from '../../../lib/query/bots';
import { chatsApi } from '../api/chats-api';
import { BotOption } from './BotOption';
import { NewChatComposer } from './NewChatComposer';
import { LoadError } from '../../../components/ui/LoadError';
import { NEW_CHAT_DRAFT, useDraft } from '../../../lib/use-draft';

const PRIVATE = '__private__';

const Options = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend { padding: 0; margin-bottom: 0.75rem; font-weight: 650; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: 0.75rem;
`;

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  svg { flex: none; }
`;

interface NewChatProps {
  canUsePremium: boolean;
  onCreated: (chatId: string) => void;
  /** shown between the bot choice and the pinned composer (recommendations), so the composer stays pinned */
  aside?: ReactNode;
}

/** "Talk": pick an assistant (or a private chat with no bot) and write the first message. */
export function NewChat({ canUsePremium, onCreated, aside }: NewChatProps) {
  const { t } = useTranslation();
  const bots = useQuery({ ...botsQuery, select: orderBots });
  const [picked, setPicked] = useState<string | null>(null);
  // Kept in this tab's session storage, like every composer's draft, until the chat is created.
  const [message, setMessage] = useDraft(NEW_CHAT_DRAFT);
  const [messageError, setMessageError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Today's bot replies are spent: said on the page (the typed message stays) until another choice is made.
  const [limited, setLimited] = useState(false);

  // Until the user picks, the default bot they may use (or the private chat).
  const usable = bots.data?.filter((b) => !b.premium || canUsePremium);
  const choice = picked ?? (usable ? ((usable.find((b) => b.default) ?? usable[0])?.bot_key ?? PRIVATE) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) {
      setMessageError(t('validation.required'));
      document.querySelector<HTMLTextAreaElement>('textarea[name="message"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const chat =
        choice === PRIVATE || choice === null
          ? await chatsApi.createPrivateChat({ message: text })
          : await chatsApi.createBotChat({ bot_key: choice, user_message: text });
      setMessage('');
      onCreated(chat.id);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'daily_limit_reached') setLimited(true);
      else toast.error(t('chats.new.error'), errorDetail(error, ''));
      setBusy(false);
    }
  };

  return (
    <>
      <Container $width="readable">
        <PageHeader>
          <h1>{t('chats.new.title')}</h1>
          <p>{t('chats.new.subtitle')}</p>
        </PageHeader>
        <Stack $gap="1.5rem">
          {bots.isPending && <LoadingBlock label={t('app.loading')} />}
          {bots.isError && <LoadError error={bots.error} onRetry={() => void bots.refetch()} title={t('chats.new.botsError')} />}
          {bots.data && (
            <Options>
              <legend>{t('chats.new.botsLabel')}</legend>
              <Grid>
                {bots.data.map((bot) => {
                  const locked = bot.premium && !canUsePremium;
                  return (
                    <BotOption
                      key={bot.bot_key}
                      name="bot"
                      value={bot.bot_key}
                      checked={choice === bot.bot_key}
                      disabled={locked}
                      onSelect={setPicked}
                      icon={<HeartIcon size={18} />}
                      title={bot.name}
                      badges={
                        <>
                          {bot.default && <Badge $tone="primary">{t('chats.new.defaultBadge')}</Badge>}
                          {bot.premium && (
                            <Badge $tone="warning">{locked ? t('chats.new.premiumLocked') : t('chats.new.premiumBadge')}</Badge>
                          )}
                        </>
                      }
                      description={bot.description}
                    />
                  );
                })}
                <BotOption
                  name="bot"
                  value={PRIVATE}
                  checked={choice === PRIVATE}
                  onSelect={setPicked}
                  icon={<LockIcon size={18} />}
                  title={t('chats.new.privateTitle')}
                  description={t('chats.new.privateDescription')}
                />
              </Grid>
            </Options>
          )}
          {limited && choice !== PRIVATE && (
            <DailyLimitNotice
              privateAction={<button type="button" onClick={() => setPicked(PRIVATE)}>{t('chat.limit.startPrivate')}</button>}
            />
          )}
          <Note>
            <LockIcon size={14} />
            {t('chats.new.privacyNote')}
          </Note>
        </Stack>
      </Container>
      {aside}
      <NewChatComposer
        message={message}
        error={messageError}
        busy={busy}
        ready={Boolean(bots.data)}
        onChange={(value) => {
          setMessage(value);
          if (messageError) setMessageError(null);
        }}
        onSubmit={(event) => void submit(event)}
      />
    </>
  );
}
