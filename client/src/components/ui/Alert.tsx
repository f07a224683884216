import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CheckIcon, InfoIcon, WarningIcon } from './icons';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: 0.65rem;
  align-items: flex-start;
  padding: 0.8rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    ({ info: theme.colors.infoSoft, success: theme.colors.successSoft, warning: theme.colors.warningSoft, error: theme.colors.dangerSoft })[$tone]};
  color: ${({ theme, $tone }) =>
    ({ info: theme.colors.info, success: theme.colors.success, warning: theme.colors.warning, error: theme.colors.danger })[$tone]};
  svg { flex: none; margin-top: 0.15rem; }
  p { margin: 0; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** announce it when it appears (errors after a submit) */
  live?: boolean;
}

/** An inline message box for form results and load failures. */
export function Alert({ tone = 'info', title, children, live }: AlertProps) {
  const Icon = tone === 'success' ? CheckIcon : tone === 'info' ? InfoIcon : WarningIcon;
  return (
    <Box $tone={tone} role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}>
      <Icon size={18} />
      <Body>
        {title && <strong>{title}</strong>}
        {children}
      </Body>
    </Box>
  );
}
