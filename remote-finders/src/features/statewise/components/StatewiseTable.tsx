import styled from 'styled-components';
import { STATEWISE_MESSAGES, mhtcetRoundLabel, theme } from 'shared-contracts';
import { FilterIcon } from 'shared-contracts/ui';
import { ChanceBadge, InPageFilter, highlight } from '../../../ui';
import { MhtcetRowStar, StarredName, formatPercentile, formatRank, type MhtcetRowView } from '../../finder-common';
import { STATEWISE_COLUMNS as C, STATEWISE_LABELS as L } from '../model/labels';
import type { ColumnFilters, FilterColumn } from '../model/filters';

export interface ColumnFilterProps {
  filters: ColumnFilters;
  open: Record<FilterColumn, boolean>;
  onToggle: (column: FilterColumn) => void;
  onChange: (column: FilterColumn, value: string) => void;
  onClose: (column: FilterColumn) => void;
}

const FILTER_NAMES = { institute: 'Institute', branch: 'Branch' } as const;

/** The filter icon of a column header: opens and closes the inline in-page filter. */
export function FilterToggle({ column, filter, withText = false }: { column: FilterColumn; filter: ColumnFilterProps; withText?: boolean }) {
  const active = filter.filters[column].trim() !== '';
  const name = column === 'institute' ? L.filterInstitute : L.filterBranch;
  return (
    <IconButton
      type="button"
      aria-label={withText ? undefined : name}
      aria-expanded={filter.open[column]}
      data-active={active || undefined}
      $withText={withText}
      onClick={() => filter.onToggle(column)}
    >
      <FilterIcon />
      {withText && name}
    </IconButton>
  );
}

/** The inline in-page filter of one column, with its close button. */
export function ColumnFilterInput({ column, filter }: { column: FilterColumn; filter: ColumnFilterProps }) {
  if (!filter.open[column]) return null;
  return (
    <InPageFilter
      label={column === 'institute' ? L.filterInstitute : L.filterBranch}
      hideLabel
      autoFocus
      placeholder={STATEWISE_MESSAGES.filterPlaceholder(FILTER_NAMES[column])}
      value={filter.filters[column]}
      onChange={(value) => filter.onChange(column, value)}
      onClose={() => filter.onClose(column)}
    />
  );
}

export function StatewiseTable({ rows, showRound, filter, caption }: { rows: MhtcetRowView[]; showRound: boolean; filter: ColumnFilterProps; caption: string }) {
  return (
    <Frame>
      <Table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{C.clgCode}</th>
            <th scope="col" className="filterable">
              <HeaderLine>
                {C.institute}
                <FilterToggle column="institute" filter={filter} />
              </HeaderLine>
              <ColumnFilterInput column="institute" filter={filter} />
            </th>
            <th scope="col">{C.branchCode}</th>
            <th scope="col" className="filterable">
              <HeaderLine>
                {C.branch}
                <FilterToggle column="branch" filter={filter} />
              </HeaderLine>
              <ColumnFilterInput column="branch" filter={filter} />
            </th>
            <th scope="col" data-numeric>
              {C.openingRank}
            </th>
            <th scope="col" data-numeric>
              {C.closingRank}
            </th>
            <th scope="col">{C.quota}</th>
            <th scope="col">{C.seatType}</th>
            {showRound && <th scope="col">{C.round}</th>}
            <th scope="col">{C.chance}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td className="code">{row.clgCode}</td>
              <th scope="row" className="name">
                <StarredName star={<MhtcetRowStar row={row} />}>{highlight(row.institute, filter.filters.institute)}</StarredName>
              </th>
              <td className="code">{row.branchCode}</td>
              <td className="branch">{highlight(row.branch, filter.filters.branch)}</td>
              <td data-numeric className="muted">
                {formatRank(row.openingRank)}
              </td>
              <td data-numeric>
                <strong>{formatRank(row.closingRank)}</strong>
                {row.closingPercentile !== null && <small title={L.percentileShortTitle}>{L.percentileShort(formatPercentile(row.closingPercentile))}</small>}
              </td>
              <td>{row.quota}</td>
              <td className="code">{row.seatType}</td>
              {showRound && <td className="nowrap">{row.round === null ? 'N/A' : mhtcetRoundLabel(row.round)}</td>}
              <td>
                <ChanceBadge chance={row.chance} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}

const IconButton = styled.button<{ $withText: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-width: 40px;
  height: 40px;
  margin: ${({ $withText }) => ($withText ? '0' : '-0.5rem 0')};
  padding: ${({ $withText }) => ($withText ? '0 0.7rem' : '0')};
  border: 1px solid ${({ theme, $withText }) => ($withText ? theme.colors.border : 'transparent')};
  font-weight: 600;
  border-radius: 8px;
  background: ${({ theme, $withText }) => ($withText ? theme.colors.surface : 'transparent')};
  color: ${theme.colors.muted};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.colors.primaryLight};
    color: ${theme.colors.primary};
  }
  &[data-active='true'] {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`;

const HeaderLine = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem;
`;

const Frame = styled.div`
  overflow-x: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  background: ${theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  min-width: 900px;
  border-collapse: collapse;
  font-size: 0.875rem;
  th,
  td {
    padding: 0.65rem 0.6rem;
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.muted};
    font-size: 0.78rem;
    font-weight: 700;
    letter-spacing: 0.02em;
    text-transform: uppercase;
    vertical-align: middle;
  }
  thead th.filterable {
    min-width: 11.5rem;
  }
  thead th.filterable > div {
    margin-top: 0.5rem;
    text-transform: none;
    letter-spacing: normal;
    font-weight: 400;
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
  thead th[data-numeric] {
    white-space: normal;
  }
  td[data-numeric] small {
    display: block;
    max-width: 7.5rem;
    margin-left: auto;
    font-size: 0.75rem;
    line-height: 1.3;
    white-space: normal;
    color: ${theme.colors.muted};
  }
  .code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.8rem;
    white-space: nowrap;
  }
  .name {
    font-weight: 600;
  }
  .muted {
    color: ${theme.colors.muted};
  }
  .nowrap {
    white-space: nowrap;
  }
`;
