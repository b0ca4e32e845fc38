import { useId } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-contracts';

export interface SegmentedControlProps<Value extends string> {
  legend: string;
  options: readonly (readonly [Value, string])[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

/** A few mutually exclusive choices as a radio group drawn as joined buttons (arrow keys move, as radios do). */
export function SegmentedControl<Value extends string>({ legend, options, value, onChange, className }: SegmentedControlProps<Value>) {
  const name = useId();
  return (
    <Group className={className}>
      <legend>{legend}</legend>
      <Segments>
        {options.map(([option, label]) => (
          <label key={option} data-checked={value === option}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
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
