import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/Button';
import { LockIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { ChatPreview } from './chat-preview';

const Wrap = styled.section`
  position: relative;
  overflow: hidden;
  padding: 4.5rem 1.25rem 4.5rem;
  background:
    radial-gradient(55% 70% at 10% 0%, ${({ theme }) => theme.colors.primarySoft} 0%, transparent 70%),
    radial-gradient(45% 60% at 95% 15%, ${({ theme }) => theme.colors.warmSoft} 0%, transparent 70%);
  @media (max-width: 599px) { padding: 2.75rem 1rem 3rem; }
`;

const Layout = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
  align-items: center;
  gap: 3rem;
  @media (max-width: 959px) {
    grid-template-columns: minmax(0, 1fr);
    text-align: center;
    gap: 2.5rem;
  }
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  margin-bottom: 1.25rem;
  padding: 0.3rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  font-size: 0.85rem;
  font-weight: 600;
`;

const Title = styled.h1`
  margin: 0 0 1rem;
  font-size: clamp(2rem, 1.4rem + 3vw, 3.25rem);
  letter-spacing: -0.02em;
  text-wrap: balance;
`;

const Subtitle = styled.p`
  max-width: 560px;
  margin: 0 0 2rem;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.textMuted};
  @media (max-width: 959px) { margin-inline: auto; }
`;

const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  @media (max-width: 959px) { justify-content: center; }
`;

const Note = styled.p`
  margin: 1.25rem 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Preview = styled.div`
  @media (max-width: 599px) { display: none; }
`;

export function Hero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Wrap aria-labelledby="hero-title">
      <Layout>
        <div>
          <Eyebrow>
            <LockIcon size={15} />
            {t('landing.hero.eyebrow')}
          </Eyebrow>
          <Title id="hero-title">{t('landing.hero.title')}</Title>
          <Subtitle>{t('landing.hero.subtitle')}</Subtitle>
          <Ctas>
            <ButtonLink to={signedIn ? paths.newChat : paths.signup} size="lg" data-testid="hero-start">
              {t('landing.hero.start')}
            </ButtonLink>
            <ButtonLink to={paths.explore} size="lg" variant="secondary">
              {t('landing.hero.explore')}
            </ButtonLink>
          </Ctas>
          <Note>{t('landing.hero.note')}</Note>
        </div>
        <Preview>
          <ChatPreview />
        </Preview>
      </Layout>
    </Wrap>
  );
}
