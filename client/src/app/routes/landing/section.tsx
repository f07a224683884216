import styled from 'styled-components';

export const Section = styled.section<{ $alt?: boolean }>`
  padding: 4rem 1.25rem;
  background: ${({ theme, $alt }) => ($alt ? theme.colors.surface : 'transparent')};
  border-top: ${({ theme, $alt }) => ($alt ? `1px solid ${theme.colors.border}` : 'none')};
  border-bottom: ${({ theme, $alt }) => ($alt ? `1px solid ${theme.colors.border}` : 'none')};
  @media (max-width: 599px) { padding: 2.75rem 1rem; }
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

export const SectionTitle = styled.h2`
  font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2rem);
  text-align: center;
  margin-bottom: 0.5rem;
`;

export const SectionLead = styled.p`
  max-width: 620px;
  margin: 0 auto 2.25rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '240px' }) => $min}), 1fr));
  gap: 1rem;
`;

export const IconBubble = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  margin-bottom: 0.85rem;
`;

/** An icon beside a short title and text: the highlights and the "What's new" entries. */
export const IconRow = styled.div`
  display: flex;
  gap: 0.85rem;
  align-items: flex-start;
  h3 { font-size: 1.05rem; margin-bottom: 0.2rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  ${IconBubble} { flex: none; margin: 0; }
`;
