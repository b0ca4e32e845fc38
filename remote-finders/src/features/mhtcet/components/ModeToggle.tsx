import { useId } from 'react';
import styled from 'styled-components';
import type { MhtcetMode } from '../model/form';
import { MHTCET_LABELS as L } from '../model/labels';
import { theme } from 'shared-contracts';

/** Rank / Percentile as a two-button radio group. */
export function ModeToggle({ mode, onChange }: { mode: MhtcetMode; onChange: (mode: MhtcetMode) => void }) {
  const name = useId();
  const options: [MhtcetMode, string][] = [
    ['rank', L.modeRank],
    ['percentile', L.modePercentile],
  ];
  return (
    <Group>
      <legend>{L.modeLegend}</legend>
      <Segments>
        {options.map(([value, label]) => (
          <label key={value} data-checked={mode === value}>
            <input type="radio" name={name} value={value} checked={mode === value} onChange={() => onChange(value)} />
            {label}
          </label>
        ))}
      </Segments>
    </Group>
  );
}

const Group = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.35rem;
    padding: 0;
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const Segments = styled.div`
  display: inline-flex;
  padding: 3px;
  border-radius: 10px;
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 7.5rem;
    min-height: 40px;
    padding: 0 1rem;
    border-radius: 8px;
    font-weight: 600;
    color: ${theme.colors.muted};
    cursor: pointer;
  }
  label[data-checked='true'] {
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    box-shadow: 0 1px 3px rgba(15, 23, 42, 0.15);
  }
  label:focus-within {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 1px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;
