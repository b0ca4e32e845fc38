import { useCallback, useEffect, useRef, useState } from 'react';
import { PREDICTOR_MESSAGES, type ApiClient, type PredictionResponse, type PredictorInputKind } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { predictionErrorMessage } from '../model/errors';
import { cleanPredictorInput, inputWarning, isCompleteNumber } from '../model/input';
import { isPredictionResponse } from '../model/response';

export type PredictionStatus = 'idle' | 'loading' | 'success' | 'error';

interface PredictionState {
  value: string;
  status: PredictionStatus;
  result: PredictionResponse | null;
  error: string | null;
}

const EMPTY: PredictionState = { value: '', status: 'idle', result: null, error: null };

/**
 * One predictor input and its call: the warning follows what is typed; leading
 * zeros go as the visitor types; submit is possible only with a complete number, no warning and no call
 * in flight; editing the input drops the result (and a late answer for the old value); reset() clears
 * everything, for a change of mode or input type.
 */
export function usePrediction(kind: PredictorInputKind, request: (api: ApiClient, value: string) => Promise<unknown>) {
  const { api } = useShell();
  const [state, setState] = useState<PredictionState>(EMPTY);
  // Each edit, reset or submit takes a new ticket; an answer is kept only if its ticket is still current.
  const ticket = useRef(0);
  useEffect(
    () => () => {
      ticket.current += 1;
    },
    [],
  );

  const warning = inputWarning(kind, state.value);
  const loading = state.status === 'loading';
  const canSubmit = !loading && isCompleteNumber(state.value) && warning === null;

  const setValue = useCallback((raw: string) => {
    const value = cleanPredictorInput(raw);
    setState((previous) => {
      if (value === previous.value) return previous;
      ticket.current += 1;
      return { value, status: 'idle', result: null, error: null };
    });
  }, []);

  const reset = useCallback(() => {
    ticket.current += 1;
    setState(EMPTY);
  }, []);

  const submit = async () => {
    if (!canSubmit) return;
    const mine = (ticket.current += 1);
    const { value } = state;
    setState({ value, status: 'loading', result: null, error: null });
    let next: PredictionState;
    try {
      const data = await request(api, value);
      next = isPredictionResponse(data)
        ? { value, status: 'success', result: data, error: null }
        : { value, status: 'error', result: null, error: PREDICTOR_MESSAGES.unexpectedFormat };
    } catch (error) {
      next = { value, status: 'error', result: null, error: predictionErrorMessage(error) };
    }
    if (mine === ticket.current) setState(next);
  };

  return { ...state, warning, loading, canSubmit, setValue, reset, submit };
}

export type Prediction = ReturnType<typeof usePrediction>;
