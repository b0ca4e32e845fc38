import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme';
import { FieldBox, FieldHint, FieldLabel, fieldControlStyle, useFieldIds } from './FormField';

// The input (with its warning right under it) and the action side by side; where they do not fit (a narrow
// card, a phone) the action wraps under the warning and takes the full width.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem 0.5rem;
  align-items: flex-start;
  > button {
    flex: 1 0 auto;
  }
`;

const InputColumn = styled.div`
  flex: 1000 1 12rem;
  min-width: 0;
`;

const Input = styled.input`
  ${fieldControlStyle}
  min-height: 48px;
  padding: 0 0.9rem;
  /* 16 px or more: phones do not zoom into the field. */
  font-size: 1.125rem;
  font-variant-numeric: tabular-nums;
  /* A value out of range is a warning (the visitor may still be typing), not an error. */
  &[aria-invalid='true'] {
    border-color: ${theme.colors.warning};
  }
  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 3px ${theme.colors.warningBg};
  }
`;

const Warning = styled.p`
  display: flex;
  gap: 0.4rem;
  align-items: flex-start;
  margin: 0.5rem 0 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.warningBg};
  color: ${theme.colors.warning};
  font-size: 0.925rem;
  line-height: 1.4;
  &::before {
    content: '!';
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.05rem;
    border-radius: 50%;
    background: ${theme.colors.warning};
    color: ${theme.colors.onPrimary};
    font-weight: 700;
    font-size: 0.8rem;
  }
`;

export interface NumberFieldProps {
  label: string;
  hint?: string;
  value: string;
  onChange: (raw: string) => void;
  warning: string | null;
  placeholder?: string;
  /** Beside the input, e.g. the submit button; under it where the row is narrow. */
  action?: ReactNode;
}

/**
 * A labelled text input for numbers (decimal keypad on phones), its hint above it, an action beside it and a
 * warning under it, announced politely as it appears (it follows each keystroke).
 */
export function NumberField({ label, hint, value, onChange, warning, placeholder, action }: NumberFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(warning));
  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Row>
        <InputColumn>
          <Input
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={placeholder}
            value={value}
            aria-invalid={warning ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
          <div aria-live="polite">{warning && <Warning id={errorId}>{warning}</Warning>}</div>
        </InputColumn>
        {action}
      </Row>
    </FieldBox>
  );
}
