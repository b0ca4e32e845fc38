import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';
import { FieldError, RequiredMark, type FieldDensity } from './FormField';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
}

export interface SegmentedControlProps<T extends string> {
  legend: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** 'regular' (44 px segments, the predictors) or 'compact' (40 px, the finder forms). */
  density?: FieldDensity;
  /** 'fill': the segments share the full width; 'content': each is as wide as its label (at least 7.5rem). */
  width?: 'fill' | 'content';
  /** The chosen segment: 'raised' (a white card on the grey track) or 'solid' (filled with the primary colour). */
  selected?: 'raised' | 'solid';
  /** A red star after the legend. */
  required?: boolean;
  error?: string | null;
  /** For a page that spaces the control (styled(SegmentedControl)). */
  className?: string;
}

/**
 * A few exclusive choices drawn as joined buttons: a radiogroup of real radios sharing a name, so arrow keys
 * move the choice and screen readers say "radio button, 1 of 2" as for any radio group.
 */
export function SegmentedControl<T extends string>({
  legend,
  options,
  value,
  onChange,
  density = 'regular',
  width = 'fill',
  selected = 'raised',
  required = false,
  error,
  className,
}: SegmentedControlProps<T>) {
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  return (
    <Fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
      data-density={density}
      data-width={width}
      data-selected={selected}
      className={className}
    >
      <legend id={legendId}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <Track>
        {options.map((option) => (
          <label key={option.value}>
            <input type="radio" name={id} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </Track>
      {error && (
        <FieldError id={errorId} data-density={density}>
          {error}
        </FieldError>
      )}
    </Fieldset>
  );
}

// Static rules keyed on data attributes: the CSS is built once, not per element and render.
const Track = styled.div`
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: calc(${theme.radius} + 4px);
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  label {
    flex: 1 1 0;
    position: relative;
    min-width: 0;
  }
  /* The real radio covers its segment, invisible: a tap lands on it, and the span after it shows the state. */
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

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 0.4rem;
    font-weight: 600;
    font-size: 0.95rem;
  }
  ${FieldError} {
    display: block;
    margin-top: 0.3rem;
  }

  &[data-density='compact'] {
    legend {
      margin-bottom: 0.35rem;
      font-size: 0.875rem;
    }
    ${Track} {
      gap: 0;
      padding: 3px;
      border-radius: 10px;
    }
    span {
      min-height: 40px;
      padding: 0 1rem;
    }
    input:checked + span {
      color: ${theme.colors.primary};
      box-shadow: 0 1px 3px rgba(15, 23, 42, 0.15);
    }
  }
  &[data-width='content'] {
    ${Track} {
      display: inline-flex;
    }
    label {
      flex: none;
    }
    span {
      min-width: 7.5rem;
    }
  }
  &[data-selected='solid'] input:checked + span {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    box-shadow: none;
  }
`;
