import type { DragEvent } from 'react';
import styled from 'styled-components';
import { formatIndianNumber, media, theme, type ShortlistItem, type ShortlistSeatDetails } from 'shared-contracts';
import { Button } from 'shared-contracts/ui';
import { ChanceBadge } from '../../../ui';
import { comparableClosingRank } from '../model/closingRank';

export interface ChoiceLineProps {
  position: number;
  total: number;
  item: ShortlistItem;
  details: ShortlistSeatDetails | null;
  compared: boolean;
  compareDisabled: boolean;
  /** Rounds of the what-if this line would have been allotted in. */
  allottedRounds: number[];
  onMove: (delta: number) => void;
  onRemove: () => void;
  onCompare: (on: boolean) => void;
  onDragStart: () => void;
  onDrop: () => void;
}

export function seatTitle(item: ShortlistItem): { institute: string; program: string; detail: string } {
  return item.exam === 'josaa'
    ? { institute: item.institute, program: item.program, detail: `${item.quota} quota · ${item.seat_type} · ${item.gender}` }
    : { institute: item.institute, program: item.branch, detail: `${item.seat_type} · choice code ${item.branch_code}` };
}

function latestClosing(details: ShortlistSeatDetails | null): string | null {
  if (!details || details.latest_year === null) return null;
  const points = details.history.filter((p) => p.year === details.latest_year);
  const last = points[points.length - 1];
  if (!last) return null;
  const number = comparableClosingRank(last.closing_rank);
  return `${number !== null ? formatIndianNumber(number) : last.closing_rank} (${last.year}, round ${last.round})`;
}

export function ChoiceLine({ position, total, item, details, compared, compareDisabled, allottedRounds, onMove, onRemove, onCompare, onDragStart, onDrop }: ChoiceLineProps) {
  const { institute, program, detail } = seatTitle(item);
  const name = `${institute}, ${program}`;
  const closing = latestClosing(details);
  return (
    <Line
      draggable
      data-testid="choice-line"
      data-eligible={details?.eligible === false ? 'no' : 'yes'}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragOver={(event: DragEvent) => event.preventDefault()}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        onDrop();
      }}
    >
      <Position aria-hidden="true">{position}</Position>
      <Body>
        <Institute>{institute}</Institute>
        <Program>{program}</Program>
        <Detail>{detail}</Detail>
        <Facts>
          {details?.chance ? <ChanceBadge chance={details.chance} /> : null}
          {closing ? <span>Closing rank {closing}</span> : details ? <span>No cut-off published for this seat</span> : null}
          {allottedRounds.length > 0 ? <Allotted>Allotted in round {allottedRounds.join(', ')} last year at your rank</Allotted> : null}
        </Facts>
        {details?.eligible === false ? <NotOpen role="note">Not open to you: {details.eligibility_note ?? 'your home state cannot take this quota'}</NotOpen> : null}
      </Body>
      <Controls>
        <label>
          <input type="checkbox" checked={compared} disabled={compareDisabled && !compared} onChange={(event) => onCompare(event.target.checked)} /> Compare
        </label>
        {/* aria-disabled, not disabled: the button keeps keyboard focus when a move takes its line to the edge. */}
        <MoveButton $variant="outline" onClick={() => position > 1 && onMove(-1)} aria-disabled={position === 1} aria-label={`Move ${name} up`}>
          ↑ Up
        </MoveButton>
        <MoveButton $variant="outline" onClick={() => position < total && onMove(1)} aria-disabled={position === total} aria-label={`Move ${name} down`}>
          ↓ Down
        </MoveButton>
        <Button $variant="outline" onClick={onRemove} aria-label={`Remove ${name} from the list`}>
          Remove
        </Button>
      </Controls>
    </Line>
  );
}

const Line = styled.li`
  display: grid;
  grid-template-columns: 2.5rem 1fr auto;
  gap: 0.75rem;
  align-items: start;
  padding: 0.85rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  cursor: grab;
  &[data-eligible='no'] {
    border-color: ${theme.colors.dangerBorderStrong};
    background: ${theme.colors.dangerBg};
  }
  ${media.mobile} {
    grid-template-columns: 2rem 1fr;
  }
`;

const Position = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.onPrimary};
  font-weight: 700;
`;

const Body = styled.div`
  min-width: 0;
`;

const Institute = styled.div`
  font-weight: 700;
`;

const Program = styled.div``;

const Detail = styled.div`
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  margin-top: 0.4rem;
  font-size: 0.9rem;
`;

const Allotted = styled.span`
  color: ${theme.colors.successText};
  font-weight: 600;
`;

const NotOpen = styled.p`
  margin: 0.4rem 0 0;
  color: ${theme.colors.dangerText};
  font-size: 0.9rem;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  align-items: center;
  justify-content: flex-end;
  max-width: 14rem;
  label {
    display: inline-flex;
    gap: 0.3rem;
    align-items: center;
    min-height: 44px;
    margin-right: 0.25rem;
  }
  ${media.mobile} {
    grid-column: 1 / -1;
    justify-content: flex-start;
    max-width: none;
  }
`;

const MoveButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: default;
  }
`;
