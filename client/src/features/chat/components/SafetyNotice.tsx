import { useEffect, useState } from 'react';
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
  created_at_timestamp?: number;
}

/** A card made after this page loaded, and this recent, has just been added while the person is here: it is announced once. */
const FRESH_MS = 120_000;
const announced = new Set<string>();

function isFresh(item: SafetyNoticeItem): boolean {
  const made = item.created_at_timestamp ?? 0;
  return !announced.has(item.id) && made >= performance.timeOrigin && Date.now() - made < FRESH_MS;
}

const Box = styled.div`
  align-self: center;
  width: min(640px, 100%);
  list-style: none;
  section {
    padding: 1rem 1.1rem;
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.info};
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.text};
  }
  h2 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.35rem;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.info};
  }
  p { margin: 0 0 0.6rem; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.75rem; }
  li strong { display: block; margin-bottom: 0.25rem; }
  li span { display: block; font-size: 0.9rem; color: ${({ theme }) => theme.colors.textMuted}; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; }
  a { font-weight: 600; min-height: 44px; display: inline-flex; align-items: center; }
`;

const digits = (number: string) => number.replace(/[^\d+*#]/g, '');

/** One line's actions, each saying what it does: "Call 988", "Text 988", "Website". A tel: url is the call itself. */
function Actions({ resource }: { resource: SafetyResource }) {
  const { t } = useTranslation();
  const phone = resource.phone ?? (resource.url.startsWith('tel:') ? resource.url.slice(4) : undefined);
  const website = resource.url.startsWith('https://') ? resource.url : null;
  return (
    <div className="actions">
      {phone && <a href={`tel:${digits(phone)}`}>{t('chat.safety.call', { phone })}</a>}
      {resource.text && <a href={`sms:${digits(resource.text)}`}>{t('chat.safety.text', { number: resource.text })}</a>}
      {website && (
        <a href={website} target="_blank" rel="noopener noreferrer" aria-label={`${t('chat.safety.visit')}: ${resource.name}`}>
          {t('chat.safety.visit')}
        </a>
      )}
    </div>
  );
}

/**
 * A card that arrives while the chat is open is an alert, announced once (the set survives a virtualised list
 * mounting it again); cards already there when the page opens are read in place, not announced. Being its own
 * live region, the alert is what announces the card: the timeline's polite log does not repeat it.
 */
function useAnnounce(item: SafetyNoticeItem): boolean {
  const [fresh] = useState(() => isFresh(item));
  useEffect(() => {
    if (fresh) announced.add(item.id);
  }, [fresh, item.id]);
  return fresh;
}

export function SafetyNotice({ item }: { item: SafetyNoticeItem }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'es';
  const alert = useAnnounce(item);
  const titleId = `safety-${item.id}`;
  return (
    <Box data-testid="safety-notice" data-safety-card={item.id}>
      <section aria-labelledby={titleId} role={alert ? 'alert' : undefined}>
        <h2 id={titleId}>
          <HeartIcon size={18} />
          {t('chat.safety.title')}
        </h2>
        <p>{t('chat.safety.body')}</p>
        <ul aria-label={t('chat.safety.lines')}>
          {item.resources.map((resource) => (
            <li key={`${resource.name}-${resource.url}`}>
              <strong>{resource.name}</strong>
              {resource.note && <span>{resource.note[language]}</span>}
              <Actions resource={resource} />
            </li>
          ))}
        </ul>
        <p style={{ margin: '0.75rem 0 0', fontSize: '0.9rem' }}>{t('chat.safety.emergency')}</p>
      </section>
    </Box>
  );
}
