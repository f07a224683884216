import styled, { css } from 'styled-components';

export const Card = styled.section<{ $padding?: 'sm' | 'md' | 'lg' }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  padding: ${({ $padding = 'md' }) => ({ sm: '1rem', md: '1.5rem', lg: '2rem' })[$padding]};
  min-width: 0;
  @media (max-width: 599px) {
    padding: ${({ $padding = 'md' }) => ({ sm: '0.85rem', md: '1.15rem', lg: '1.35rem' })[$padding]};
  }
`;

export const Badge = styled.span<{ $tone?: 'neutral' | 'primary' | 'accent' | 'warning' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  padding: 0.15rem 0.55rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.78rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ theme, $tone = 'neutral' }) =>
    ({ neutral: theme.colors.surfaceAlt, primary: theme.colors.primarySoft, accent: theme.colors.surfaceAlt, warning: theme.colors.warningSoft })[$tone]};
  color: ${({ theme, $tone = 'neutral' }) =>
    ({ neutral: theme.colors.textMuted, primary: theme.colors.onPrimarySoft, accent: theme.colors.accent, warning: theme.colors.warning })[$tone]};
`;

/** A whole card that is a link (a recommended chat, a professional in the directory): its frame and hover. */
export const linkTile = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  min-width: 0;
  transition: border-color 0.15s ease;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.text}; }
`;
