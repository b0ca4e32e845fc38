import { useId } from 'react';
import styled from 'styled-components';
import { orNA, type JeeFinderSeatRow, theme, visuallyHidden } from 'shared-contracts';
import { ChanceBadge, highlight } from '../../../ui';
import { StarButton, josaaSeatKey } from '../../finder-common';
import { formatPublishedRank, roundShares } from '../model/seat';
import { COMPETITIVENESS_TONE } from './competitiveness';
import { FinderCard } from './FinderCard';

export interface SeatCardProps {
  row: JeeFinderSeatRow;
  /** Friendly labels of the option values (e.g. AI -> All India). */
  labels: { quota: (v: string) => string; seatType: (v: string) => string; gender: (v: string) => string };
  instituteTerm: string;
  branchTerm: string;
}

/**
 * One seat (institute + program + quota + seat type + gender): chance and competitiveness from the year's final
 * round, the closing rank of every round of the year as a small series, and the final round of the last three years.
 */
export function SeatCard({ row, labels, instituteTerm, branchTerm }: SeatCardProps) {
  const titleId = useId();
  const roundsId = useId();
  const yearsId = useId();
  const shares = roundShares(row.rounds.map((round) => round.closing_rank));

  return (
    <FinderCard aria-labelledby={titleId} data-testid="seat-card">
      <Top>
        <ChanceBadge chance={row.chance} />
        <Competitiveness style={{ color: COMPETITIVENESS_TONE[row.competitiveness] ?? undefined }}>{row.competitiveness}</Competitiveness>
        <StarButton item={josaaSeatKey(row)} name={`${row.institute} ${row.program}`} />
      </Top>
      <h3 id={titleId}>{highlight(row.institute, instituteTerm)}</h3>
      <Program>{branchTerm ? highlight(row.program, branchTerm) : row.program}</Program>
      <Tags aria-label="Seat">
        <li>{labels.quota(row.quota)}</li>
        <li>{labels.seatType(row.seat_type)}</li>
        <li>{labels.gender(row.gender)}</li>
      </Tags>

      <SectionTitle id={roundsId}>Closing rank by round, {row.year}</SectionTitle>
      <Rounds aria-labelledby={roundsId} data-testid="seat-rounds" style={{ gridTemplateColumns: `repeat(${Math.max(1, row.rounds.length)}, minmax(0, 1fr))` }}>
        {row.rounds.map((round, index) => (
          <li key={round.round} data-round={round.round} data-final={round.round === row.final_round || undefined}>
            <Bar aria-hidden="true">
              <span style={{ height: `${Math.max(8, Math.round(shares[index] * 100))}%` }} />
            </Bar>
            <Hidden>Round {round.round}: </Hidden>
            <RoundName aria-hidden="true">R{round.round}</RoundName>
            <RoundRank data-testid="seat-round-rank">{formatPublishedRank(round.closing_rank)}</RoundRank>
          </li>
        ))}
      </Rounds>

      <SectionTitle id={yearsId}>Final round, last {row.recent_years.length === 1 ? 'year' : `${row.recent_years.length} years`}</SectionTitle>
      <Years aria-labelledby={yearsId} data-testid="seat-years">
        {row.recent_years.map((year) => (
          <li key={year.year}>
            <span>
              {year.year}
              <Muted> · R{year.round}</Muted>
            </span>
            <strong>{formatPublishedRank(year.closing_rank)}</strong>
          </li>
        ))}
      </Years>
      <Nirf>NIRF rank {orNA(row.nirf_rank)}</Nirf>
    </FinderCard>
  );
}


const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  > button {
    margin-left: auto;
  }
`;

const Competitiveness = styled.span`
  white-space: nowrap;
  font-size: 0.72rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

const Program = styled.p`
  margin: 0;
  font-size: 0.88rem;
  color: ${theme.colors.muted};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.1rem 0.55rem;
    border-radius: 999px;
    background: ${theme.colors.primaryFaint};
    border: 1px solid ${theme.colors.primaryBorder};
    color: ${theme.colors.primaryDark};
    font-size: 0.78rem;
    font-weight: 600;
  }
`;

const SectionTitle = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.72rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

// One column per round, all on one line (a series reads left to right); the final round (chance and
// competitiveness) stands out.
const Rounds = styled.ol`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0.5rem 0.35rem;
  border-radius: 8px;
  background: ${theme.colors.background};
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.1rem;
    min-width: 0;
  }
  li[data-final] span {
    color: ${theme.colors.primaryDark};
  }
  li[data-final] > div > span {
    background: ${theme.colors.primary};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: flex-end;
  width: 0.9rem;
  height: 1.75rem;
  span {
    width: 100%;
    border-radius: 3px 3px 0 0;
    background: ${theme.colors.primaryBorder};
  }
`;

const RoundName = styled.span`
  font-size: 0.72rem;
  font-weight: 700;
  color: ${theme.colors.muted};
`;

const RoundRank = styled.span`
  font-size: 0.82rem;
  @media (max-width: 480px) {
    font-size: 0.74rem;
  }
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Years = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    padding: 0.35rem 0.5rem;
    border: 1px solid ${theme.colors.borderLight};
    border-radius: 8px;
    font-size: 0.78rem;
  }
  strong {
    font-size: 0.95rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Muted = styled.span`
  color: ${theme.colors.muted};
`;

const Nirf = styled.p`
  margin: auto 0 0;
  padding-top: 0.25rem;
  font-size: 0.82rem;
  color: ${theme.colors.muted};
`;

// Read by screen readers, not shown: "Round 1: 1,234" where the eye sees "R1 1,234".
const Hidden = styled.span`
  ${visuallyHidden}
`;
