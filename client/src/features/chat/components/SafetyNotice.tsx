import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HeartIcon } from '../../../components/ui/icons';

/**
 * Crisis resources the server adds after a message screened as a risk (timeline item `kind: 'safety'`).
 * Typed structurally here so the view does not depend on that item's exact declaration.
 */
export interface SafetyResource {
  kind: string;
  name: string;
  phone?: string;
  text?: string;
  url: string;
  note?: { es: string; en: string };
}

export interface SafetyNoticeItem {
  id: string;
  resources: SafetyResource[];
}

const Box = styled.div`
  align-self: center;
  width: min(640px, 100%);
  padding: 1rem 1.1rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  h2 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.35rem;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.info};
  }
  p { margin: 0 0 0.6rem; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.6rem; }
  li strong { display: block; }
  li span { font-size: 0.9rem; color: ${({ theme }) => theme.colors.textMuted}; }
  a { font-weight: 600; margin-right: 0.75rem; }
`;

export function SafetyNotice({ item }: { item: SafetyNoticeItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'es';
  return (
    <Box role="note" aria-labelledby={`safety-${item.id}`} data-testid="safety-notice">
      <h2 id={`safety-${item.id}`}>
        <HeartIcon size={18} />
        {t('chat.safety.title')}
      </h2>
      <p>{t('chat.safety.body')}</p>
      <ul>
        {item.resources.map((resource) => (
          <li key={`${resource.name}-${resource.url}`}>
            <strong>{resource.name}</strong>
            {resource.phone && (
              <a href={`tel:${resource.phone.replace(/[^\d+]/g, '')}`}>{t('chat.safety.call', { phone: resource.phone })}</a>
            )}
            {resource.text && <span>{resource.text} </span>}
            <a href={resource.url} target="_blank" rel="noopener noreferrer" aria-label={`${t('chat.safety.visit')}: ${resource.name}`}>
              {t('chat.safety.visit')}
            </a>
            {resource.note && <span>{resource.note[language]}</span>}
          </li>
        ))}
      </ul>
      <p style={{ margin: '0.75rem 0 0', fontSize: '0.9rem' }}>{t('chat.safety.emergency')}</p>
    </Box>
  );
}
