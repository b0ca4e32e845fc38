import styled from 'styled-components';
import { media, theme } from 'shared-contracts';

/** The frame of a JEE finder result card, the same for a round's row and a seat. */
export const FinderCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1.1rem 1.2rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow};
  h3 {
    margin: 0.15rem 0 0;
    font-size: 1.05rem;
    line-height: 1.3;
  }
  ${media.mobile} {
    padding: 1rem;
  }
`;
