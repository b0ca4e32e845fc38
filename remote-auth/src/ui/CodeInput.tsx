import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { media, VERIFICATION_CODE_LENGTH } from 'shared-contracts';
import { FieldError, fieldControlStyle } from 'shared-contracts/ui';

const Boxes = styled.div`
  display: grid;
  grid-template-columns: repeat(${VERIFICATION_CODE_LENGTH}, minmax(0, 3.25rem));
  gap: 0.5rem;
  justify-content: center;
  ${media.mobile} {
    gap: 0.35rem;
  }
`;

// The form kit's control (border, focus ring, invalid and disabled states), sized as one digit's box.
const Box = styled.input`
  ${fieldControlStyle}
  aspect-ratio: 5 / 6;
  min-height: 48px;
  padding: 0;
  text-align: center;
  font-size: 1.5rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Legend = styled.legend`
  margin-bottom: 0.5rem;
  padding: 0;
  font-weight: 600;
  font-size: 0.95rem;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: 0.35rem;
`;

/**
 * Six one-digit boxes: digits only, typing moves on, Backspace in an empty box goes back, arrows move,
 * and pasting a code fills the boxes from the one pasted into.
 */
export function CodeInput({
  value,
  onChange,
  error,
  disabled,
  label = 'Verification code',
  autoFocus,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  disabled?: boolean;
  label?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  // The value keeps a space where a box is empty, so a digit typed further on stays in its box.
  const digits = Array.from({ length: VERIFICATION_CODE_LENGTH }, (_, i) => (/\d/.test(value[i] ?? '') ? value[i] : ''));
  const join = (boxes: string[]) => boxes.map((digit) => digit || ' ').join('').trimEnd();

  const focus = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(VERIFICATION_CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const setFrom = (index: number, incoming: string) => {
    const next = [...digits];
    const chars = incoming.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH - index).split('');
    chars.forEach((char, offset) => (next[index + offset] = char));
    onChange(join(next));
    return chars.length;
  };

  const onInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, '');
    if (!typed) {
      const next = [...digits];
      next[index] = '';
      onChange(join(next));
      return;
    }
    // The box may hold its old digit plus the new one: keep the one just typed.
    const digit = typed.length > 1 && digits[index] ? typed.replace(digits[index], '') || typed.slice(-1) : typed;
    const count = setFrom(index, digit);
    focus(index + count);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(join(next));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    const pasted = text.replace(/\D/g, '');
    event.preventDefault();
    if (!pasted) return;
    // A whole code pasted anywhere fills all the boxes.
    const start = pasted.length >= VERIFICATION_CODE_LENGTH ? 0 : index;
    const count = setFrom(start, pasted);
    focus(start + count);
  };

  return (
    <Fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <Legend>{label}</Legend>
      <Boxes>
        {digits.map((digit, index) => (
          <Box
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={2}
            aria-label={`Digit ${index + 1} of ${VERIFICATION_CODE_LENGTH}`}
            aria-invalid={error ? true : undefined}
            value={digit}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </Boxes>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Fieldset>
  );
}
