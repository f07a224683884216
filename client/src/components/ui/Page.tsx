import styled from 'styled-components';

/** A centred column for page content. */
export const Container = styled.div<{ $width?: 'narrow' | 'readable' | 'wide' }>`
  width: 100%;
  max-width: ${({ $width = 'wide', theme }) =>
    ({ narrow: '460px', readable: theme.layout.readable, wide: theme.layout.maxWidth })[$width]};
  margin: 0 auto;
  padding: 2rem 1.25rem 3rem;
  @media (max-width: 599px) {
    padding: 1.25rem 1rem 2rem;
  }
`;

export const PageHeader = styled.div`
  margin-bottom: 1.5rem;
  h1 { font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem); margin-bottom: 0.35rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const Stack = styled.div<{ $gap?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = '1rem' }) => $gap};
  min-width: 0;
`;

export const Row = styled.div<{ $gap?: string; $wrap?: boolean; $justify?: string }>`
  display: flex;
  align-items: center;
  flex-wrap: ${({ $wrap = true }) => ($wrap ? 'wrap' : 'nowrap')};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
  gap: ${({ $gap = '0.75rem' }) => $gap};
  min-width: 0;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;
