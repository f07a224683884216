import { useState, type ChangeEvent, type FormEvent } from 'react';

type Values = Record<string, string | boolean>;
export type FormProblems<T extends Values, C extends string> = Partial<Record<keyof T, C | null>>;

/**
 * Values and rule problems (codes) of a form: a problem shows once its field was left or the form was
 * submitted; server refusals for a field (`setServerError`) show until that field changes. Submitting an
 * invalid form focuses the first invalid field.
 */
export function useValidatedForm<T extends Values, C extends string>(initial: T, validate: (values: T) => FormProblems<T, C>) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Partial<Record<keyof T, string>>>({});

  const problems = validate(values);
  const shown = (name: keyof T): C | null => ((submitted || touched[name]) && problems[name]) || null;

  const set = <K extends keyof T>(name: K, value: T[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServer((s) => ({ ...s, [name]: undefined }));
  };

  const field = (name: keyof T & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(name, event.target.value as T[typeof name]),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });

  const checkbox = (name: keyof T & string) => ({
    name,
    checked: Boolean(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.checked as T[typeof name]),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });

  const handleSubmit = (onValid: (values: T) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = (Object.keys(problems) as (keyof T & string)[]).find((key) => problems[key]);
    if (invalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    void onValid(values);
  };

  const setServerError = (name: string, detail: string): boolean => {
    if (!(name in initial)) return false;
    setServer((s) => ({ ...s, [name]: detail }));
    return true;
  };

  return { values, set, shown, serverError: (name: keyof T) => server[name] ?? null, field, checkbox, handleSubmit, setServerError, problems };
}
