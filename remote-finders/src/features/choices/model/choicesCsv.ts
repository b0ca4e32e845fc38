// The choice list as a CSV file: the filters and the data year first (lines starting with #, which a
// spreadsheet shows as text), then one row per choice in the student's order.
import { csvCell, csvText, type ShortlistSeatDetails } from 'shared-contracts';
import type { ChoiceExam } from './advice';

export interface ChoicesCsvContext {
  exam: ChoiceExam;
  rank: number | null;
  /** Home state (JoSAA) or home university (MHT-CET), when given. */
  home: string | null;
  /** The year whose cut-offs the chances rest on. */
  year: number | null;
}

const HEADER = ['Order', 'Institute', 'Program', 'Quota', 'Seat type', 'Gender', 'Chance', 'Latest closing rank', 'Open to you'];

function latestClosing(line: ShortlistSeatDetails): string | null {
  const points = line.history.filter((p) => p.year === line.latest_year);
  return points.length > 0 ? points[points.length - 1].closing_rank : null;
}

export function buildChoicesCsv(lines: readonly ShortlistSeatDetails[], context: ChoicesCsvContext): string {
  const source = context.exam === 'josaa' ? 'JoSAA' : 'MHT-CET CAP';
  const homeLabel = context.exam === 'josaa' ? 'Home state' : 'Home university';
  const rows = [
    csvCell(`# ${source} choice list`),
    csvCell(`# Rank: ${context.rank ?? 'not given'}`),
    csvCell(`# ${homeLabel}: ${context.home ?? 'not given'}`),
    csvCell(`# Chances from ${source} ${context.year ?? '(no data)'} final-round closing ranks`),
    HEADER.map((h) => csvCell(h)).join(','),
  ];
  lines.forEach((line, index) => {
    const { item } = line;
    const cells: (string | number | null)[] =
      item.exam === 'josaa'
        ? [index + 1, item.institute, item.program, item.quota, item.seat_type, item.gender]
        : [index + 1, item.institute, item.branch, '', item.seat_type, ''];
    const closing = latestClosing(line);
    const closingCell = closing !== null && /^\d+$/.test(closing) ? Number(closing) : closing;
    cells.push(line.chance, closingCell, line.eligible === null ? '' : line.eligible ? 'Yes' : 'No');
    rows.push(cells.map((cell) => csvCell(cell)).join(','));
  });
  return csvText(rows);
}

export function choicesCsvFileName(exam: ChoiceExam): string {
  return exam === 'josaa' ? 'josaa_choice_list.csv' : 'mhtcet_choice_list.csv';
}
