import { useState } from 'react';
import styled from 'styled-components';
import { STATEWISE_MESSAGES, mhtcetRoundLabel, orNA, theme } from 'shared-contracts';
import { ChanceBadge, highlight } from '../../../ui';
import { MhtcetRowStar, StarredTitle, formatPercentile, formatRank, type MhtcetRowView } from '../../finder-common';
import { STATEWISE_COLUMNS as C, STATEWISE_LABELS as L } from '../model/labels';
import { ColumnFilterInput, FilterToggle, type ColumnFilterProps } from './StatewiseTable';

/** At 768 px and below: a card per seat, with the two in-page filters above the list. */
export function StatewiseCards({ rows, showRound, filter, label }: { rows: MhtcetRowView[]; showRound: boolean; filter: ColumnFilterProps; label: string }) {
  return (
    <>
      <Toolbar>
        <FilterToggle column="institute" filter={filter} withText />
        <FilterToggle column="branch" filter={filter} withText />
      </Toolbar>
      <Filters>
        <ColumnFilterInput column="institute" filter={filter} />
        <ColumnFilterInput column="branch" filter={filter} />
      </Filters>
      <List aria-label={label}>
        {rows.map((row) => (
          <li key={row.key}>
            <SeatCard row={row} showRound={showRound} filter={filter} />
          </li>
        ))}
      </List>
    </>
  );
}

function SeatCard({ row, showRound, filter }: { row: MhtcetRowView; showRound: boolean; filter: ColumnFilterProps }) {
  const [open, setOpen] = useState(false);
  return (
    <Card aria-label={`${row.institute}, ${row.branch}`}>
      <StarredTitle star={<MhtcetRowStar row={row} />}>
        <ChanceBadge chance={row.chance} />
        <Code>
          {C.clgCode} {row.clgCode}
        </Code>
        <h3>{highlight(row.institute, filter.filters.institute)}</h3>
        <BranchName>{highlight(row.branch, filter.filters.branch)}</BranchName>
      </StarredTitle>
      <Numbers>
        <div>
          <dt>{C.openingRank}</dt>
          <dd>{formatRank(row.openingRank)}</dd>
        </div>
        <div>
          <dt>{C.closingRank}</dt>
          <dd>
            <strong>{formatRank(row.closingRank)}</strong>
          </dd>
        </div>
      </Numbers>
      <Facts>
        <div>
          <dt>{C.quota}</dt>
          <dd>{row.quota}</dd>
        </div>
        <div>
          <dt>{C.seatType}</dt>
          <dd>{row.seatType}</dd>
        </div>
        {showRound && (
          <div>
            <dt>{C.round}</dt>
            <dd>{row.round === null ? 'N/A' : mhtcetRoundLabel(row.round)}</dd>
          </div>
        )}
      </Facts>
      <Toggle type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {open ? STATEWISE_MESSAGES.hideDetails : STATEWISE_MESSAGES.viewDetails}
      </Toggle>
      {open && (
        <Facts>
          <div>
            <dt>Status</dt>
            <dd>{orNA(row.status)}</dd>
          </div>
          <div>
            <dt>{C.branchCode}</dt>
            <dd>{row.branchCode}</dd>
          </div>
          <div>
            <dt>District</dt>
            <dd>{orNA(row.district)}</dd>
          </div>
          <div>
            <dt>Closing percentile</dt>
            <dd>{row.closingPercentile === null ? 'N/A' : L.percentileNote(formatPercentile(row.closingPercentile))}</dd>
          </div>
        </Facts>
      )}
    </Card>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
`;

const Filters = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
  &:empty {
    display: none;
  }
`;

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  padding: 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow};
  h3 {
    margin: 0.1rem 0 0;
    font-size: 1rem;
    line-height: 1.35;
  }
`;

const Code = styled.p`
  margin: 0.6rem 0 0;
  font-size: 0.8rem;
  color: ${theme.colors.muted};
`;

const BranchName = styled.p`
  margin: 0.35rem 0 0;
  font-weight: 600;
  color: ${theme.colors.primaryDark};
`;

const Numbers = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0.75rem 0 0;
  padding: 0.6rem 0.75rem;
  border-radius: 10px;
  background: ${theme.colors.background};
  dt {
    font-size: 0.75rem;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: 0.3rem;
  margin: 0.6rem 0 0;
  div {
    display: grid;
    grid-template-columns: 7.5rem minmax(0, 1fr);
    gap: 0.5rem;
  }
  dt {
    font-size: 0.82rem;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 0.88rem;
    overflow-wrap: anywhere;
  }
`;

const Toggle = styled.button`
  min-height: 40px;
  margin-top: 0.5rem;
  padding: 0 0.25rem;
  border: 0;
  background: transparent;
  color: ${theme.colors.primary};
  font-weight: 700;
  cursor: pointer;
`;
