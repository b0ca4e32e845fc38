import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { PHONE_COUNTRY_CODES, PHONE_DIGITS, phoneDigits, theme } from 'shared-contracts';

const Field = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.35rem;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${theme.colors.muted};
`;

export const Hint = styled.span`
  color: ${theme.colors.muted};
  font-size: 0.875rem;
`;

export const FieldError = styled.span`
  color: ${theme.colors.danger};
  font-size: 0.9rem;
`;

export const controlStyle = css`
  width: 100%;
  min-width: 0;
  min-height: 46px;
  padding: 0 0.85rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  /* 16 px or more: phones do not zoom into the field. */
  font-size: 1rem;
  &::placeholder {
    color: ${theme.colors.placeholder};
  }
  &:focus {
    border-color: ${theme.colors.primary};
    outline: none;
    box-shadow: 0 0 0 3px ${theme.colors.primaryLight};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &:disabled,
  &[readonly] {
    background: ${theme.colors.background};
    color: ${theme.colors.muted};
  }
`;

const Input = styled.input`
  ${controlStyle}
`;

const Select = styled.select`
  ${controlStyle}
  padding-right: 0.5rem;
`;

interface FieldProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  optional?: boolean;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { after?: ReactNode };

/** A labelled input with an optional hint and its error under it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, optional, after, ...input }, ref) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>
        {label} {optional && <Optional>(optional)</Optional>}
      </Label>
      <Input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {after}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
});

type SelectFieldProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { options: readonly string[]; placeholder?: string };

export function SelectField({ label, error, hint, optional, options, placeholder, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>
        {label} {optional && <Optional>(optional)</Optional>}
      </Label>
      <Select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: 6.5rem minmax(0, 1fr);
  gap: 0.5rem;
`;

/** The optional phone number: a country code and 10 digits (anything else typed is dropped). */
export function PhoneField({
  code,
  digits,
  onCodeChange,
  onDigitsChange,
  error,
  disabled,
}: {
  code: string;
  digits: string;
  onCodeChange: (code: string) => void;
  onDigitsChange: (digits: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Field role="group" aria-labelledby={`${id}-label`}>
      <Label id={`${id}-label`} htmlFor={id}>
        Phone number <Optional>(optional)</Optional>
      </Label>
      <PhoneRow>
        <Select aria-label="Country code" value={code} disabled={disabled} onChange={(event) => onCodeChange(event.target.value)}>
          {PHONE_COUNTRY_CODES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
        <Input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit number"
          value={digits}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onDigitsChange(phoneDigits(event.target.value).slice(0, PHONE_DIGITS))}
        />
      </PhoneRow>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}
