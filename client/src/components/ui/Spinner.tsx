import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  opacity: 0.8;
  animation: ${spin} 0.8s linear infinite;
`;

interface SpinnerProps {
  size?: number;
  /** read by screen readers; omit with `decorative` when the surrounding text already says it */
  label?: string;
  decorative?: boolean;
}

export function Spinner({ size = 24, label, decorative }: SpinnerProps) {
  if (decorative || !label) return <Ring $size={size} aria-hidden="true" />;
  return (
    <span role="status" style={{ display: 'inline-flex' }}>
      <Ring $size={size} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding: 3rem 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A one-line status beside its icon (loading, or a failed load with its retry). */
export const InlineStatus = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.4rem 0.6rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The loading skeleton every query shows until its data comes: a spinner with visible text, centred for a page
 * or a section, on one line when `compact` (a drawer group).
 */
export function LoadingBlock({ label, compact }: { label: string; compact?: boolean }) {
  if (compact) {
    return (
      <InlineStatus role="status">
        <Ring $size={16} aria-hidden="true" />
        <span>{label}</span>
      </InlineStatus>
    );
  }
  return (
    <Center role="status">
      <Ring $size={28} aria-hidden="true" />
      <span>{label}</span>
    </Center>
  );
}
