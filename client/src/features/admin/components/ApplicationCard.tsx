import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProfessionalApplication } from '../../../../../shared/people';
import { Button } from '../../../components/ui/Button';
import { Badge, Card } from '../../../components/ui/Card';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons';
import { Row } from '../../../components/ui/Page';
import { countryName } from '../../../lib/countries';
import { formatDateTime } from '../../../lib/dates';
import { formatBytes } from '../../../lib/file-checks';
import { formatIsoDay } from '../../../lib/iso-day';
import '../../../lib/people-i18n';
import { useOpenDocument } from '../hooks/use-open-document';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.35rem 1rem;
  margin-bottom: 0.85rem;
  h3 { margin: 0; font-size: 1.15rem; overflow-wrap: anywhere; }
  p { margin: 0; font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  gap: 0.65rem 1.25rem;
  margin: 0 0 1rem;
  div { min-width: 0; }
  dt { font-size: 0.78rem; font-weight: 650; text-transform: uppercase; letter-spacing: 0.04em; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0.1rem 0 0; overflow-wrap: anywhere; }
  .wide { grid-column: 1 / -1; white-space: pre-line; }
`;

const Documents = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

interface ApplicationCardProps {
  application: ProfessionalApplication;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One application: who, the profile they gave, their documents, and approve / reject while pending. */
export function ApplicationCard({ application: a, busy, onApprove, onReject }: ApplicationCardProps) {
  const { t, i18n } = useTranslation('people');
  const openDocument = useOpenDocument();
  const p = a.profile;
  const none = t('common.none');
  const rows: [string, string][] = [
    [t('fields.name'), p.name ?? none],
    [t('fields.surname'), p.surname ?? none],
    [t('fields.email'), a.email],
    [t('fields.phone'), p.phone ?? none],
    [t('fields.license'), p.license ?? none],
    [t('fields.nif'), p.nif ?? none],
    [t('fields.country'), p.country_iso ? countryName(p.country_iso, i18n.language) : none],
    [t('fields.birthDate'), p.birth_date ? formatIsoDay(p.birth_date, i18n.language) : none],
    [t('fields.specialization'), p.specialization_area ? t(`specializations.${p.specialization_area}`) : none],
    [t('fields.experience'), p.experience_years === null ? none : t('profile.years', { count: p.experience_years })],
    [t('fields.language'), t(`search.languages.${a.language}`)],
  ];
  return (
    <Card as="article" data-testid="application" data-username={a.username} aria-labelledby={`application-${a.username}`}>
      <Head>
        <h3 id={`application-${a.username}`}>{a.username}</h3>
        <p>
          {t('admin.submitted', { date: formatDateTime(a.submitted_at_timestamp, i18n.language) })}
          {' '}
          <Badge $tone={a.status === 'pending' ? 'warning' : a.status === 'approved' ? 'primary' : 'neutral'}>{t(`admin.status.${a.status}`)}</Badge>
        </p>
      </Head>
      <Details>
        {rows.map(([label, value]) => (
          <div key={label}><dt>{label}</dt><dd>{value}</dd></div>
        ))}
        {p.description && <div className="wide"><dt>{t('fields.about')}</dt><dd>{p.description}</dd></div>}
        {a.reason && <div className="wide"><dt>{t('admin.reason')}</dt><dd>{a.reason}</dd></div>}
      </Details>
      <h4>{t('admin.documents.title', { count: a.documents.length })}</h4>
      <Documents>
        {a.documents.map((doc, index) => {
          const name = t('admin.documents.name', { n: index + 1 });
          return (
            <li key={doc.id}>
              <Button variant="secondary" size="sm" data-testid="open-document"
                onClick={() => void openDocument(a.username, doc, `${a.username}-${index + 1}`)}>
                {name} · {t(`admin.documents.types.${doc.content_type === 'application/pdf' ? 'pdf' : 'image'}`)} · {formatBytes(doc.size, i18n.language)}
              </Button>
            </li>
          );
        })}
      </Documents>
      {a.status === 'pending' && (
        <Row>
          <Button onClick={onApprove} loading={busy} data-testid="approve"><CheckIcon size={16} />{t('admin.approve')}</Button>
          <Button variant="danger" onClick={onReject} disabled={busy} data-testid="reject"><CloseIcon size={16} />{t('admin.rejectAction')}</Button>
        </Row>
      )}
    </Card>
  );
}
