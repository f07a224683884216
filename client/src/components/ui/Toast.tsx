import styled, { keyframes } from 'styled-components';
import { dismissToast, useToasts, type ToastType } from '../../lib/toast';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from './icons';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-6px); }
  to { opacity: 1; transform: none; }
`;

// Below the top bar, so a toast never covers the language, theme and avatar controls at its right end.
const Region = styled.div`
  position: fixed;
  top: calc(var(--topbar, 64px) + 0.75rem);
  right: 0.75rem;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: min(360px, calc(100vw - 1.5rem));
  pointer-events: none;
`;

const Item = styled.div<{ $type: ToastType }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  padding: 0.75rem 0.75rem 0.75rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $type }) =>
    ({ success: theme.colors.success, info: theme.colors.info, warning: theme.colors.warning, error: theme.colors.danger })[$type]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  animation: ${slideIn} 0.18s ease-out;
  > svg {
    flex: none;
    margin-top: 0.15rem;
    color: ${({ theme, $type }) =>
      ({ success: theme.colors.success, info: theme.colors.info, warning: theme.colors.warning, error: theme.colors.danger })[$type]};
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  strong { display: block; font-weight: 600; }
  p { margin: 0.15rem 0 0; font-size: 0.9rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Close = styled.button`
  flex: none;
  display: inline-flex;
  padding: 0.25rem;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const icons = { success: CheckIcon, info: InfoIcon, warning: WarningIcon, error: WarningIcon };

interface ToastContainerProps {
  regionLabel: string;
  closeLabel: string;
}

/** Top-right notifications; each hides itself after 3000 ms (see lib/toast). */
export function ToastContainer({ regionLabel, closeLabel }: ToastContainerProps) {
  const toasts = useToasts();
  return (
    <Region aria-live="polite" aria-label={regionLabel} role="region">
      {toasts.map((t) => {
        const Icon = icons[t.type];
        return (
          <Item key={t.id} $type={t.type} role="status" data-testid="toast" data-type={t.type}>
            <Icon size={18} />
            <Text>
              <strong>{t.title}</strong>
              {t.description && <p>{t.description}</p>}
            </Text>
            <Close type="button" aria-label={closeLabel} onClick={() => dismissToast(t.id)}>
              <CloseIcon size={16} />
            </Close>
          </Item>
        );
      })}
    </Region>
  );
}
