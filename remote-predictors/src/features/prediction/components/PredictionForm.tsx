import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PREDICTOR_MESSAGES } from 'shared-contracts';
import { Button, NumberField, SpinnerCircle } from 'shared-contracts/ui';
import type { Prediction } from '../hooks/usePrediction';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
`;

/** Toggles (if any), the input with its warning, and the submit button, for one usePrediction. */
export function PredictionForm({
  prediction,
  label,
  hint,
  placeholder,
  submitLabel,
  children,
}: {
  prediction: Prediction;
  label: string;
  hint: string;
  placeholder?: string;
  submitLabel: string;
  /** The toggles above the input. */
  children?: ReactNode;
}) {
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void prediction.submit();
      }}
    >
      {children}
      <NumberField
        label={label}
        hint={hint}
        placeholder={placeholder}
        value={prediction.value}
        onChange={prediction.setValue}
        warning={prediction.warning}
        action={
          <Button type="submit" $size="lg" disabled={!prediction.canSubmit} aria-busy={prediction.loading || undefined}>
            {prediction.loading && <SpinnerCircle $size={18} $inverse />}
            {prediction.loading ? PREDICTOR_MESSAGES.predicting : submitLabel}
          </Button>
        }
      />
    </Form>
  );
}
