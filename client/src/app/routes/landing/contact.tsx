import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '../../../components/ui/Card';
import { HeartIcon, InfoIcon, ShieldIcon } from '../../../components/ui/icons';
import { ContactForm } from '../../../features/contact/components/ContactForm';
import { Inner, Section, SectionTitle } from './section';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 0.9fr) minmax(0, 1.1fr);
  gap: 2.5rem;
  align-items: start;
  @media (max-width: 859px) { grid-template-columns: minmax(0, 1fr); gap: 1.5rem; }
  ${SectionTitle} { text-align: left; }
`;

const Intro = styled.div`
  > p { color: ${({ theme }) => theme.colors.textMuted}; }
  ul { list-style: none; margin: 1.5rem 0 0; padding: 0; display: flex; flex-direction: column; gap: 0.9rem; }
  li { display: flex; gap: 0.65rem; align-items: flex-start; }
  li svg { flex: none; margin-top: 0.2rem; color: ${({ theme }) => theme.colors.primary}; }
`;

/** "Write to us": a short intro and the contact form. */
export function Contact() {
  const { t } = useTranslation();
  return (
    <Section id="contact" aria-labelledby="contact-title">
      <Inner>
        <Layout>
          <Intro>
            <SectionTitle id="contact-title">{t('landing.contact.title')}</SectionTitle>
            <p>{t('landing.contact.subtitle')}</p>
            <ul>
              <li><ShieldIcon size={18} /><span>{t('landing.contact.pointPrivacy')}</span></li>
              <li><InfoIcon size={18} /><span>{t('landing.contact.pointProfessionals')}</span></li>
              <li><HeartIcon size={18} /><span>{t('landing.contact.pointCrisis')}</span></li>
            </ul>
          </Intro>
          <Card $padding="lg">
            <ContactForm labelledBy="contact-title" />
          </Card>
        </Layout>
      </Inner>
    </Section>
  );
}
