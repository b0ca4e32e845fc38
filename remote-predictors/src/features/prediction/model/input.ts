// What the visitor may type into a predictor input, and when it counts as a number to send.
import { predictorInputWarning, stripLeadingZeros, type PredictorInputKind } from 'shared-contracts';

/**
 * Keeps what a number can hold (digits, one leading minus, one decimal point), then strips leading zeros:
 * "007" -> "7", "-0050" -> "-50", "0.5" stays. A minus is kept for every kind: a negative percentile must
 * reach the validator to get its own message.
 */
export function cleanPredictorInput(raw: string): string {
  let text = raw.replace(/[^\d.-]/g, '');
  const negative = text.startsWith('-');
  text = text.replace(/-/g, '');
  const dot = text.indexOf('.');
  if (dot !== -1) text = text.slice(0, dot + 1) + text.slice(dot + 1).replace(/\./g, '');
  return stripLeadingZeros((negative ? '-' : '') + text);
}

/** "-", "." or "-." are numbers still being typed: no warning yet, nothing to send either. */
export function isCompleteNumber(text: string): boolean {
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text);
}

/** The validation warning for what is typed so far, or null (also while it is empty or half-typed). */
export function inputWarning(kind: PredictorInputKind, text: string): string | null {
  if (!isCompleteNumber(text)) return null;
  return predictorInputWarning(kind, text);
}
