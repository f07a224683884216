import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/Button';
import { Badge, Card } from '../../../components/ui/Card';
import { CheckIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import { Grid, Inner, Section, SectionLead, SectionTitle } from './section';

const Plan = styled(Card)<{ $featured?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  border-width: ${({ $featured }) => ($featured ? '2px' : '1px')};
  border-color: ${({ theme, $featured }) => ($featured ? theme.colors.primary : theme.colors.border)};
  h3 { margin: 0; font-size: 1.25rem; display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.55rem; flex: 1; }
  li { display: flex; gap: 0.5rem; align-items: flex-start; }
  li svg { flex: none; margin-top: 0.2rem; color: ${({ theme }) => theme.colors.primary}; }
`;

const Price = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
  small { display: block; font-size: 0.9rem; font-weight: 500; color: ${({ theme }) => theme.colors.textMuted}; }
`;

function Feature({ children }: { children: string }) {
  return (
    <li>
      <CheckIcon size={18} />
      <span>{children}</span>
    </li>
  );
}

export function Pricing({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Section id="pricing" aria-labelledby="pricing-title" $alt>
      <Inner>
        <SectionTitle id="pricing-title">{t('landing.pricing.title')}</SectionTitle>
        <SectionLead>{t('landing.pricing.subtitle')}</SectionLead>
        <Grid $min="260px" style={{ maxWidth: 760, margin: '0 auto' }}>
          <Plan as="article" $featured>
            <h3>{t('landing.pricing.free')}</h3>
            <Price>
              {t('landing.pricing.freePrice')}
              <small>{t('landing.pricing.freeNote')}</small>
            </Price>
            <ul>
              <Feature>{t('landing.pricing.freeReplies')}</Feature>
              <Feature>{t('landing.pricing.unlimitedPrivate')}</Feature>
              <Feature>{t('landing.pricing.community')}</Feature>
            </ul>
            <ButtonLink to={signedIn ? paths.newChat : paths.signup} block>
              {signedIn ? t('landing.hero.start') : t('landing.pricing.cta')}
            </ButtonLink>
          </Plan>
          <Plan as="article">
            <h3>
              {t('landing.pricing.premium')}
              <Badge $tone="warning">{t('landing.pricing.comingSoon')}</Badge>
            </h3>
            <Price>
              —<small>{t('landing.pricing.comingSoon')}</small>
            </Price>
            <ul>
              <Feature>{t('landing.pricing.premiumReplies')}</Feature>
              <Feature>{t('landing.pricing.advancedModels')}</Feature>
              <Feature>{t('landing.pricing.diary')}</Feature>
              <Feature>{t('landing.pricing.unlimitedPrivate')}</Feature>
            </ul>
          </Plan>
        </Grid>
      </Inner>
    </Section>
  );
}
