import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from 'shared-contracts';

const Card = styled.section`
  display: grid;
  /* minmax(0, 1fr): the column never grows past the card for a wide input or a long word. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1.1rem;
  padding: 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow};
  min-width: 0;
  /* Mounted in a wide finder tab, it keeps a readable width. */
  max-width: 46rem;
  ${media.mobile} {
    padding: 1.1rem 1rem;
  }
`;

const Header = styled.header`
  h2 {
    margin: 0;
    font-size: 1.3rem;
    line-height: 1.25;
    color: ${theme.colors.primaryDark};
  }
  p {
    margin: 0.35rem 0 0;
    color: ${theme.colors.muted};
    font-size: 0.95rem;
  }
`;

/** The frame of one predictor: a titled region with a short description. */
export function PredictorCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId}>{title}</h2>
        <p>{description}</p>
      </Header>
      <div>{children}</div>
    </Card>
  );
}
