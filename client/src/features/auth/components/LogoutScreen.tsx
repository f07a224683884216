import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { authApi } from '../api/auth-api';
import { useSession } from '../stores/session-store';

/**
 * Tells the server (when there is a session), clears the session whatever it answers, then goes to /login
 * with a "logged out" toast. A 401 here does not redirect again: the api client skips /logout.
 */
export function LogoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const hadSession = useSession.getState().username !== null;
    const call = hadSession ? authApi.logout().catch(() => undefined) : Promise.resolve();
    void call.then(() => {
      useSession.getState().logout();
      if (hadSession) toast.success(t('auth.logout.success'));
      navigate(paths.login, { replace: true });
    });
  }, [navigate, t]);

  return <LoadingBlock label={t('auth.logout.inProgress')} />;
}
