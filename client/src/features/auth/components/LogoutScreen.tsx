import { useMutation } from '@tanstack/react-query';
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
  const { mutate: logout } = useMutation({
    mutationFn: async (hadSession: boolean) => {
      if (hadSession) await authApi.logout().catch(() => undefined);
    },
    onSettled: (_answer, _error, hadSession) => {
      useSession.getState().logout();
      if (hadSession) toast.success(t('auth.logout.success'));
      void navigate(paths.login, { replace: true });
    },
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout(useSession.getState().username !== null);
  }, [logout]);

  return <LoadingBlock label={t('auth.logout.inProgress')} />;
}
