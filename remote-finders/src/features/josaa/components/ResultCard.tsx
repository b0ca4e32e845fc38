import { useId, useState } from 'react';
import styled from 'styled-components';
import { orNA, type JeeFinderRow, theme } from 'shared-contracts';
import { ChanceBadge, highlight } from '../../../ui';
import { StarButton, StarredTitle, josaaSeatKey } from '../../finder-common';
import { ALL } from '../model/form';
import { COMPETITIVENESS_TONE } from './competitiveness';
import { FinderCard } from './FinderCard';

/** The filters the results were searched with: a field is shown on each card only when its filter is ALL. */
export interface SearchedFilters {
  seat_type: string;
  quota: string;
  round: string;
  gender: string;
}

export interface ResultCardProps {
  row: JeeFinderRow;
  filters: SearchedFilters;
  /** Friendly labels of the option values (e.g. AI -> All India). */
  labels: { quota: (v: string) => string; seatType: (v: string) => string; gender: (v: string) => string };
  instituteTerm: string;
  branchTerm: string;
}

/** One seat: chance, institute, program, branch, opening/closing rank, the ALL-filtered fields, NIRF toggle. */
export function ResultCard({ row, filters, labels, instituteTerm, branchTerm }: ResultCardProps) {
  const [showNirf, setShowNirf] = useState(false);
  const titleId = useId();
  const nirfId = useId();
  const extra: [string, string][] = [];
  if (filters.seat_type === ALL) extra.push(['Seat type', labels.seatType(row.seat_type)]);
  if (filters.quota === ALL) extra.push(['Quota', labels.quota(row.quota)]);
  if (filters.round === ALL) extra.push(['Round', String(row.round)]);
  if (filters.gender === ALL) extra.push(['Gender', labels.gender(row.gender)]);

  return (
    <FinderCard aria-labelledby={titleId}>
      <Top>
        <ChanceBadge chance={row.chance} />
        <Competitiveness style={{ color: COMPETITIVENESS_TONE[row.competitiveness] ?? undefined }}>{row.competitiveness}</Competitiveness>
      </Top>
      <StarredTitle star={<StarButton item={josaaSeatKey(row)} name={`${row.institute}, ${row.program}`} />}>
        <h3 id={titleId}>{highlight(row.institute, instituteTerm)}</h3>
        <Program>{row.program}</Program>
      </StarredTitle>
      <Details>
        <dl>
          <div>
            <dt>Branch</dt>
            <dd>{highlight(row.branch, branchTerm)}</dd>
          </div>
        </dl>
        <Ranks>
          <div>
            <dt>Opening rank</dt>
            <dd>{orNA(row.opening_rank)}</dd>
          </div>
          <div>
            <dt>Closing rank</dt>
            <dd>{orNA(row.closing_rank)}</dd>
          </div>
        </Ranks>
        {extra.length > 0 && (
          <Extra>
            {extra.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Extra>
        )}
      </Details>
      <Toggle type="button" aria-expanded={showNirf} aria-controls={nirfId} onClick={() => setShowNirf((open) => !open)}>
        {showNirf ? 'Hide NIRF details' : 'Show NIRF details'}
      </Toggle>
      <div id={nirfId} hidden={!showNirf}>
        {showNirf && (
          <Nirf>
            <dt>NIRF Rank</dt>
            <dd>{orNA(row.nirf_rank)}</dd>
          </Nirf>
        )}
      </div>
    </FinderCard>
  );
}


const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.4rem;
`;

const Competitiveness = styled.span`
  font-size: 0.78rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

const Program = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.88rem;
  color: ${theme.colors.muted};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.55rem;
  margin: 0.25rem 0 0;
  dl {
    margin: 0;
  }
  dt {
    font-size: 0.72rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Ranks = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
  padding: 0.6rem 0.75rem;
  border-radius: 8px;
  background: ${theme.colors.background};
  dd {
    font-size: 1.15rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Extra = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: 0.5rem;
`;

const Toggle = styled.button`
  align-self: flex-start;
  min-height: 40px;
  margin-top: auto;
  padding: 0 0.25rem;
  border: 0;
  background: transparent;
  color: ${theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const Nirf = styled.dl`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-radius: 8px;
  background: ${theme.colors.primaryLight};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;
