import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../../components/ui/Card';
import { Container } from '../../../components/ui/Page';

const Header = styled.div`
  margin-bottom: 1.25rem;
  text-align: center;
  h1 { font-size: 1.6rem; margin-bottom: 0.35rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export const FooterText = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;

/** The centred card every auth screen sits in. */
export function AuthCard({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Container $width="narrow">
      <Card $padding="lg">
        <Header>
          <h1>{title}</h1>
          {subtitle && <p>{subtitle}</p>}
        </Header>
        {children}
      </Card>
    </Container>
  );
}
