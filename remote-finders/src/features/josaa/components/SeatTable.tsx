import styled from 'styled-components';
import { media, type JosaaSeatRow, theme } from 'shared-contracts';
import { highlight } from '../../../ui';
import { StarButton, StarredTitle, josaaSeatKey } from '../../finder-common';

export interface SeatTableProps {
  /** The chosen institute: the seats' rows do not repeat it, and a star saves it with the seat. */
  institute: string;
  rows: JosaaSeatRow[];
  /** Show the program column (off when one program is chosen). */
  showProgram: boolean;
  programTerm: string;
  labels: { quota: (v: string) => string; seatType: (v: string) => string; gender: (v: string) => string };
  /** Chart this seat's closing rank over rounds and years. */
  onTrend: (row: JosaaSeatRow) => void;
  /** The seat now charted (its button reads "Charted"). */
  isCharted: (row: JosaaSeatRow) => boolean;
  isMobile: boolean;
  caption: string;
}

function SeatStar({ institute, row }: { institute: string; row: JosaaSeatRow }) {
  return <StarButton item={josaaSeatKey({ ...row, institute })} name={`${institute}, ${row.program}`} />;
}

const key = (row: JosaaSeatRow) => `${row.program}|${row.quota}|${row.seat_type}|${row.gender}`;

/** Every seat's opening and closing rank: a table on desktop, compact cards at 768 px and below. */
export function SeatTable({ institute, rows, showProgram, programTerm, labels, onTrend, isCharted, isMobile, caption }: SeatTableProps) {
  if (isMobile) {
    return (
      <CardList aria-label={caption}>
        {rows.map((row) => (
          <li key={key(row)}>
            <StarredTitle star={<SeatStar institute={institute} row={row} />}>
              {showProgram && <strong>{highlight(row.program, programTerm)}</strong>}
              <Meta>
                {labels.quota(row.quota)} · {labels.seatType(row.seat_type)} · {labels.gender(row.gender)}
              </Meta>
            </StarredTitle>
            <Ranks>
              <span>
                Opening <b>{row.opening_rank}</b>
              </span>
              <span>
                Closing <b>{row.closing_rank}</b>
              </span>
            </Ranks>
            <TrendButton type="button" aria-pressed={isCharted(row)} onClick={() => onTrend(row)}>
              {isCharted(row) ? 'Charted' : 'Show trend'}
            </TrendButton>
          </li>
        ))}
      </CardList>
    );
  }
  return (
    <Scroll>
      <Table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Shortlist</span>
            </th>
            {showProgram && <th scope="col">Program</th>}
            <th scope="col">Quota</th>
            <th scope="col">Seat type</th>
            <th scope="col">Gender</th>
            <th scope="col" className="num">
              Opening rank
            </th>
            <th scope="col" className="num">
              Closing rank
            </th>
            <th scope="col">
              <span className="visually-hidden">Trend</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={key(row)} data-charted={isCharted(row) || undefined}>
              <td>
                <SeatStar institute={institute} row={row} />
              </td>
              {showProgram && <td className="program">{highlight(row.program, programTerm)}</td>}
              <td>{labels.quota(row.quota)}</td>
              <td>{labels.seatType(row.seat_type)}</td>
              <td>{labels.gender(row.gender)}</td>
              <td className="num">{row.opening_rank}</td>
              <td className="num">{row.closing_rank}</td>
              <td>
                <TrendButton type="button" aria-pressed={isCharted(row)} onClick={() => onTrend(row)}>
                  {isCharted(row) ? 'Charted' : 'Show trend'}
                </TrendButton>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: 10px;
  background: ${theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  th,
  td {
    padding: 0.5rem 0.75rem;
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${theme.colors.background};
    font-size: 0.78rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${theme.colors.muted};
    white-space: nowrap;
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
    white-space: nowrap;
  }
  .program {
    min-width: 16rem;
  }
  td:not(.program) {
    white-space: nowrap;
  }
  tr[data-charted] td {
    background: ${theme.colors.primaryLight};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

const TrendButton = styled.button`
  min-height: 40px;
  padding: 0 0.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 8px;
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 0.35rem;
    padding: 0.8rem 0.9rem;
    border: 1px solid ${theme.colors.border};
    border-radius: 10px;
    background: ${theme.colors.surface};
  }
  strong {
    display: block;
    margin-bottom: 0.2rem;
    font-size: 0.92rem;
    line-height: 1.3;
  }
  button {
    align-self: flex-start;
  }
  ${media.mobile} {
    li {
      padding: 0.75rem;
    }
  }
`;

const Meta = styled.span`
  font-size: 0.82rem;
  color: ${theme.colors.muted};
`;

const Ranks = styled.div`
  display: flex;
  gap: 1.25rem;
  font-size: 0.9rem;
  b {
    font-variant-numeric: tabular-nums;
  }
`;
