// The star on a finder result: adds the seat to the shortlist (the host's one store, shared by every
// remote) or takes it off. A full list says so instead of failing silently.
import { useState } from 'react';
import styled from 'styled-components';
import { SHORTLIST_LIMIT, theme, type ShortlistItem } from 'shared-contracts';
import { useShortlist } from 'shared-contracts/shortlist';
import { StarIcon } from 'shared-contracts/ui';

export interface StarButtonProps {
  item: ShortlistItem;
  /** What the seat is called in the button's label, e.g. "NIT Trichy, Computer Science and Engineering". */
  name: string;
}

export function StarButton({ item, name }: StarButtonProps) {
  const shortlist = useShortlist();
  const [full, setFull] = useState(false);
  const starred = shortlist.has(item);
  return (
    <>
      <Star
        type="button"
        aria-pressed={starred}
        aria-label={starred ? `Remove ${name} from shortlist` : `Add ${name} to shortlist`}
        data-testid="shortlist-star"
        onClick={() => setFull(!shortlist.toggle(item))}
      >
        <StarIcon width={20} height={20} filled={starred} />
      </Star>
      {full ? (
        <Full role="alert">
          Your shortlist is full ({SHORTLIST_LIMIT} seats). Remove a seat on the choice list to add another.
        </Full>
      ) : null}
    </>
  );
}

const Star = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex-shrink: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: 50%;
  background: ${theme.colors.surface};
  color: ${theme.colors.muted};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
  }
`;

const Full = styled.span`
  color: ${theme.colors.dangerText};
  font-size: 0.85rem;
`;
