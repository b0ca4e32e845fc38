import styled from 'styled-components';
import { PHONE_COUNTRY_CODES, PHONE_DIGITS, phoneDigits } from 'shared-contracts';
import { FieldBox, FieldError, FieldLabel, Input, OptionalMark, Select, useFieldIds } from 'shared-contracts/ui';

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
  const { id, errorId, describedBy } = useFieldIds(false, Boolean(error));
  return (
    <FieldBox role="group" aria-labelledby={`${id}-label`}>
      <FieldLabel id={`${id}-label`} htmlFor={id}>
        Phone number
        <OptionalMark />
      </FieldLabel>
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
          aria-describedby={describedBy}
          onChange={(event) => onDigitsChange(phoneDigits(event.target.value).slice(0, PHONE_DIGITS))}
        />
      </PhoneRow>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldBox>
  );
}
