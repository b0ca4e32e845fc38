import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-contracts';

const Field = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.35rem;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const Hint = styled.span`
  color: ${theme.colors.muted};
  font-size: 0.875rem;
`;

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
  width: 100%;
  min-width: 0;
  min-height: 48px;
  padding: 0 0.9rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  /* 16 px or more: phones do not zoom into the field. */
  font-size: 1.125rem;
  font-variant-numeric: tabular-nums;
  &::placeholder {
    color: ${theme.colors.placeholder};
  }
  &:focus {
    border-color: ${theme.colors.primary};
    outline: none;
    box-shadow: 0 0 0 3px ${theme.colors.primaryLight};
  }
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

/**
 * A labelled text input for numbers (decimal keypad on phones), a hint, an action beside it (e.g. the submit
 * button; below it on phones) and a warning under it, announced politely as it appears.
 */
export function NumberField({
  label,
  hint,
  value,
  onChange,
  warning,
  placeholder,
  action,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (raw: string) => void;
  warning: string | null;
  placeholder?: string;
  action?: ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const warningId = `${id}-warning`;
  const describedBy = [hint ? hintId : null, warning ? warningId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
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
          <div aria-live="polite">{warning && <Warning id={warningId}>{warning}</Warning>}</div>
        </InputColumn>
        {action}
      </Row>
    </Field>
  );
}
