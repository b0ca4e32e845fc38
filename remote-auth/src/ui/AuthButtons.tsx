// The auth forms' own additions to the shared Button: a full-width submit (48 px, as tall as the inputs)
// and the text link used inside sentences and under forms.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from 'shared-contracts/ui';
import { theme } from 'shared-contracts';

/** A large button spanning its form. */
export const WideButton = styled(Button).attrs({ $size: 'lg' as const })`
  width: 100%;
`;

/** A text link inside a sentence or under a form. */
export const TextLink = styled(Link)`
  color: ${theme.colors.primary};
  font-weight: 600;
  &:hover {
    text-decoration: underline;
  }
`;
