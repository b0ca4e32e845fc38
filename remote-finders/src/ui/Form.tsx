import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media, theme } from 'shared-contracts';
import { LockIcon } from 'shared-contracts/ui';

/** A responsive grid of form fields: several columns on desktop, two at 768 px, one on phones. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: 1rem 1.1rem;
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.85rem;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A FormGrid cell for fields with long values: two columns where there is room. */
export const WideField = styled.div`
  grid-column: span 2;
  min-width: 0;
  @media (max-width: 480px) {
    grid-column: auto;
  }
`;

/** The submit row under a FormGrid: right-aligned, full-width button on phones. */
export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 1.25rem;
  ${media.mobile} {
    button {
      width: 100%;
    }
  }
`;

export interface FieldProps {
  label: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** Label, control, hint and error message, wired together for assistive technology. */
export function Field({ label, children, error, hint, required = false, className }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children as ReactElement<Record<string, unknown>>, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })
    : children;
  return (
    <FieldBox className={className}>
      <label htmlFor={id}>
        {label}
        {required && <Required aria-hidden="true"> *</Required>}
      </label>
      {control}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldBox>
  );
}

const controlStyle = css`
  width: 100%;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  &:focus {
    outline: none;
    border-color: ${theme.colors.primary};
    box-shadow: 0 0 0 3px ${theme.colors.primaryLight};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &:disabled {
    background: ${theme.colors.background};
    color: ${theme.colors.muted};
  }
`;

export const Input = styled.input`
  ${controlStyle}
`;

export const Select = styled.select`
  ${controlStyle}
  padding-right: 2rem;
  cursor: pointer;
`;

export interface LockedControlProps {
  /** Text shown inside, e.g. "Login to filter by branch". */
  text: string;
  onClick: () => void;
  id?: string;
  'aria-describedby'?: string;
}

/**
 * A control that is locked for guests: it looks like a disabled field with a lock, but stays a working
 * button so choosing it can explain why (the Feature Locked prompt). Use inside <Field>.
 */
export function LockedControl({ text, onClick, ...rest }: LockedControlProps) {
  return (
    <LockedButton type="button" aria-haspopup="dialog" data-locked="true" onClick={onClick} {...rest}>
      <span>{text}</span>
      <LockIcon />
    </LockedButton>
  );
}

const LockedButton = styled.button`
  ${controlStyle}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  border-style: dashed;
  background: ${theme.colors.background};
  color: ${theme.colors.muted};
  text-align: left;
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
  }
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  min-width: 0;
  > label {
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const Required = styled.span`
  color: ${theme.colors.danger};
`;

const Hint = styled.span`
  font-size: 0.8rem;
  color: ${theme.colors.muted};
`;

const ErrorText = styled.span`
  font-size: 0.82rem;
  font-weight: 600;
  color: ${theme.colors.danger};
`;

/** The <option>s of a { value, label } list. */
export function OptionList({ options }: { options: readonly { value: string; label: string }[] }) {
  return (
    <>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
