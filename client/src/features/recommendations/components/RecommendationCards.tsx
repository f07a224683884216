import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ChatRecommendation, ProfessionalRecommendation } from '../../../../../shared/people';
import { Badge, linkTile } from '../../../components/ui/Card';
import { ChatIcon, ShieldIcon, SparkIcon } from '../../../components/ui/icons';
import { UserAvatar } from '../../../components/ui/UserAvatar';
import { paths } from '../../../lib/paths';
import '../../../lib/people-i18n';
import { glanceTags, isSensitiveTag } from '../../../lib/topic-tags';
import { useChatTitle } from '../../../lib/use-chat-title';

export const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 0.45rem;
  height: 100%;
  padding: 0.9rem 1rem;
  ${linkTile}
  strong { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Top = styled.span`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-width: 0;
  > svg { flex: none; color: ${({ theme }) => theme.colors.primary}; }
  > span { display: flex; flex-direction: column; min-width: 0; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.8rem; }
`;

const Reason = styled.span`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  margin-top: auto;
  font-size: 0.82rem;
  color: ${({ theme }) => theme.colors.accent};
  svg { flex: none; }
`;

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
`;

function Because({ tag, professional = false }: { tag: ChatRecommendation['reason']['tag']; professional?: boolean }) {
  const { t } = useTranslation('people');
  const topic = t(`reasons.${tag}`);
  const sentence = isSensitiveTag(tag) && !professional ? t('recommendations.becauseGentle') : null;
  return (
    <Reason data-testid="recommendation-reason" data-tag={tag}>
      <SparkIcon size={14} />
      {sentence ?? (professional ? t('recommendations.becauseProfessional', { topic }) : t('recommendations.because', { topic }))}
    </Reason>
  );
}

/** A recommended chat; for a professional the reason is the topic that fits their speciality. */
export function ChatCard({ item, forProfessional = false }: { item: ChatRecommendation; forProfessional?: boolean }) {
  const { t } = useTranslation('people');
  const { chat } = item;
  // recommended chats are public: no direct chat is among them, so no viewer is needed to name one
  const { title } = useChatTitle(chat, null);
  return (
    <CardLink to={paths.chat(chat.id)} data-testid="recommended-chat">
      <Top>
        <ChatIcon size={20} />
        <span>
          <strong>{title}</strong>
          <small>{t('recommendations.messages', { count: chat.messages_count })}</small>
        </span>
      </Top>
      {glanceTags(chat.tags).length > 0 && <Tags>{glanceTags(chat.tags).slice(0, 3).map((tag) => <Badge key={tag} $tone="primary">{t(`tags.${tag}`)}</Badge>)}</Tags>}
      <Because tag={item.reason.tag} professional={forProfessional} />
    </CardLink>
  );
}

export function ProfessionalCard({ item }: { item: ProfessionalRecommendation }) {
  const { t, i18n } = useTranslation('people');
  const p = item.professional;
  const average = p.rating.average === null ? null : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(p.rating.average);
  const details = [
    p.experience_years === null ? null : t('profile.years', { count: p.experience_years }),
    average === null ? null : t('recommendations.rating', { average, count: p.rating.count }),
  ].filter(Boolean).join(' · ');
  return (
    <CardLink to={paths.profile(p.username)} data-testid="recommended-professional">
      <Top>
        <UserAvatar username={p.username} src={p.avatar_url} size={40} />
        <span>
          <strong>{p.username}</strong>
          <small>{p.specialization_area ? t(`specializations.${p.specialization_area}`) : t('roles.professional')}</small>
        </span>
      </Top>
      <Tags>
        {p.verified && <Badge $tone="primary"><ShieldIcon size={12} />{t('profile.verified')}</Badge>}
        {details && <Badge>{details}</Badge>}
      </Tags>
      <Because tag={item.reason.tag} />
    </CardLink>
  );
}
