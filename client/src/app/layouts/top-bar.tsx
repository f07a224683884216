import styled from 'styled-components';

/** The bar at the top of both layouts: 64px, 54px on small screens (see --topbar). */
export const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  flex: none;
  height: var(--topbar);
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: 599px) {
    gap: 0.25rem;
    padding: 0 0.6rem;
  }
`;

export const Spacer = styled.div`
  flex: 1;
  min-width: 0.25rem;
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  @media (max-width: 599px) { gap: 0.2rem; }
`;

export const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
  &:focus { outline: none; }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: 0.75rem;
  top: -100px;
  z-index: 100;
  padding: 0.5rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  &:focus { top: 0.5rem; color: ${({ theme }) => theme.colors.onPrimary}; }
`;

/**
 * Text that gives way to a shorter one on small screens. The hidden one is display:none, so the accessible
 * name is always the label that is shown (WCAG 2.5.3 label in name): no aria-label on the control.
 */
export function ResponsiveLabel({ full, short }: { full: string; short: string }) {
  return (
    <>
      <LongText>{full}</LongText>
      <ShortText>{short}</ShortText>
    </>
  );
}

const LongText = styled.span`
  @media (max-width: 599px) { display: none; }
`;

const ShortText = styled.span`
  display: none;
  @media (max-width: 599px) { display: inline; }
`;
