import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.85rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 0.85; }
  &:hover { border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.textMuted)}; }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus}40;
  }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

const Input = styled.input<{ $invalid: boolean }>`${controlStyles}`;
const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  resize: vertical;
  line-height: 1.5;
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

interface CommonProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** keep the label for screen readers only */
  hideLabel?: boolean;
}

/** The aria wiring a control needs to announce its hint and error. */
interface ControlWiring {
  id: string;
  $invalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

function describedBy(id: string, error?: string | null, hint?: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  return (
    <>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </>
  );
}

/** Label, control and messages: one frame for every kind of control, so their wiring cannot drift apart. */
function LabelledControl({ label, error, hint, hideLabel, id, control }: CommonProps & {
  id?: string;
  control: (wiring: ControlWiring) => ReactNode;
}) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field>
      <Label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Label>
      {control({
        id: inputId,
        $invalid: Boolean(error),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(inputId, error, hint),
      })}
      <Messages id={inputId} error={error} hint={hint} />
    </Field>
  );
}

export type TextFieldProps = CommonProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with an optional hint and error, wired with aria-invalid and aria-describedby. */
export function TextField({ label, error, hint, hideLabel, id, ...rest }: TextFieldProps) {
  return (
    <LabelledControl label={label} error={error} hint={hint} hideLabel={hideLabel} id={id}
      control={(wiring) => <Input {...wiring} {...rest} />} />
  );
}

export type TextAreaFieldProps = CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, error, hint, hideLabel, id, ...rest }: TextAreaFieldProps) {
  return (
    <LabelledControl label={label} error={error} hint={hint} hideLabel={hideLabel} id={id}
      control={(wiring) => <TextArea {...wiring} {...rest} />} />
  );
}

const CheckRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0.15rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  label { font-size: 0.95rem; }
`;

export type CheckboxFieldProps = CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

export function CheckboxField({ label, error, hint, id, ...rest }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field>
      <CheckRow>
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          {...rest}
        />
        <label htmlFor={inputId}>{label}</label>
      </CheckRow>
      <Messages id={inputId} error={error} hint={hint} />
    </Field>
  );
}
