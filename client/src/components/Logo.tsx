import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.55rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 700;
  font-size: 1.15rem;
  letter-spacing: -0.01em;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
`;

const Mark = styled.svg`
  flex: none;
  rect { fill: ${({ theme }) => theme.colors.primary}; }
  path { fill: ${({ theme }) => theme.colors.onPrimary}; }
`;

const Word = styled.span<{ $compact: boolean }>`
  @media (max-width: 599px) {
    ${({ $compact }) => ($compact ? 'display: none;' : '')}
  }
`;

/** The brand mark and name, linking home. `label` is the accessible name (e.g. "Psycare, home"). */
export function Logo({ label, compact = false }: { label: string; compact?: boolean }) {
  return (
    <Home to="/" aria-label={label}>
      <Mark width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" />
        <path d="M16 24.5c-.3 0-.6-.1-.8-.3C10.4 20 7.5 17.3 7.5 13.6 7.5 11 9.5 9 12 9c1.6 0 3 .8 4 2 1-1.2 2.4-2 4-2 2.5 0 4.5 2 4.5 4.6 0 3.7-2.9 6.4-7.7 10.6-.2.2-.5.3-.8.3z" />
      </Mark>
      <Word $compact={compact} aria-hidden="true">
        Psycare
      </Word>
    </Home>
  );
}
