import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ValidationKey } from '../utils/validation';

type Values = Record<string, string | boolean>;
export type FormErrors<T extends Values> = Partial<Record<keyof T, ValidationKey | null>>;

/**
 * A small form helper: values, rule errors (translation keys) shown once a field was left or the form was
 * submitted, and a submit handler that focuses the first invalid field.
 */
export function useForm<T extends Values>(initial: T, validate: (values: T) => FormErrors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const allErrors = validate(values);
  const errors: FormErrors<T> = {};
  for (const key of Object.keys(allErrors) as (keyof T)[]) {
    if (allErrors[key] && (submitted || touched[key])) errors[key] = allErrors[key];
  }

  const field = useCallback(
    (name: keyof T & string) => ({
      name,
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValues((v) => ({ ...v, [name]: event.target.value })),
      onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    }),
    [values],
  );

  const checkbox = useCallback(
    (name: keyof T & string) => ({
      name,
      checked: Boolean(values[name]),
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.checked })),
      onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    }),
    [values],
  );

  const handleSubmit = (onValid: (values: T) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = (Object.keys(allErrors) as (keyof T & string)[]).find((key) => allErrors[key]);
    if (invalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    void onValid(values);
  };

  return { values, errors, field, checkbox, handleSubmit };
}
