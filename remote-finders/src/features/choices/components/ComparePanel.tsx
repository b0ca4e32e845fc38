import styled from 'styled-components';
import { formatIndianNumber, media, theme, type ShortlistSeatDetails } from 'shared-contracts';
import { ChanceBadge } from '../../../ui';
import { comparableClosingRank } from '../model/closingRank';
import { seatTitle } from './ChoiceLine';
import { CompareChart } from './CompareChart';

function finalClosingByYear(line: ShortlistSeatDetails): Map<number, string> {
  const byYear = new Map<number, { round: number; closing: string }>();
  for (const point of line.history) {
    const current = byYear.get(point.year);
    if (!current || point.round > current.round) byYear.set(point.year, { round: point.round, closing: point.closing_rank });
  }
  return new Map([...byYear].map(([year, { closing }]) => [year, closing]));
}

const formatClosing = (value: string | undefined) => {
  if (value === undefined) return '–';
  const number = comparableClosingRank(value);
  return number === null ? value : formatIndianNumber(number);
};

/** Two to four seats side by side: the facts a student weighs, and one chart of their closing ranks. */
export function ComparePanel({ lines, rankGiven }: { lines: ShortlistSeatDetails[]; rankGiven: boolean }) {
  const titles = lines.map((line) => seatTitle(line.item));
  const labels = titles.map((t) => `${t.institute}, ${t.program}`);
  const finals = lines.map(finalClosingByYear);
  const years = [...new Set(finals.flatMap((m) => [...m.keys()]))].sort((a, b) => b - a).slice(0, 5);
  return (
    <Panel aria-labelledby="compare-heading" data-testid="compare">
      <h2 id="compare-heading">Compare {lines.length} seats</h2>
      <Scroll>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Fact</span>
              </th>
              {titles.map((t, index) => (
                <th key={labels[index]} scope="col">
                  {t.institute}
                  <Sub>{t.program}</Sub>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Row label="Quota and seat" cells={titles.map((t) => t.detail)} />
            <Row label="Institute type" cells={lines.map((l) => l.institute_type ?? '–')} />
            <Row label="NIRF rank" cells={lines.map((l) => (l.nirf_rank === null ? 'Not ranked' : String(l.nirf_rank)))} />
            <Row label="NIRF score" cells={lines.map((l) => (l.nirf_score === null ? '–' : l.nirf_score.toFixed(2)))} />
            <Row label="Competitiveness" cells={lines.map((l) => l.competitiveness ?? '–')} />
            <tr>
              <th scope="row">Chance at your rank</th>
              {lines.map((l, index) => (
                <td key={labels[index]}>{l.chance ? <ChanceBadge chance={l.chance} /> : rankGiven ? 'No cut-off' : 'Enter your rank'}</td>
              ))}
            </tr>
            <Row label="Open to you" cells={lines.map((l) => (l.eligible === null ? 'Set your home state' : l.eligible ? 'Yes' : `No: ${l.eligibility_note ?? ''}`))} />
            {years.map((year) => (
              <Row key={year} label={`Closing rank ${year} (final round)`} cells={finals.map((m) => formatClosing(m.get(year)))} />
            ))}
          </tbody>
        </table>
      </Scroll>
      <CompareChart lines={lines} labels={labels} />
    </Panel>
  );
}

function Row({ label, cells }: { label: string; cells: string[] }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {cells.map((cell, index) => (
        // Cells of one row are positional: the column is the seat.
        <td key={index}>{cell}</td>
      ))}
    </tr>
  );
}

const Panel = styled.section`
  margin-top: 1.5rem;
  padding: 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.15rem;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9rem;
  }
  th,
  td {
    padding: 0.5rem;
    border-bottom: 1px solid ${theme.colors.borderLight};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${theme.colors.surfaceMuted};
  }
  tbody th {
    color: ${theme.colors.muted};
    font-weight: 600;
    white-space: nowrap;
  }
  /* On a phone the facts' names wrap and stay in view while the seats scroll sideways, each seat keeping a
     readable width instead of a few letters. */
  ${media.mobile} {
    font-size: 0.85rem;
    tbody th,
    thead th:first-child {
      position: sticky;
      left: 0;
      z-index: 1;
      min-width: 7rem;
      max-width: 9rem;
      white-space: normal;
      background: ${theme.colors.surface};
      box-shadow: inset -1px 0 0 ${theme.colors.borderLight};
    }
    thead th:first-child {
      background: ${theme.colors.surfaceMuted};
    }
    thead th:not(:first-child),
    td {
      min-width: 9.5rem;
    }
  }
`;

const Sub = styled.div`
  font-weight: 400;
  color: ${theme.colors.muted};
`;
