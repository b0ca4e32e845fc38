import styled from 'styled-components';
import { mhtcetQuotaLabel, mhtcetRoundLabel, orNA, theme } from 'shared-contracts';
import { ChanceBadge } from '../../../ui';
import { MhtcetRowStar, StarredName, formatPercentile, formatRank, type MhtcetRowView } from '../../finder-common';
import { SeatType } from './SeatType';

// The deciding values first (the table scrolls sideways for the rest; the institute stays in view).
export const MHTCET_COLUMNS = [
  'Institute',
  'Branch',
  'Chance',
  'Closing Rank',
  'Closing Percentile',
  'Opening Rank',
  'Opening Percentile',
  'Seat Type',
  'Quota',
  'Round',
  'District',
  'College Code',
  'Branch Code',
  'Status',
  'Year',
] as const;

/** Desktop: every field of a row in its own column; the table scrolls sideways inside its frame. */
export function MhtcetResultsTable({ rows, caption }: { rows: MhtcetRowView[]; caption: string }) {
  return (
    <Frame tabIndex={0} role="group" aria-label={caption}>
      <Table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {MHTCET_COLUMNS.map((column) => (
              <th key={column} scope="col" data-numeric={/Rank|Percentile|Year/.test(column) || undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="name">
                <StarredName star={<MhtcetRowStar row={row} />}>{row.institute}</StarredName>
              </th>
              <td className="branch">{row.branch}</td>
              <td>
                <ChanceBadge chance={row.chance} />
              </td>
              <td data-numeric className="strong">
                {formatRank(row.closingRank)}
              </td>
              <td data-numeric className="strong">
                {formatPercentile(row.closingPercentile)}
              </td>
              <td data-numeric className="na">
                {formatRank(row.openingRank)}
              </td>
              <td data-numeric className="na">
                {formatPercentile(row.openingPercentile)}
              </td>
              <td className="seat">
                <SeatType code={row.seatType} />
              </td>
              <td className="quota" title={row.quota}>
                {mhtcetQuotaLabel(row.quota)}
              </td>
              <td className="nowrap">{row.round === null ? 'N/A' : mhtcetRoundLabel(row.round)}</td>
              <td>{orNA(row.district)}</td>
              <td className="code">{row.clgCode}</td>
              <td className="code">{row.branchCode}</td>
              <td className="status">{orNA(row.status)}</td>
              <td data-numeric>{orNA(row.year)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}

const Frame = styled.div`
  overflow-x: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  background: ${theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${theme.colors.accent};
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 1650px;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    padding: 0.65rem 0.75rem;
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.muted};
    font-size: 0.78rem;
    font-weight: 700;
    letter-spacing: 0.02em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  tbody tr:nth-child(even) {
    background: ${theme.colors.surfaceStripe};
  }
  tbody tr:hover {
    background: ${theme.colors.primaryLight};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  [data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.8rem;
    white-space: nowrap;
  }
  .name,
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    min-width: 15rem;
    max-width: 18rem;
    box-shadow: inset -1px 0 0 ${theme.colors.border};
  }
  .name {
    background: ${theme.colors.surface};
    font-weight: 600;
  }
  thead th:first-child {
    z-index: 2;
  }
  tbody tr:nth-child(even) .name {
    background: ${theme.colors.surfaceStripe};
  }
  tbody tr:hover .name {
    background: ${theme.colors.primaryLight};
  }
  .branch {
    min-width: 12rem;
  }
  .seat {
    min-width: 13rem;
  }
  .quota {
    min-width: 10rem;
  }
  .status {
    min-width: 9rem;
    color: ${theme.colors.muted};
  }
  .nowrap {
    white-space: nowrap;
  }
  .na {
    color: ${theme.colors.muted};
  }
  .strong {
    font-weight: 700;
  }
`;
