import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '../../../components/ui/Card';
import { Muted, Stack } from '../../../components/ui/Page';
import '../../../lib/people-i18n';
import { recommendationsQuery } from '../api/recommendations-api';
import { ChatCard, ProfessionalCard } from './RecommendationCards';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: 0.75rem;
  li { min-width: 0; }
`;

const Box = styled(Card)`
  h2 { font-size: 1.15rem; margin: 0 0 0.25rem; }
  h3 { font-size: 0.95rem; margin: 0 0 0.6rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

interface RecommendationsProps {
  /** how many of each kind to show */
  limit?: number;
  /** render nothing when there is nothing to recommend (explore, new chat); the profile says so instead */
  hideWhenEmpty?: boolean;
}

/** Small cards of recommended chats and professionals, each with the topic that led to it. */
export function Recommendations({ limit = 4, hideWhenEmpty = false }: RecommendationsProps) {
  const { t } = useTranslation('people');
  const { data } = useQuery(recommendationsQuery);
  if (!data) return null;
  const chats = data.chats.slice(0, limit);
  const professionals = data.professionals.slice(0, limit);
  if (hideWhenEmpty && chats.length === 0 && professionals.length === 0) return null;
  const forProfessional = data.audience === 'professional';
  return (
    <Box aria-labelledby="recommendations-title" data-testid="recommendations">
      <h2 id="recommendations-title">{t('recommendations.title')}</h2>
      <Muted style={{ marginBottom: '1rem' }}>{forProfessional ? t('recommendations.introProfessional') : t('recommendations.intro')}</Muted>
      <Stack $gap="1.25rem">
        {professionals.length > 0 && (
          <section aria-labelledby="recommended-professionals">
            <h3 id="recommended-professionals">{t('recommendations.professionals')}</h3>
            <Grid>{professionals.map((item) => <li key={item.professional.username}><ProfessionalCard item={item} /></li>)}</Grid>
          </section>
        )}
        {chats.length > 0 && (
          <section aria-labelledby="recommended-chats">
            <h3 id="recommended-chats">{forProfessional ? t('recommendations.chatsProfessional') : t('recommendations.chats')}</h3>
            <Grid>{chats.map((item) => <li key={item.chat.id}><ChatCard item={item} forProfessional={forProfessional} /></li>)}</Grid>
          </section>
        )}
        {chats.length === 0 && professionals.length === 0 && <Muted>{forProfessional ? t('recommendations.noneProfessional') : t('recommendations.none')}</Muted>}
      </Stack>
    </Box>
  );
}
