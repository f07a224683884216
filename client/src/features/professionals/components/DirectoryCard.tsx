import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DirectoryProfessional } from '../../../../../shared/directory';
import type { Language } from '../../../../../shared/validation';
import { SPECIALIZATION_NAMES } from '../../../../../shared/specializations';
import { Badge, linkTile } from '../../../components/ui/Card';
import { GlobeIcon, ShieldIcon } from '../../../components/ui/icons';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { countryName } from '../../../lib/countries';
import { paths } from '../../../lib/paths';
import '../../../lib/people-i18n';

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  height: 100%;
  padding: 1rem;
  ${linkTile}
`;

const Top = styled.span`
  display: flex;
  align-items: center;
  gap: 0.7rem;
  min-width: 0;
  > span { display: flex; flex-direction: column; min-width: 0; }
  strong, small { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; }
`;

const About = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Facts = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  margin-top: auto;
`;

const languageOf = (tag: string): Language => (tag.startsWith('es') ? 'es' : 'en');

/** One verified professional: who, what they work on, where, how rated; the whole card opens the profile. */
export function DirectoryCard({ professional: p }: { professional: DirectoryProfessional }) {
  const { t, i18n } = useTranslation('people');
  const language = languageOf(i18n.language);
  const average = p.rating.average === null ? null
    : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(p.rating.average);
  return (
    <Card to={paths.profile(p.username)} aria-label={t('directory.open', { username: p.username })} data-testid="directory-professional">
      <Top>
        <UserAvatar username={p.username} src={p.avatar_url} size={44} />
        <span>
          <strong>{p.username}</strong>
          <small>{p.specialization_area ? SPECIALIZATION_NAMES[p.specialization_area][language] : t('roles.professional')}</small>
        </span>
      </Top>
      {p.description && <About>{p.description}</About>}
      <Facts>
        <Badge $tone="primary"><ShieldIcon size={12} />{t('profile.verified')}</Badge>
        <Badge><GlobeIcon size={12} />{p.country_iso ? countryName(p.country_iso, i18n.language) : t('directory.noCountry')}</Badge>
        <Badge $tone={average === null ? 'neutral' : 'accent'}>
          {average === null ? t('directory.unrated') : t('recommendations.rating', { average, count: p.rating.count })}
        </Badge>
        {p.experience_years !== null && <Badge>{t('profile.years', { count: p.experience_years })}</Badge>}
      </Facts>
    </Card>
  );
}
