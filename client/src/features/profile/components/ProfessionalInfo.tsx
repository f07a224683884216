import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApplicationView, RatingResponse, Specialization } from '../../../../../shared/people';
import { Alert } from '../../../components/ui/Alert';
import { Stack } from '../../../components/ui/Page';
import '../../../lib/people-i18n';
import { InfoList, VerifiedBadge, type InfoRow } from './ProfileParts';
import { RatingStars, RatingSummaryLine } from './RatingStars';

const Rating = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 { margin: 0; font-size: 1rem; }
`;

interface ProfessionalInfoProps {
  username: string;
  verified: boolean;
  specialization: Specialization | null;
  experience: number | null;
  /** own profile only */
  license?: string | null;
  application?: ApplicationView | null;
  rating: RatingResponse | null;
  /** signed in and not the professional: may rate */
  canRate: boolean;
  onRated?: (rating: RatingResponse) => void;
}

/** Speciality, experience, the "verified" badge, the review status (own) and the rating. */
export function ProfessionalInfo(props: ProfessionalInfoProps) {
  const { t } = useTranslation('people');
  const { username, verified, specialization, experience, license, application, rating, canRate, onRated } = props;
  const rows: InfoRow[] = [
    { label: t('profile.status'), value: verified ? <VerifiedBadge /> : t('profile.notVerified') },
    { label: t('fields.specialization'), value: specialization ? t(`specializations.${specialization}`) : null },
    { label: t('fields.experience'), value: experience === null ? null : t('profile.years', { count: experience }) },
  ];
  if (license !== undefined) rows.push({ label: t('fields.license'), value: license });
  return (
    <Stack>
      {application && application.status !== 'approved' && (
        <Alert tone={application.status === 'pending' ? 'info' : 'warning'} title={t(`profile.application.${application.status}`)}>
          <p>{application.status === 'pending' ? t('profile.application.pendingBody') : application.reason}</p>
        </Alert>
      )}
      <InfoList rows={rows} />
      {rating && (
        <Rating>
          <h3>{t('rating.title')}</h3>
          <RatingSummaryLine rating={rating} />
          {canRate && onRated && <RatingStars username={username} rating={rating} onRated={onRated} />}
        </Rating>
      )}
    </Stack>
  );
}
