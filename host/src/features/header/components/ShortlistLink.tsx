import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { headerMedia, media, theme } from 'shared-contracts';
import { StarIcon } from 'shared-contracts/ui';
import { useShortlistCount } from '../../shortlist';

/**
 * The header's way to the shortlist and the choice list, with the number of starred seats. The count comes
 * a moment after the first paint (the shortlist's code loads then); until it does, the badge keeps its
 * place, invisible, so nothing moves when the number shows.
 */
export function ShortlistLink() {
  const count = useShortlistCount();
  const label = count === null ? 'Shortlist' : count === 1 ? 'Shortlist, 1 seat' : `Shortlist, ${count} seats`;
  return (
    <StyledLink to="/college-finder/choices" aria-label={label} data-testid="shortlist-link">
      <StarIcon width={18} height={18} filled={(count ?? 0) > 0} />
      <Word>Shortlist</Word>
      <Count aria-hidden="true" data-pending={count === null ? 'true' : undefined}>
        {count ?? 0}
      </Count>
    </StyledLink>
  );
}

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 44px;
  padding: 0 0.5rem;
  color: ${theme.colors.onPrimary};
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  &:hover {
    text-decoration: underline;
  }
`;

const Word = styled.span`
  ${media.mobile} {
    display: none;
  }
  ${headerMedia.iconsOnly} {
    display: none;
  }
`;

// One class for both states (an attribute, not a prop): the prerendered page's styles cover the count
// once it shows, so nothing is built for it while the page starts.
const Count = styled.span`
  &[data-pending='true'] {
    visibility: hidden;
  }
  min-width: 1.4rem;
  padding: 0 0.35rem;
  border-radius: 999px;
  background: ${theme.colors.accent};
  color: ${theme.colors.text};
  font-size: 0.8rem;
  text-align: center;
`;
