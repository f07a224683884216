import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField';

interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

interface NewPasswordFieldsProps {
  labels: { password: string; password2: string };
  field: (name: 'password' | 'password2') => FieldBinding;
  error: (name: 'password' | 'password2') => string | null;
}

/** A new password and its repeat, as sign-up and the reset both ask for them (same rules hint, same autofill). */
export function NewPasswordFields({ labels, field, error }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        hint={t('auth.signup.passwordHint')}
        error={error('password')}
        {...field('password')}
      />
      <TextField
        label={labels.password2}
        type="password"
        autoComplete="new-password"
        required
        error={error('password2')}
        {...field('password2')}
      />
    </>
  );
}
