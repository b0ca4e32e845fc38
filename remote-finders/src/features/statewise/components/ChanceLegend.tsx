import { useId, useState } from 'react';
import styled from 'styled-components';
import { media, theme } from 'shared-contracts';
import { ChevronDownIcon } from 'shared-contracts/ui';
import { ChanceBadge } from '../../../ui';
import { STATEWISE_LABELS as L } from '../model/labels';

/** What High / Medium / Low mean; at 768 px and below it folds away behind a toggle. */
export function ChanceLegend({ collapsible }: { collapsible: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const list = (
    <List id={id}>
      {L.legend.map((item) => (
        <li key={item.chance}>
          <ChanceBadge chance={item.chance} />
          <span>{item.text}</span>
        </li>
      ))}
    </List>
  );
  if (!collapsible) {
    return (
      <Box aria-label={L.legendTitle}>
        <h3>{L.legendTitle}</h3>
        {list}
      </Box>
    );
  }
  return (
    <Box aria-label={L.legendTitle}>
      <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)} $open={open}>
        {L.legendTitle}
        <ChevronDownIcon />
      </Toggle>
      {open && list}
    </Box>
  );
}

const Box = styled.section`
  margin: 0 0 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  h3 {
    margin: 0 0 0.5rem;
    font-size: 0.95rem;
  }
`;

const Toggle = styled.button<{ $open: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font-weight: 700;
  cursor: pointer;
  svg {
    transition: transform 0.15s;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.75rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 0.35rem;
    font-size: 0.875rem;
    line-height: 1.4;
    color: ${theme.colors.muted};
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding-bottom: 0.25rem;
  }
`;
