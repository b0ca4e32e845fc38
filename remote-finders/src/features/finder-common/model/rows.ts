// A finder row under either naming variant of the spec (clg_name / institute, branch_name / branch),
// read into one shape the tables and cards render.
import { formatIndianNumber, type Chance, type MhtcetFinderRow, type NullableNumber } from 'shared-contracts';

export interface MhtcetRowView {
  key: string;
  institute: string;
  branch: string;
  clgCode: string;
  branchCode: string;
  seatType: string;
  quota: string;
  round: number | null;
  chance: Chance;
  status: string | null;
  year: number | null;
  district: string | null;
  openingRank: NullableNumber;
  closingRank: NullableNumber;
  openingPercentile: NullableNumber;
  closingPercentile: NullableNumber;
}

type AnyRow = Partial<MhtcetFinderRow> & Record<string, unknown>;

const text = (...values: unknown[]): string => {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value;
  for (const value of values) if (typeof value === 'number') return String(value);
  return '';
};

const numberOrNull = (value: unknown): NullableNumber => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};

const CHANCES: readonly Chance[] = ['High', 'Medium', 'Low'];
/** The spec: chance defaults to Low. */
const chanceOf = (value: unknown): Chance => (CHANCES.includes(value as Chance) ? (value as Chance) : 'Low');

export function toRowView(row: AnyRow, index: number): MhtcetRowView {
  const clgCode = text(row.clg_code);
  const branchCode = text(row.branch_code);
  const seatType = text(row.seat_type);
  const quota = text(row.quota);
  const round = numberOrNull(row.round);
  return {
    key: [branchCode || clgCode, seatType, quota, round ?? '', text(row.stage), index].join('|'),
    institute: text(row.clg_name, row.institute),
    branch: text(row.branch_name, row.branch),
    clgCode,
    branchCode,
    seatType,
    quota,
    round,
    chance: chanceOf(row.chance),
    status: text(row.status) || null,
    year: numberOrNull(row.year),
    district: text(row.district) || null,
    openingRank: numberOrNull(row.opening_rank),
    closingRank: numberOrNull(row.closing_rank),
    openingPercentile: numberOrNull(row.opening_percentile),
    closingPercentile: numberOrNull(row.closing_percentile),
  };
}

export const toRowViews = (rows: readonly unknown[] | undefined): MhtcetRowView[] =>
  (rows ?? []).map((row, index) => toRowView((row ?? {}) as AnyRow, index));

/** A merit number with Indian digit grouping, or N/A. */
export const formatRank = (value: NullableNumber) => (value === null ? 'N/A' : formatIndianNumber(value));
/** A percentile to at most 4 decimals (the lists print 7), or N/A. */
export const formatPercentile = (value: NullableNumber) =>
  value === null ? 'N/A' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
