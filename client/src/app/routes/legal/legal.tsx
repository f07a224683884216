import { Trans, useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../../components/ui/Page';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { CookieTable } from './cookie-table';
import { LEGAL_UPDATED } from './load-legal';
import { useLegalPage, useLegalTitles, type LegalPageName } from './use-legal-page';

const Tabs = styled.nav`
  margin-bottom: 1.75rem;
  ul { display: flex; flex-wrap: wrap; gap: 0.4rem; list-style: none; margin: 0; padding: 0; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0.3rem 0.9rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.9rem;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.text}; }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    border-color: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.onPrimarySoft};
  }
`;

const Article = styled.article`
  h1 { font-size: clamp(1.7rem, 1.3rem + 1.5vw, 2.3rem); margin-bottom: 0.4rem; }
  .updated { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; margin-bottom: 1.5rem; }
  .intro { font-size: 1.1rem; margin-bottom: 2rem; }
  section { padding-top: 1.5rem; margin-top: 1.5rem; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  h2 { font-size: 1.2rem; }
  section p { color: ${({ theme }) => theme.colors.textMuted}; max-width: 68ch; }
  .cta { margin-top: 2.5rem; font-weight: 500; }
`;

const LINKS: { page: LegalPageName; to: string }[] = [
  { page: 'terms', to: paths.legal.terms },
  { page: 'privacy', to: paths.legal.privacy },
  { page: 'cookies', to: paths.legal.cookies },
];

/** /legal/terms, /legal/privacy, /legal/cookies: readable texts in es and en, from the `legal` namespace. */
export default function LegalRoute({ page }: { page: LegalPageName }) {
  const { t, i18n } = useTranslation('legal');
  const content = useLegalPage(page);
  const titles = useLegalTitles();
  usePageTitle(content.title);
  return (
    <Container $width="readable">
      <Tabs aria-label={t('nav')}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.page}>
              <NavLink to={link.to} end>{titles[link.page]}</NavLink>
            </li>
          ))}
        </ul>
      </Tabs>
      <Article aria-labelledby="legal-title" data-testid={`legal-${page}`}>
        <h1 id="legal-title">{content.title}</h1>
        <p className="updated">
          {t('updated', { date: formatDate(LEGAL_UPDATED, i18n.language) })}
        </p>
        <p className="intro">{content.intro}</p>
        {content.sections.map((section) => (
          <section key={section.id} aria-labelledby={`legal-${section.id}`}>
            <h2 id={`legal-${section.id}`}>{section.title}</h2>
            {section.id === 'list' ? <CookieTable /> : null}
            {section.paragraphs.map((text) => <p key={text}>{text}</p>)}
          </section>
        ))}
        <p className="cta">
          <Trans t={t} i18nKey="contactCta" components={{ 1: <Link to="/#contact" /> }} />
        </p>
      </Article>
    </Container>
  );
}
