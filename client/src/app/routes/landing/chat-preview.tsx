import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/Card';
import { HeartIcon, LockIcon } from '../../../components/ui/icons';

const Frame = styled.figure`
  margin: 0 auto;
  max-width: 440px;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  text-align: left;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  padding-bottom: 0.9rem;
  margin-bottom: 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong { flex: 1; }
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  font-weight: 700;
`;

const Bubble = styled.p<{ $mine?: boolean }>`
  max-width: 85%;
  margin: 0 0 0.75rem ${({ $mine }) => ($mine ? 'auto' : '0')};
  padding: 0.7rem 0.95rem;
  border-radius: 16px;
  border-bottom-${({ $mine }) => ($mine ? 'right' : 'left')}-radius: 4px;
  background: ${({ theme, $mine }) => ($mine ? theme.colors.userBubble : theme.colors.surfaceAlt)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.onUserBubble : theme.colors.text)};
  font-size: 0.95rem;
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  margin-top: 0.25rem;
  font-size: 0.82rem;
  color: ${({ theme }) => theme.colors.textMuted};
  svg { flex: none; }
`;

/** A static example conversation for the hero: shows the tone of the product without loading anything. */
export function ChatPreview() {
  const { t } = useTranslation();
  return (
    <Frame aria-label={t('landing.preview.label')}>
      <Head>
        <Mark aria-hidden="true"><HeartIcon size={18} /></Mark>
        <strong>Psycarebot</strong>
        <Badge $tone="primary">{t('landing.preview.badge')}</Badge>
      </Head>
      <Bubble $mine>{t('landing.preview.user')}</Bubble>
      <Bubble>{t('landing.preview.bot')}</Bubble>
      <Bubble $mine>{t('landing.preview.user2')}</Bubble>
      <Caption>
        <LockIcon size={14} />
        {t('landing.preview.caption')}
      </Caption>
    </Frame>
  );
}
