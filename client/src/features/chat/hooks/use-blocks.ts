import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetail } from '../../../lib/api';
import { blocksQuery, moderationApi } from '../../../lib/query/moderation';
import { toast } from '../../../lib/toast';

const NONE: ReadonlySet<string> = new Set();

/** The people the viewer blocked (lower-cased, as names compare), and a way to block one more. */
export function useBlocks(signedIn: boolean) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data } = useQuery({ ...blocksQuery, enabled: signedIn });
  const blockedNames = useMemo(() => (data ? new Set(data.map((b) => b.username.toLowerCase())) : NONE), [data]);
  const block = useCallback((username: string) => void (async () => {
    try {
      await moderationApi.block(username);
      await client.invalidateQueries({ queryKey: blocksQuery.queryKey });
      toast.success(t('moderation.block.done', { name: username }));
    } catch (error) {
      toast.error(errorDetail(error, t('moderation.block.failed')));
    }
  })(), [client, t]);
  return { blockedNames, block };
}
