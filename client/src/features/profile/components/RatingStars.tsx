import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RatingResponse } from '../../../../../shared/people';
import { Button } from '../../../components/ui/Button';
import { errorDetail } from '../../../lib/api';
import '../../../lib/people-i18n';
import { toast } from '../../../lib/toast';
import { profileApi } from '../api/profile-api';

const STARS = [1, 2, 3, 4, 5] as const;

export function Star({ filled, size = 26 }: { filled: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
        fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round" />
    </svg>
  );
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend { padding: 0; margin-bottom: 0.35rem; font-weight: 600; }
`;

const Stars = styled.div`
  display: inline-flex;
  gap: 0.1rem;
  input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  label {
    display: inline-flex;
    padding: 0.3rem;
    border-radius: 8px;
    color: ${({ theme }) => theme.colors.warning};
    cursor: pointer;
  }
  input:focus-visible + label { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  input:disabled + label { cursor: progress; }
`;

const Summary = styled.p`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.35rem 0.6rem;
  margin: 0;
  > svg { color: ${({ theme }) => theme.colors.warning}; }
  strong { font-size: 1.25rem; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** "4.3 / 5 · 12 ratings" (or "no ratings yet"). */
export function RatingSummaryLine({ rating }: { rating: { average: number | null; count: number } }) {
  const { t, i18n } = useTranslation('people');
  if (rating.count === 0 || rating.average === null) return <Summary data-testid="rating-summary"><span>{t('rating.none')}</span></Summary>;
  const average = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(rating.average);
  return (
    <Summary data-testid="rating-summary" data-average={rating.average} data-count={rating.count}>
      <Star filled size={20} />
      <strong>{t('rating.average', { average })}</strong>
      <span>{t('rating.count', { count: rating.count })}</span>
    </Summary>
  );
}

interface RatingStarsProps {
  username: string;
  rating: RatingResponse;
  onRated: (rating: RatingResponse) => void;
}

/**
 * The viewer's 1–5 rating of a professional: a radio group drawn as stars (arrow keys move and rate, as radios
 * do). One rating per person; choosing again replaces it, and it can be removed.
 */
export function RatingStars({ username, rating, onRated }: RatingStarsProps) {
  const { t } = useTranslation('people');
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? rating.my_rating ?? 0;

  // Only the last choice's answer is shown (mutate's own callbacks run for the latest call alone).
  const rate = useMutation({ mutationFn: (stars: number | null) => (stars ? profileApi.rate(username, stars) : profileApi.unrate(username)) });
  const send = (stars: number | null) =>
    rate.mutate(stars, {
      onSuccess: (answer) => {
        onRated(answer);
        toast.success(stars ? t('rating.saved', { count: stars }) : t('rating.removed'));
      },
      onError: (error) => toast.error(t('rating.error'), errorDetail(error, t('common.error'))),
    });
  const busy = rate.isPending;

  return (
    <Group data-testid="rating-stars">
      <legend>{rating.my_rating ? t('rating.yours', { count: rating.my_rating }) : t('rating.rate')}</legend>
      <Stars onMouseLeave={() => setHover(null)}>
        {STARS.map((n) => (
          <span key={n}>
            <input type="radio" id={`${name}-${n}`} name={name} value={n} checked={rating.my_rating === n}
              onChange={() => send(n)} />
            <label htmlFor={`${name}-${n}`} onMouseEnter={() => setHover(n)} data-testid={`star-${n}`}>
              <Star filled={n <= shown} />
              <span className="visually-hidden">{t('rating.stars', { count: n })}</span>
            </label>
          </span>
        ))}
      </Stars>
      {rating.my_rating !== null && (
        <Button variant="ghost" size="sm" disabled={busy}
          onClick={() => send(null)}>
          {t('rating.remove')}
        </Button>
      )}
    </Group>
  );
}
