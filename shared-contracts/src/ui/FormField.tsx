import {
  cloneElement,
  createContext,
  forwardRef,
  isValidElement,
  useContext,
  useId,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../theme';

/**
 * 'regular': the account forms (46 px controls, larger label and error); 'compact': the finder forms, where
 * many fields share a row (44 px controls, smaller label, hint and error).
 */
export type FieldDensity = 'regular' | 'compact';

// A control inside a FormField takes the field's density unless it names its own.
const DensityContext = createContext<FieldDensity>('regular');

// Every rule is static (the density is an attribute, not a prop function): the CSS is built once per
// component, not per element and render.
const compact = "[data-density='compact']";

export const fieldControlStyle = css`
  width: 100%;
  min-width: 0;
  min-height: 46px;
  padding: 0 0.85rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
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
  &${compact} {
    min-height: 44px;
    padding: 0 0.75rem;
  }
`;

const StyledInput = styled.input`
  ${fieldControlStyle}
  /* 16 px or more: phones do not zoom into the field. */
  font-size: 1rem;
`;

const StyledSelect = styled.select`
  ${fieldControlStyle}
  padding-right: 0.5rem;
  &${compact} {
    padding-right: 2rem;
    cursor: pointer;
  }
`;

type DensityProp = { density?: FieldDensity };

/** A text input in the field's density (or its own). */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & DensityProp>(function Input({ density, ...input }, ref) {
  const inherited = useContext(DensityContext);
  return <StyledInput ref={ref} data-density={density ?? inherited} {...input} />;
});

/** A native select in the field's density (or its own). */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & DensityProp>(function Select({ density, ...select }, ref) {
  const inherited = useContext(DensityContext);
  return <StyledSelect ref={ref} data-density={density ?? inherited} {...select} />;
});

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

/** Label above, control, then hint and error: one column that never overflows its grid cell. */
export const FieldBox = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.35rem;
  min-width: 0;
  &${compact} {
    gap: 0.3rem;
  }
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
  ${compact} > & {
    font-size: 0.875rem;
  }
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${theme.colors.muted};
`;

const Required = styled.span`
  color: ${theme.colors.danger};
`;

export const FieldHint = styled.span`
  color: ${theme.colors.muted};
  font-size: 0.875rem;
  ${compact} > & {
    font-size: 0.8rem;
  }
`;

export const FieldError = styled.span`
  color: ${theme.colors.danger};
  font-size: 0.9rem;
  ${compact} > &,
  &${compact} {
    font-size: 0.82rem;
    font-weight: 600;
  }
`;

/** The ids a field's parts share, and the control's aria-describedby (hint, then error). */
export function useFieldIds(hasHint: boolean, hasError: boolean) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** " *" after the label of a field that must be filled (the control carries aria-required). */
export function RequiredMark() {
  return <Required aria-hidden="true"> *</Required>;
}

/** " (optional)", muted, after the label of a field that may stay empty. */
export function OptionalMark() {
  return (
    <>
      {' '}
      <Optional>(optional)</Optional>
    </>
  );
}

export interface FormFieldProps {
  label: ReactNode;
  /** The control; it receives id, aria-invalid, aria-describedby and aria-required, and the field's density. */
  children: ReactElement;
  hint?: ReactNode;
  error?: string | null;
  /**
   * The error is an alert, read out as it appears (a form checked on submit); otherwise it is heard only
   * through the control's description (a form that moves focus to its first error).
   */
  announce?: boolean;
  /** A red star after the label, aria-required on the control. */
  required?: boolean;
  /** "(optional)" after the label. */
  optional?: boolean;
  density?: FieldDensity;
  /** Shown between the hint and the error (e.g. a strength meter). */
  after?: ReactNode;
  className?: string;
}

/** Label, control, hint and error message, wired together for assistive technology. */
export function FormField({ label, children, hint, error, announce = false, required = false, optional = false, density = 'regular', after, className }: FormFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(Boolean(hint), Boolean(error));
  const control = isValidElement(children)
    ? cloneElement(children as ReactElement<Record<string, unknown>>, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })
    : children;
  return (
    <DensityContext.Provider value={density}>
      <FieldBox className={className} data-density={density}>
        <FieldLabel htmlFor={id}>
          {label}
          {optional && <OptionalMark />}
          {required && <RequiredMark />}
        </FieldLabel>
        {control}
        {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
        {after}
        {error && (
          <FieldError id={errorId} role={announce ? 'alert' : undefined}>
            {error}
          </FieldError>
        )}
      </FieldBox>
    </DensityContext.Provider>
  );
}

type CommonFieldProps = Pick<FormFieldProps, 'label' | 'hint' | 'error' | 'announce' | 'optional' | 'density' | 'after'>;

/** A labelled text input (FormField + Input); `required` also sets the native attribute. */
export const TextField = forwardRef<HTMLInputElement, CommonFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>>(function TextField(
  { label, hint, error, announce, optional, density, after, required, ...input },
  ref,
) {
  return (
    <FormField label={label} hint={hint} error={error} announce={announce} optional={optional} density={density} after={after}>
      <Input ref={ref} required={required} {...input} />
    </FormField>
  );
});

/** A labelled select of plain strings, with an optional empty first choice. */
export function SelectField({
  label,
  hint,
  error,
  announce,
  optional,
  density,
  options,
  placeholder,
  ...select
}: CommonFieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { options: readonly string[]; placeholder?: string }) {
  return (
    <FormField label={label} hint={hint} error={error} announce={announce} optional={optional} density={density}>
      <Select {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
