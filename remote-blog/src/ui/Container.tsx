import styled from 'styled-components';
import { media, theme } from 'shared-contracts';

/** The blog's page column (the app and the prerendered articles use the same one). */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 1rem 1.5rem;
  ${media.mobile} {
    padding: 0.75rem 1rem;
  }
`;
