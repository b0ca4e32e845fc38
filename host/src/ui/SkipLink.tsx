import styled from 'styled-components';
import { theme } from 'shared-contracts';

/** First focusable element on every page: keyboard users jump past the header to the content. */
export const SkipLink = styled.a.attrs({ href: '#main' })`
  position: absolute;
  left: 0.75rem;
  top: -4rem;
  z-index: 1000;
  padding: 0.6rem 1rem;
  background: ${theme.colors.surface};
  color: ${theme.colors.primaryDark};
  font-weight: 600;
  border-radius: ${theme.radius};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);
  &:focus {
    top: 0.75rem;
  }
`;
