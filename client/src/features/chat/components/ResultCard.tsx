import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ResultItem } from '../../../../../shared/api';
import { RichText } from './RichText';

const Card = styled.div`
  align-self: center;
  width: min(560px, 100%);
  padding: 1rem 1.15rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  h2 { margin: 0 0 0.25rem; font-size: 1rem; }
  .type { margin: 0.25rem 0 0.75rem; font-size: 2rem; font-weight: 800; letter-spacing: 0.12em; color: ${({ theme }) => theme.colors.primary}; }
  .note { margin: 0.75rem 0 0; font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Scale = styled.div`
  display: grid;
  gap: 0.2rem;
  margin: 0.5rem 0;
  font-size: 0.85rem;
  .bar { height: 8px; border-radius: 999px; background: ${({ theme }) => theme.colors.surfaceAlt}; overflow: hidden; }
  .fill { height: 100%; background: ${({ theme }) => theme.colors.primary}; }
  .labels { display: flex; justify-content: space-between; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const PAIRS = [['E', 'I', 'EI'], ['S', 'N', 'SN'], ['T', 'F', 'TF'], ['J', 'P', 'JP']] as const;

/** A questionnaire's result or a guided analysis' summary, always labelled as non-clinical. */
export function ResultCard({ item }: { item: ResultItem }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="result-card" data-assessment={item.assessment}>
      <h2>{item.assessment === 'mbti' ? t('chat.result.mbtiTitle') : t('chat.result.analysisTitle')}</h2>
      {item.encrypted && <p>{t('chat.result.encrypted')}</p>}
      {item.mbti && (
        <>
          <p className="type" data-testid="mbti-type">{item.mbti.type}</p>
          {PAIRS.map(([left, right, key]) => {
            const value = item.mbti!.percentages[key];
            const label = t('chat.result.share', {
              left: t(`chat.result.poles.${left}`), leftValue: value, right: t(`chat.result.poles.${right}`), rightValue: 100 - value,
            });
            return (
              <Scale key={key}>
                <div className="labels"><span>{label}</span></div>
                <div className="bar" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={label}>
                  <div className="fill" style={{ width: `${value}%` }} />
                </div>
              </Scale>
            );
          })}
        </>
      )}
      {item.summary && <RichText text={item.summary} />}
      <p className="note">{t('chat.result.nonClinical')}</p>
    </Card>
  );
}
