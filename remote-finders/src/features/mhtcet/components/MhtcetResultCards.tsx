import styled from 'styled-components';
import { mhtcetQuotaLabel, mhtcetRoundLabel, orNA, theme } from 'shared-contracts';
import { ChanceBadge } from '../../../ui';
import { MhtcetRowStar, StarredTitle, formatPercentile, formatRank, type MhtcetRowView } from '../../finder-common';
import { SeatType } from './SeatType';

/** At 768 px and below: one card per row, with every field of the table. */
export function MhtcetResultCards({ rows, label }: { rows: MhtcetRowView[]; label: string }) {
  return (
    <List aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <Card aria-label={`${row.institute}, ${row.branch}`}>
            <Top>
              <ChanceBadge chance={row.chance} />
              <span>{row.round === null ? 'N/A' : mhtcetRoundLabel(row.round)}</span>
            </Top>
            <StarredTitle star={<MhtcetRowStar row={row} />}>
              <h3>{row.institute}</h3>
              <Meta>
                College Code <b>{row.clgCode}</b> · {orNA(row.district)}
              </Meta>
            </StarredTitle>
            <Branch>
              {row.branch} <Meta as="span">(Branch Code {row.branchCode})</Meta>
            </Branch>
            <Numbers>
              <div>
                <dt>Closing Rank</dt>
                <dd className="strong">{formatRank(row.closingRank)}</dd>
              </div>
              <div>
                <dt>Closing Percentile</dt>
                <dd className="strong">{formatPercentile(row.closingPercentile)}</dd>
              </div>
              <div>
                <dt>Opening Rank</dt>
                <dd>{formatRank(row.openingRank)}</dd>
              </div>
              <div>
                <dt>Opening Percentile</dt>
                <dd>{formatPercentile(row.openingPercentile)}</dd>
              </div>
            </Numbers>
            <Details>
              <div>
                <dt>Seat Type</dt>
                <dd>
                  <SeatType code={row.seatType} compact />
                </dd>
              </div>
              <div>
                <dt>Quota</dt>
                <dd title={row.quota}>{mhtcetQuotaLabel(row.quota)}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{orNA(row.status)}</dd>
              </div>
              <div>
                <dt>Year</dt>
                <dd>{orNA(row.year)}</dd>
              </div>
            </Details>
          </Card>
        </li>
      ))}
    </List>
  );
}

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
    margin: 0.6rem 0 0.15rem;
    font-size: 1rem;
    line-height: 1.35;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  font-size: 0.82rem;
  font-weight: 600;
  color: ${theme.colors.muted};
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.82rem;
  color: ${theme.colors.muted};
  b {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    color: ${theme.colors.text};
  }
`;

const Branch = styled.p`
  margin: 0.5rem 0 0;
  font-weight: 600;
  span {
    font-weight: 400;
  }
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
  .strong {
    font-weight: 700;
  }
`;

const Details = styled.dl`
  display: grid;
  gap: 0.4rem;
  margin: 0.75rem 0 0;
  div {
    display: grid;
    grid-template-columns: 6.5rem minmax(0, 1fr);
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
