import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ROLES, type Role } from '../../../../../shared/validation';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Muted, Stack } from '../../../components/ui/Page';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { errorDetail } from '../../../lib/api';
import '../../../lib/people-i18n';
import { adminApi, type AccountAnswer } from '../api/admin-api';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: 1rem;
  align-items: end;
`;

const USERNAME = /^[A-Za-z0-9]{4,30}$/;

/** Change someone's role, or grant Premium ("coming soon" for sale: staff grant it for now). */
export function AccountForm() {
  const { t } = useTranslation('people');
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role>('user');
  const [plan, setPlan] = useState<'basic' | 'premium'>('premium');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [tried, setTried] = useState(false);
  const nameProblem = !username.trim() ? t('validation.required') : USERNAME.test(username.trim()) ? null : t('validation.username_length');

  const change = useMutation({
    mutationFn: ({ call }: { kind: 'role' | 'plan'; call: () => Promise<AccountAnswer> }) => call(),
    onSuccess: (answer) => setResult({ tone: 'success', text: t('admin.account.done', {
      username: answer.username, role: t(`roles.${answer.role}`), subscription: t(`subscriptions.${answer.subscription}`),
    }) }),
    onError: (error) => setResult({ tone: 'error', text: errorDetail(error, t('common.error')) }),
  });
  const busy = change.isPending ? change.variables.kind : null;

  const run = (kind: 'role' | 'plan', call: (name: string) => Promise<AccountAnswer>) => (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nameProblem) return;
    setResult(null);
    const name = username.trim();
    change.mutate({ kind, call: () => call(name) });
  };

  return (
    <Stack>
      <TextField label={t('fields.username')} name="account-username" autoCapitalize="none" spellCheck={false} value={username}
        error={tried ? nameProblem : null} onChange={(e) => setUsername(e.target.value)} />
      <Grid onSubmit={run('role', (name) => adminApi.setRole(name, role))} aria-label={t('admin.account.roleTitle')}>
        <SelectField label={t('admin.account.role')} name="role" value={role} onChange={(e) => setRole(e.target.value as Role)}
          options={ROLES.map((r) => ({ value: r, label: t(`admin.account.roles.${r}`) }))} />
        <Button type="submit" variant="secondary" loading={busy === 'role'} data-testid="set-role">{t('admin.account.setRole')}</Button>
      </Grid>
      <Grid onSubmit={run('plan', (name) => adminApi.setSubscription(name, plan))} aria-label={t('admin.account.planTitle')}>
        <SelectField label={t('admin.account.plan')} name="plan" value={plan}
          onChange={(e) => setPlan(e.target.value as 'basic' | 'premium')}
          options={[{ value: 'basic', label: t('subscriptions.basic') }, { value: 'premium', label: t('subscriptions.user-premium') }]} />
        <Button type="submit" variant="secondary" loading={busy === 'plan'} data-testid="set-plan">{t('admin.account.setPlan')}</Button>
      </Grid>
      <Muted>{t('admin.account.planHint')}</Muted>
      {result && <Alert tone={result.tone} live><p>{result.text}</p></Alert>}
    </Stack>
  );
}
