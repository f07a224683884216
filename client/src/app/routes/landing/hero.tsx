import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/Button';
import { paths } from '../../../lib/paths';

const Wrap = styled.section`
  position: relative;
  overflow: hidden;
  padding: 5rem 1.25rem 4.5rem;
  text-align: center;
  background:
    radial-gradient(60% 60% at 20% 0%, ${({ theme }) => theme.colors.primarySoft} 0%, transparent 70%),
    radial-gradient(50% 50% at 90% 20%, ${({ theme }) => theme.colors.surfaceAlt} 0%, transparent 70%);
  @media (max-width: 599px) { padding: 3rem 1rem 3rem; }
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin-bottom: 1.25rem;
  padding: 0.3rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.85rem;
  font-weight: 600;
`;

const Title = styled.h1`
  max-width: 780px;
  margin: 0 auto 1rem;
  font-size: clamp(2rem, 1.4rem + 3vw, 3.25rem);
  letter-spacing: -0.02em;
`;

const Subtitle = styled.p`
  max-width: 640px;
  margin: 0 auto 2rem;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

const Note = styled.p`
  margin: 1.25rem 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function Hero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Wrap aria-labelledby="hero-title">
      <Eyebrow>{t('landing.hero.eyebrow')}</Eyebrow>
      <Title id="hero-title">{t('landing.hero.title')}</Title>
      <Subtitle>{t('landing.hero.subtitle')}</Subtitle>
      <Ctas>
        <ButtonLink to={signedIn ? paths.newChat : paths.signup} size="lg">
          {t('landing.hero.start')}
        </ButtonLink>
        <ButtonLink to={paths.explore} size="lg" variant="secondary">
          {t('landing.hero.explore')}
        </ButtonLink>
      </Ctas>
      <Note>{t('landing.hero.note')}</Note>
    </Wrap>
  );
}
