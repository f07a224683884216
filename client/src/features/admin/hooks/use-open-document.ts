import { useTranslation } from 'react-i18next';
import type { DocumentMeta } from '../../../../../shared/people';
import { errorDetail } from '../../../lib/api';
import '../../../lib/people-i18n';
import { toast } from '../../../lib/toast';
import { adminApi } from '../api/admin-api';

const REVOKE_AFTER_MS = 60_000;

/**
 * Opens an applicant's document in a new tab. The download route needs the session headers, so the file is
 * fetched here and shown from a blob: URL. The tab is opened at the click (before the fetch) so popup
 * blockers let it through; without a tab the file is saved instead.
 */
export function useOpenDocument() {
  const { t } = useTranslation('people');
  return async (username: string, doc: DocumentMeta, name: string) => {
    const tab = window.open('', '_blank');
    try {
      const blob = await adminApi.document(username, doc.id);
      const url = URL.createObjectURL(blob);
      if (tab && !tab.closed) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        const link = document.createElement('a');
        link.href = url;
        link.download = name;
        link.click();
      }
      window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    } catch (error) {
      tab?.close();
      toast.error(t('admin.documents.error'), errorDetail(error, t('common.error')));
    }
  };
}
