// Each authorization code is exchanged once: its state is kept in sessionStorage as processed_<code>
// (processing, success or failed), and an exchange in flight is shared, so a second render or a remount
// (React's development double effects) waits for the first instead of spending the code again.
import { STORAGE_KEYS } from 'shared-contracts';
import { readItem, writeItem } from '../../../lib/storage';

export type CodeState = 'processing' | 'success' | 'failed';

const key = (code: string) => `${STORAGE_KEYS.processedPrefix}${code}`;

export function codeState(code: string): CodeState | null {
  const value = readItem('session', key(code));
  return value === 'processing' || value === 'success' || value === 'failed' ? value : null;
}

export function setCodeState(code: string, state: CodeState): void {
  writeItem('session', key(code), state);
}

const inFlight = new Map<string, Promise<void>>();

/** Runs `exchange` for `code` once; later callers get the same promise while it runs. */
export function exchangeOnce(code: string, exchange: () => Promise<void>): Promise<void> {
  const running = inFlight.get(code);
  if (running) return running;
  setCodeState(code, 'processing');
  const promise = exchange().then(
    () => setCodeState(code, 'success'),
    (error: unknown) => {
      setCodeState(code, 'failed');
      throw error;
    },
  );
  inFlight.set(code, promise);
  promise.then(
    () => inFlight.delete(code),
    () => inFlight.delete(code),
  );
  return promise;
}

export const isExchangeRunning = (code: string) => inFlight.has(code);
