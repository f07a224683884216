import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HeartIcon } from '../../components/ui/icons';
import { NewsletterForm } from '../../features/contact/components/NewsletterForm';
import { paths } from '../../lib/paths';

const Crisis = styled.aside`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto 2.5rem;
  padding: 1rem 1.25rem;
  @media (max-width: 599px) { margin-bottom: 2rem; }
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  svg { flex: none; margin-top: 0.2rem; }
  p { margin: 0; }
`;

const Foot = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: 3rem 1.25rem 2rem;
`;

const Columns = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: grid;
  grid-template-columns: 1.4fr repeat(4, 1fr);
  gap: 1.5rem;
  @media (max-width: 859px) { grid-template-columns: repeat(2, 1fr); }
  h2 { font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.06em; color: ${({ theme }) => theme.colors.textMuted}; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.45rem; }
  a { color: ${({ theme }) => theme.colors.text}; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  @media (max-width: 859px) { grid-column: 1 / -1; }
  strong { font-size: 1.15rem; }
  > div > p { color: ${({ theme }) => theme.colors.textMuted}; margin: 0.35rem 0 0; }
  h2 { text-transform: none; letter-spacing: 0; font-size: 1rem; color: ${({ theme }) => theme.colors.text}; }
`;

const Legal = styled.p`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 2.5rem auto 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The site footer (contentinfo): a crisis note, product / company / access / legal links, rights. */
export function SiteFooter() {
  const { t } = useTranslation();
  const groups = [
    { title: t('landing.footer.product'), links: [
      { to: paths.newChat, label: t('nav.talk') },
      { to: paths.explore, label: t('nav.explore') },
      { to: '/#pricing', label: t('landing.footer.pricing') },
      { to: '/#releases', label: t('landing.releases.title') },
      { to: '/#faq', label: t('landing.footer.faq') },
    ] },
    { title: t('landing.footer.company'), links: [
      { to: '/#features', label: t('landing.footer.about') },
      { to: '/#contact', label: t('landing.footer.contact') },
    ] },
    { title: t('landing.footer.access'), links: [
      { to: paths.login, label: t('nav.login') },
      { to: paths.signup, label: t('nav.signup') },
      { to: paths.rememberPassword, label: t('landing.footer.forgot') },
    ] },
    { title: t('landing.footer.legal'), links: [
      { to: paths.legal.terms, label: t('landing.footer.terms') },
      { to: paths.legal.privacy, label: t('landing.footer.privacy') },
      { to: paths.legal.cookies, label: t('landing.footer.cookies') },
    ] },
  ];
  return (
    <Foot>
      <Crisis role="note">
        <HeartIcon size={20} />
        <p>{t('landing.crisis')}</p>
      </Crisis>
      <Columns>
        <Brand>
          <div>
            <strong>Psycare</strong>
            <p>{t('landing.footer.tagline')}</p>
          </div>
          <NewsletterForm />
        </Brand>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Columns>
      <Legal>{t('landing.footer.rights', { year: new Date().getFullYear() })}</Legal>
    </Foot>
  );
}
