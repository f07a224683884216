import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint } from './TextField';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 0;
  label { font-weight: 600; font-size: 0.95rem; }
`;

const Select = styled.select<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0.55rem 0.85rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:hover { border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.textMuted)}; }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus}40;
  }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** a first, empty choice ("Choose…") */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  hideLabel?: boolean;
}

/** A labelled native <select> with an optional hint and error, wired like TextField. */
export function SelectField({ label, options, placeholder, error, hint, hideLabel, id, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const described = [error ? `${selectId}-error` : null, hint ? `${selectId}-hint` : null].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : undefined}>{label}</label>
      <Select id={selectId} $invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </Select>
      {hint && <FieldHint id={`${selectId}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${selectId}-error`}>{error}</FieldError>}
    </Field>
  );
}
