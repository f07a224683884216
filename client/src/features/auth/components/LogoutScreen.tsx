import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { safeReturnPath } from '../../../lib/navigation';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { authApi } from '../api/auth-api';
import { useSession } from '../stores/session-store';

/**
 * Tells the server (when there is a session), clears the session whatever it answers, then goes to /login
 * with a "logged out" toast. A 401 here does not redirect again: the api client skips /logout.
 * `?expired=1` (the server refused the session, or expiredAt passed) says so instead, and `next` is the page
 * the login brings the person back to.
 */
export function LogoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const expired = params.get('expired') === '1';
  const next = safeReturnPath(params.get('next'));
  const started = useRef(false);
  const { mutate: logout } = useMutation({
    mutationFn: async (hadSession: boolean) => {
      if (hadSession) await authApi.logout().catch(() => undefined);
    },
    onSettled: (_answer, _error, hadSession) => {
      useSession.getState().logout();
      if (hadSession && !expired) toast.success(t('auth.logout.success'));
      // The login page itself says the session expired, for as long as it is on screen (a toast fades).
      const login = expired ? `${paths.login}?expired=1${next ? `&next=${encodeURIComponent(next)}` : ''}` : paths.login;
      void navigate(login, { replace: true });
    },
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout(useSession.getState().username !== null);
  }, [logout]);

  return <LoadingBlock label={t('auth.logout.inProgress')} />;
}
