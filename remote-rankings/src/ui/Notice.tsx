import styled from 'styled-components';
import { Notice } from 'shared-contracts/ui';

/** The rankings page's notices: only errors are alerts, spaced from what follows, in the page's line height. */
export const RankingsNotice = styled(Notice).attrs({ live: 'polite' as const })`
  margin: 0 0 1rem;
  line-height: inherit;
`;
