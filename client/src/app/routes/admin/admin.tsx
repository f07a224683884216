import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../features/admin/components/AdminPage';
import { useSession } from '../../../features/auth/stores/session-store';
import { usePageTitle } from '../../../lib/use-page-title';

/** /admin: staff only (the route is guarded by RequireAdmin in the router). */
export default function AdminRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.admin'));
  const superadmin = useSession((s) => s.role === 'superadmin');
  return <AdminPage superadmin={superadmin} />;
}
