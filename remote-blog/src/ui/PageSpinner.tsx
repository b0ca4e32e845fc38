import styled from 'styled-components';
import { Spinner } from 'shared-contracts/ui';

/** A whole page loading (the article chunk, then its body): the shared Spinner, holding 40% of the viewport. */
export const PageSpinner = styled(Spinner)`
  min-height: 40vh;
`;
