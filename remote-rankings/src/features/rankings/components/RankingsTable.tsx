import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { orNA, type RankingRow, theme } from 'shared-contracts';
import { formatScore } from '../model/formatScore';
import { LABELS } from '../model/labels';
import { MetricHelp } from './MetricHelp';
import { rowKey } from './rowKey';
import { NIRF_METRICS } from '../../../constants';

/** The desktop table: identity columns, the overall score, then each NIRF metric with its help popup. */
export function RankingsTable({ rows, year }: { rows: RankingRow[]; year: number }) {
  const boxRef = useRef<HTMLDivElement>(null);
  // A new page starts at its first row, not where the previous page was scrolled to.
  useEffect(() => {
    if (boxRef.current) boxRef.current.scrollTop = 0;
  }, [rows]);
  return (
    <ScrollBox ref={boxRef} tabIndex={0} role="region" aria-label={LABELS.tableCaption(year)}>
      <Table>
        <caption className="visually-hidden">{LABELS.tableCaption(year)}</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Institute ID</th>
            <th scope="col">Institute</th>
            <th scope="col">City</th>
            <th scope="col">State</th>
            <th scope="col" className="num wrap">
              Overall Score
            </th>
            {NIRF_METRICS.map((metric) => (
              <th scope="col" className="num" key={metric.key}>
                <HeaderWithHelp>
                  <span>{metric.short} %</span>
                  <MetricHelp metric={metric} />
                </HeaderWithHelp>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              <td className="rank">{orNA(row.rank)}</td>
              <td className="id">{orNA(row.institute_id)}</td>
              <td className="name">{row.name}</td>
              <td>{orNA(row.city)}</td>
              <td>{orNA(row.state)}</td>
              <td className="num score">{formatScore(row.score)}</td>
              {NIRF_METRICS.map((metric) => (
                <td className="num" key={metric.key}>
                  {formatScore(row[metric.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollBox>
  );
}

// Scrolls inside its own box so the header can stick; it scrolls sideways only when the columns do not fit.
const ScrollBox = styled.div`
  max-height: min(75vh, 56rem);
  overflow: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow};
  &:focus-visible {
    outline: 3px solid ${theme.colors.accent};
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 960px;
  /* separate, not collapse: collapsed borders scroll away from a sticky header */
  border-collapse: separate;
  border-spacing: 0;
  font-size: 0.9rem;

  th,
  td {
    padding: 0.65rem 0.55rem;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${theme.colors.borderLight};
  }
  th:first-child,
  td:first-child {
    padding-left: 1rem;
  }
  th:last-child,
  td:last-child {
    padding-right: 1rem;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.muted};
    font-size: 0.72rem;
    font-weight: 700;
    letter-spacing: 0.02em;
    text-transform: uppercase;
    white-space: nowrap;
    box-shadow: inset 0 -2px 0 ${theme.colors.border};
    border-bottom: 0;
  }
  tbody tr:nth-child(even) td {
    background: ${theme.colors.surfaceHover};
  }
  tbody tr:hover td {
    background: ${theme.colors.primaryFaint};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  thead .num {
    text-align: right;
  }
  thead .wrap {
    white-space: normal;
    min-width: 4.5rem;
  }
  .rank {
    font-weight: 700;
    white-space: nowrap;
    color: ${theme.colors.primaryDark};
  }
  .id {
    color: ${theme.colors.muted};
    font-size: 0.8rem;
    white-space: nowrap;
  }
  .name {
    min-width: 12rem;
    font-weight: 600;
  }
  .score {
    font-weight: 700;
  }
`;

const HeaderWithHelp = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  gap: 0.35rem;
`;
