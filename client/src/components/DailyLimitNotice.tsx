import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { nextReset } from '../lib/daily-limit';
import { paths } from '../lib/paths';
import { Alert } from './ui/Alert';

const Frame = styled.div<{ $inChat: boolean }>`
  width: 100%;
  max-width: ${({ $inChat }) => ($inChat ? 'calc(860px + 2rem)' : 'none')};
  margin: 0 auto;
  padding: ${({ $inChat }) => ($inChat ? '0 1rem 0.5rem' : '0')};
  font-size: 0.9rem;
  a, button { padding: 0; border: 0; background: none; color: inherit; font: inherit; font-weight: 600; text-decoration: underline; cursor: pointer; }
`;

interface DailyLimitNoticeProps {
  /** between a chat's timeline and its composer (inset like them), rather than in a page's form */
  inChat?: boolean;
  /** the way to a private chat; by default a link to the new-chat page */
  privateAction?: ReactNode;
}

/**
 * Said where the person writes once today's bot replies are spent (SPEC §8's words), with when they come
 * back in the reader's own time and the way that stays open: a private chat with no bot is never metered.
 */
export function DailyLimitNotice({ inChat = false, privateAction }: DailyLimitNoticeProps) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' })
    .format(nextReset(Date.now()));
  return (
    <Frame $inChat={inChat} data-testid="daily-limit">
      <Alert tone="warning" title={t('chat.errors.daily_limit_reached')} live>
        <p>{t('chat.limit.resets', { time })}</p>
        <p>
          {t('chat.limit.privateUnlimited')}{' '}
          {privateAction ?? <Link to={paths.newChat}>{t('chat.limit.startPrivate')}</Link>}
        </p>
      </Alert>
    </Frame>
  );
}
