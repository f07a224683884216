import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '../../../components/ui/Card';
import { ChatIcon, HeartIcon, LockIcon, ShieldIcon, SparkIcon, UsersIcon } from '../../../components/ui/icons';
import { Grid, IconBubble, IconRow, Inner, Section, SectionLead, SectionTitle } from './section';

const Feature = styled(Card)`
  h3 { font-size: 1.15rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export function Highlights() {
  const { t } = useTranslation();
  const items = [
    { Icon: ShieldIcon, title: t('landing.highlights.anonymous'), text: t('landing.highlights.anonymousText') },
    { Icon: ChatIcon, title: t('landing.highlights.available'), text: t('landing.highlights.availableText') },
    { Icon: LockIcon, title: t('landing.highlights.encrypted'), text: t('landing.highlights.encryptedText') },
    { Icon: HeartIcon, title: t('landing.highlights.free'), text: t('landing.highlights.freeText') },
  ];
  return (
    <Section aria-labelledby="highlights-title" $alt>
      <Inner>
        <h2 id="highlights-title" className="visually-hidden">{t('landing.highlights.title')}</h2>
        <Grid $min="230px">
          {items.map(({ Icon, title, text }) => (
            <IconRow key={title}>
              <IconBubble><Icon size={22} /></IconBubble>
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </IconRow>
          ))}
        </Grid>
      </Inner>
    </Section>
  );
}

export function Features() {
  const { t } = useTranslation();
  const items = [
    { Icon: LockIcon, title: t('landing.features.privacy'), text: t('landing.features.privacyText') },
    { Icon: ShieldIcon, title: t('landing.features.professionals'), text: t('landing.features.professionalsText') },
    { Icon: UsersIcon, title: t('landing.features.community'), text: t('landing.features.communityText') },
    { Icon: SparkIcon, title: t('landing.features.correlation'), text: t('landing.features.correlationText') },
  ];
  return (
    <Section id="features" aria-labelledby="features-title">
      <Inner>
        <SectionTitle id="features-title">{t('landing.features.title')}</SectionTitle>
        <SectionLead>{t('landing.features.subtitle')}</SectionLead>
        <Grid $min="250px">
          {items.map(({ Icon, title, text }) => (
            <Feature as="article" key={title}>
              <IconBubble><Icon size={22} /></IconBubble>
              <h3>{title}</h3>
              <p>{text}</p>
            </Feature>
          ))}
        </Grid>
      </Inner>
    </Section>
  );
}
