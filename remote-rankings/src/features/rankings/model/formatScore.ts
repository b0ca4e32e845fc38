import { orNA } from 'shared-contracts';

/**
 * On-screen score: two decimals so a column's values line up (the API drops trailing zeros, e.g. 79.2),
 * N/A when missing. The CSV keeps the values exactly as served.
 */
export function formatScore(value: number | null | undefined): string {
  return orNA(typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : value);
}
