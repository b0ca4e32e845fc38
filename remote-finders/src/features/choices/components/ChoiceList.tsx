// The ordered choice list: reorder by drag or by the Up/Down buttons (each move announced), remove a
// line, tick up to four lines to compare.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { shortlistKey, type ShortlistItem, type ShortlistSeatDetails } from 'shared-contracts';
import { ChoiceLine, seatTitle } from './ChoiceLine';

export const COMPARE_LIMIT = 4;

export interface ChoiceListProps {
  items: ShortlistItem[];
  details: Map<string, ShortlistSeatDetails>;
  allottedRounds: Map<number, number[]>;
  compared: Set<string>;
  onReorder: (from: number, to: number) => void;
  onRemove: (item: ShortlistItem) => void;
  onCompare: (item: ShortlistItem, on: boolean) => void;
}

export function ChoiceList({ items, details, allottedRounds, compared, onReorder, onRemove, onCompare }: ChoiceListProps) {
  const [announcement, setAnnouncement] = useState('');
  const dragFrom = useRef<number | null>(null);

  const move = (from: number, to: number) => {
    const target = Math.max(0, Math.min(items.length - 1, to));
    if (target === from) return;
    onReorder(from, target);
    const { institute, program } = seatTitle(items[from]);
    setAnnouncement(`${institute}, ${program} moved to choice ${target + 1} of ${items.length}.`);
  };

  return (
    <>
      <List aria-label="Your choices, in order">
        {items.map((item, index) => {
          const key = shortlistKey(item);
          return (
            <ChoiceLine
              key={key}
              position={index + 1}
              total={items.length}
              item={item}
              details={details.get(key) ?? null}
              compared={compared.has(key)}
              compareDisabled={compared.size >= COMPARE_LIMIT}
              allottedRounds={allottedRounds.get(index) ?? []}
              onMove={(delta) => move(index, index + delta)}
              onRemove={() => {
                onRemove(item);
                setAnnouncement(`${seatTitle(item).institute}, ${seatTitle(item).program} removed from your list.`);
              }}
              onCompare={(on) => onCompare(item, on)}
              onDragStart={() => {
                dragFrom.current = index;
              }}
              onDrop={() => {
                if (dragFrom.current !== null) move(dragFrom.current, index);
                dragFrom.current = null;
              }}
            />
          );
        })}
      </List>
      <p className="visually-hidden" aria-live="polite" data-testid="choice-announcement">
        {announcement}
      </p>
    </>
  );
}

const List = styled.ol`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
