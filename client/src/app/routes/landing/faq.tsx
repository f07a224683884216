import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Inner, Section, SectionTitle } from './section';

const List = styled.div`
  max-width: 760px;
  margin: 2rem auto 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  summary {
    padding: 1rem 1.15rem;
    font-weight: 600;
    cursor: pointer;
    list-style-position: inside;
  }
  summary:focus-visible { border-radius: ${({ theme }) => theme.radii.md}; }
  p { margin: 0; padding: 0 1.15rem 1.1rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const QUESTIONS = [
  ['landing.faq.q1', 'landing.faq.a1'],
  ['landing.faq.q2', 'landing.faq.a2'],
  ['landing.faq.q3', 'landing.faq.a3'],
  ['landing.faq.q4', 'landing.faq.a4'],
] as const;

export function Faq() {
  const { t } = useTranslation();
  return (
    <Section id="faq" aria-labelledby="faq-title">
      <Inner>
        <SectionTitle id="faq-title">{t('landing.faq.title')}</SectionTitle>
        <List>
          {QUESTIONS.map(([q, a]) => (
            <Item key={q}>
              <summary>{t(q)}</summary>
              <p>{t(a)}</p>
            </Item>
          ))}
        </List>
      </Inner>
    </Section>
  );
}
