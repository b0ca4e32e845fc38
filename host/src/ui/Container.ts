import styled from 'styled-components';
import { media, theme } from 'shared-contracts';

/** Centres content at the theme's maximum width, with side padding that shrinks on phones. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 1.5rem;
  ${media.mobile} {
    padding: 0 1rem;
  }
`;
