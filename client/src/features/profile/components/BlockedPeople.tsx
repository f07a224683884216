import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Muted, Row, Stack } from '../../../components/ui/Page';
import { errorDetail } from '../../../lib/api';
import { blocksQuery, moderationApi } from '../../../lib/query/moderation';
import { toast } from '../../../lib/toast';
import { ProfileSection } from './ProfileParts';

/** The people one blocked (issue 14), each with Unblock. They were never told, and are not told now. */
export function BlockedPeople() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const blocks = useQuery(blocksQuery);
  const unblock = async (username: string) => {
    try {
      await moderationApi.unblock(username);
      await client.invalidateQueries({ queryKey: blocksQuery.queryKey });
      toast.success(t('moderation.block.unblocked', { name: username }));
    } catch (error) {
      toast.error(errorDetail(error, t('moderation.block.failed')));
    }
  };
  return (
    <ProfileSection id="blocks" title={t('moderation.block.listTitle')}>
      <Stack $gap="0.5rem">
        {blocks.data?.length === 0 && <Muted>{t('moderation.block.listEmpty')}</Muted>}
        {blocks.data?.map((b) => (
          <Row key={b.username} $gap="0.75rem" $justify="space-between" data-testid="blocked-person">
            <span>{b.username}</span>
            <Button size="sm" variant="secondary" onClick={() => void unblock(b.username)} data-testid="unblock">{t('moderation.block.unblock')}</Button>
          </Row>
        ))}
      </Stack>
    </ProfileSection>
  );
}
