import { useId } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-contracts';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 0.4rem;
  font-weight: 600;
  font-size: 0.95rem;
`;

const Track = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: calc(${theme.radius} + 4px);
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
`;

const Segment = styled.label`
  flex: 1 1 0;
  position: relative;
  min-width: 0;
  /* The real radio covers its segment, invisible: a tap lands on it, and the span below shows the state. */
  input {
    position: absolute;
    inset: 0;
    z-index: 1;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0.35rem 0.75rem;
    border-radius: ${theme.radius};
    text-align: center;
    font-weight: 600;
    line-height: 1.2;
    color: ${theme.colors.muted};
    cursor: pointer;
    transition: background-color 0.15s, color 0.15s;
  }
  input:not(:checked):hover + span {
    color: ${theme.colors.primary};
  }
  input:checked + span {
    background: ${theme.colors.surface};
    color: ${theme.colors.primaryDark};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.18);
  }
  input:focus-visible + span {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 1px;
  }
`;

/** A radio group drawn as a segmented toggle: real radios, so arrow keys and screen readers work as usual. */
export function SegmentedControl<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const id = useId();
  const legendId = `${id}-legend`;
  return (
    <Fieldset role="radiogroup" aria-labelledby={legendId}>
      <Legend id={legendId}>{legend}</Legend>
      <Track>
        {options.map((option) => (
          <Segment key={option.value}>
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </Segment>
        ))}
      </Track>
    </Fieldset>
  );
}
