// The CSV export: exactly the spec's CSV_COLUMNS, RFC 4180 quoting, and a file name by year and state.
import { CSV_COLUMNS, csvField, inertText, orNA, type RankingRow } from 'shared-contracts';

/** Row fields in CSV_COLUMNS order; the tuple length must match the header. */
const CSV_FIELDS = ['rank', 'institute_id', 'name', 'city', 'state', 'score', 'tlr', 'rpc', 'go', 'oi', 'perception'] as const satisfies readonly (keyof RankingRow)[] & {
  length: (typeof CSV_COLUMNS)['length'];
};

/**
 * One cell: numbers as numbers (a negative score stays -1.5, summable), text made inert, null as N/A. The
 * type of the value decides, not the column: a band rank such as "101-150" is text, rank 7 a number.
 */
function csvCell(value: string | number | null): string {
  return csvField(typeof value === 'number' ? String(value) : inertText(orNA(value)));
}

/** The CSV text: header line, one line per row, CRLF line ends; null values read N/A as on screen. */
export function buildRankingsCsv(rows: readonly RankingRow[]): string {
  const lines = [CSV_COLUMNS.map(csvCell).join(',')];
  for (const row of rows) lines.push(CSV_FIELDS.map((field) => csvCell(row[field])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** nirf_rankings_2025.csv, or nirf_rankings_2025_Tamil_Nadu.csv for one state. */
export function rankingsCsvFileName(year: number, stateLabel?: string): string {
  const state = (stateLabel ?? '').trim().replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return state ? `nirf_rankings_${year}_${state}.csv` : `nirf_rankings_${year}.csv`;
}
