import { useId, useState } from 'react';
import styled from 'styled-components';
import { orNA, type RankingRow, theme } from 'shared-contracts';
import { formatScore } from '../model/formatScore';
import { LABELS } from '../model/labels';
import { useCountInSteps } from '../../../ui/useCountInSteps';
import { rowKey } from './rowKey';

/** Cards rendered with the first paint of a page of results: two screens of a phone. */
const FIRST_CARDS = 6;
/** Cards added per task after that. */
const CARDS_PER_STEP = 8;

/** Narrow screens: one card per institute instead of the wide table. */
export function RankingsCards({ rows }: { rows: RankingRow[] }) {
  const shown = useCountInSteps(rows, FIRST_CARDS, CARDS_PER_STEP);
  return (
    <List>
      {rows.slice(0, shown).map((row, index) => (
        <li key={rowKey(row, index)}>
          <RankingCard row={row} />
        </li>
      ))}
    </List>
  );
}

function RankingCard({ row }: { row: RankingRow }) {
  const [expanded, setExpanded] = useState(false);
  const extraId = useId();
  const place = [row.city, row.state].filter(Boolean).join(', ');
  return (
    <Card aria-label={row.name}>
      <Head>
        <RankBadge aria-label={`Rank ${orNA(row.rank)}`}>#{orNA(row.rank)}</RankBadge>
        <div>
          <Name>{row.name}</Name>
          {place && <Place>{place}</Place>}
        </div>
      </Head>
      <Body>
        <Metrics>
          <Metric $wide>
            <dt>Overall Score</dt>
            <dd>{formatScore(row.score)}</dd>
          </Metric>
          <Metric>
            <dt>TLR %</dt>
            <dd>{formatScore(row.tlr)}</dd>
          </Metric>
          <Metric>
            <dt>RPC %</dt>
            <dd>{formatScore(row.rpc)}</dd>
          </Metric>
          <Metric>
            <dt>GO %</dt>
            <dd>{formatScore(row.go)}</dd>
          </Metric>
        </Metrics>
        {expanded && (
          <Metrics id={extraId} $columns={2}>
            <Metric>
              <dt>OI %</dt>
              <dd>{formatScore(row.oi)}</dd>
            </Metric>
            <Metric>
              <dt>Perception %</dt>
              <dd>{formatScore(row.perception)}</dd>
            </Metric>
          </Metrics>
        )}
      </Body>
      <Toggle type="button" aria-expanded={expanded} aria-controls={expanded ? extraId : undefined} onClick={() => setExpanded((v) => !v)}>
        {expanded ? LABELS.hideMetrics : LABELS.viewAllMetrics}
      </Toggle>
    </Card>
  );
}

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  /* Two columns where a single card would stretch too wide (large phones, small tablets). */
  @media (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  margin: 0;
  padding: 0;
  list-style: none;
  /* Fifty cards are several screens tall: the browser lays out and paints only those near the screen
     (a cheap phone's first render of the list took ~40 ms of layout for cards nobody sees yet). The size
     stands in for a card not laid out yet; once drawn, its real size is kept. */
  > li {
    content-visibility: auto;
    contain-intrinsic-size: auto 280px;
  }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: 1rem 1rem 0.25rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow};
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
`;

const RankBadge = styled.span`
  flex: none;
  min-width: 2.75rem;
  padding: 0.3rem 0.55rem;
  border-radius: 999px;
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-weight: 700;
  font-size: 0.875rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
  line-height: 1.35;
`;

const Place = styled.p`
  margin: 0.15rem 0 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;

const Metrics = styled.dl<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0;
`;

const Body = styled.div`
  display: grid;
  gap: 0.5rem;
  margin: 0.85rem 0 0.5rem;
`;

const Metric = styled.div<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  display: flex;
  flex-direction: ${({ $wide }) => ($wide ? 'row' : 'column')};
  align-items: ${({ $wide }) => ($wide ? 'center' : 'flex-start')};
  justify-content: space-between;
  gap: 0.15rem;
  padding: 0.5rem 0.65rem;
  border-radius: ${theme.radius};
  background: ${({ $wide, theme }) => ($wide ? theme.colors.primaryLight : theme.colors.background)};
  dt {
    font-size: 0.75rem;
    font-weight: 600;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: ${({ $wide }) => ($wide ? '1.25rem' : '1rem')};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${({ $wide, theme }) => ($wide ? theme.colors.primaryDark : theme.colors.text)};
  }
`;

const Toggle = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  margin-top: auto;
  border: 0;
  border-top: 1px solid ${theme.colors.borderLight};
  background: none;
  color: ${theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
`;
