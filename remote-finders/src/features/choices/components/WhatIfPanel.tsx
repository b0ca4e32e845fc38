import styled from 'styled-components';
import { formatIndianNumber, theme, type ShortlistItem } from 'shared-contracts';
import type { WhatIf } from '../model/whatIf';
import { seatTitle } from './ChoiceLine';

/** Beside the list: for each round of the latest year, the line the rank would have been allotted. */
export function WhatIfPanel({ whatIf, items, rank }: { whatIf: WhatIf; items: ShortlistItem[]; rank: number }) {
  return (
    <Panel aria-labelledby="what-if-heading" data-testid="what-if">
      <h2 id="what-if-heading">What last year would have given you</h2>
      <p>
        With rank {formatIndianNumber(rank)} and this list in this order, on the {whatIf.year} cut-offs:
      </p>
      <ol>
        {whatIf.rounds.map(({ round, line, closingRank }) => (
          <li key={round} data-testid="what-if-round">
            <strong>Round {round}: </strong>
            {line === null ? (
              <span>no seat on your list</span>
            ) : (
              <span>
                choice {line + 1}, {seatTitle(items[line]).institute}, {seatTitle(items[line]).program} (closed at {closingRank !== null && formatIndianNumber(closingRank)})
              </span>
            )}
          </li>
        ))}
      </ol>
      <Small>Cut-offs move every year: this shows where your list would have ended, not a promise.</Small>
    </Panel>
  );
}

const Panel = styled.section`
  padding: 1rem;
  border: 1px solid ${theme.colors.primaryBorder};
  border-radius: ${theme.radius};
  background: ${theme.colors.primaryFaint};
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  ol {
    margin: 0.5rem 0;
    padding-left: 1.1rem;
  }
  li {
    margin: 0.3rem 0;
  }
`;

const Small = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.85rem;
`;
