import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Inner, Section, SectionLead, SectionTitle } from './section';

const List = styled.div`
  max-width: 760px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Item = styled.div<{ $open: boolean }>`
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0; padding: 0 1.15rem 1.1rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.15rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:focus-visible { border-radius: ${({ theme }) => theme.radii.md}; }
  svg { flex: none; transition: transform 0.2s ease; color: ${({ theme }) => theme.colors.primary}; }
  &[aria-expanded='true'] svg { transform: rotate(45deg); }
`;

const QUESTIONS = [
  ['q1', 'a1'], ['q2', 'a2'], ['q3', 'a3'], ['q4', 'a4'], ['q5', 'a5'], ['q6', 'a6'],
] as const;

function Plus() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

/** WAI-ARIA accordion: each question is a button (aria-expanded, aria-controls) over a labelled region. */
export function Faq() {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(['q1']));
  const toggle = (q: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(q)) next.delete(q);
      else next.add(q);
      return next;
    });

  return (
    <Section id="faq" aria-labelledby="faq-title">
      <Inner>
        <SectionTitle id="faq-title">{t('landing.faq.title')}</SectionTitle>
        <SectionLead>{t('landing.faq.subtitle')}</SectionLead>
        <List data-testid="faq">
          {QUESTIONS.map(([q, a]) => {
            const expanded = open.has(q);
            return (
              <Item key={q} $open={expanded}>
                <h3>
                  <Toggle type="button" id={`${id}-${q}`} aria-expanded={expanded} aria-controls={`${id}-${q}-panel`} onClick={() => toggle(q)}>
                    {t(`landing.faq.${q}`)}
                    <Plus />
                  </Toggle>
                </h3>
                <div id={`${id}-${q}-panel`} role="region" aria-labelledby={`${id}-${q}`} hidden={!expanded}>
                  <p>{t(`landing.faq.${a}`)}</p>
                </div>
              </Item>
            );
          })}
        </List>
      </Inner>
    </Section>
  );
}
