import { API_PATHS, type FilterOption, type FinderDataBasis, type JeeFinderResponse, type JeeFinderRow, type JosaaHistoryPoint, type JosaaInstituteOption, type JosaaSeatRow, type JeeFinderSeatResponse, type JeeFinderSeatRow } from 'shared-contracts';
import type { Handler } from 'shared-contracts/testing';

const opt = (value: string, label = value): FilterOption => ({ value, label });
export const ALL_OPTION = opt('ALL', 'All');

export const OPTIONS: Record<string, FilterOption[]> = {
  // The years with data, newest first, as the API lists them (no ALL).
  years: [2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018].map((y) => opt(String(y))),
  'exam-types': [ALL_OPTION, opt('jee_main', 'JEE Main'), opt('jee_advanced', 'JEE Advanced')],
  quotas: [ALL_OPTION, opt('AI', 'All India'), opt('HS', 'Home State'), opt('OS', 'Other State')],
  'seat-types': [ALL_OPTION, opt('OPEN', 'OPEN (General)'), opt('OBC-NCL'), opt('SC')],
  genders: [
    ALL_OPTION,
    opt('Gender-Neutral'),
    opt('Female-only (including Supernumerary)', 'Female-only (incl. Supernumerary)'),
  ],
  rounds: [ALL_OPTION, ...[1, 2, 3, 4, 5].map((r) => opt(String(r), `Round ${r}`))],
  // The states and union territories as the API names them (value = label, no ALL).
  'home-states': ['Goa', 'Maharashtra', 'Tamil Nadu', 'Uttar Pradesh'].map((s) => opt(s)),
};

/** The JEE finder page's API: every option list from OPTIONS, and `finder` for the search. */
export function jeeFinderRoutes(finder: Handler): Record<string, Handler> {
  const routes: Record<string, Handler> = { [API_PATHS.josaaFinder]: finder };
  for (const list of ['years', 'exam-types', 'quotas', 'seat-types', 'genders', 'rounds', 'home-states'] as const) {
    routes[API_PATHS.josaaOptions(list)] = () => ({ options: OPTIONS[list] });
  }
  return routes;
}

export const CSE = 'Computer Science and Engineering (4 Years, Bachelor of Technology)';
export const EE = 'Electrical Engineering (4 Years, Bachelor of Technology)';

export const row = (overrides: Partial<JeeFinderRow> = {}): JeeFinderRow => ({
  institute: 'Indian Institute of Technology Bombay',
  program: CSE,
  branch: 'Computer Science and Engineering',
  opening_rank: '1',
  closing_rank: '68',
  seat_type: 'OPEN',
  quota: 'AI',
  round: 5,
  gender: 'Gender-Neutral',
  chance: 'High',
  competitiveness: 'Highly Competitive',
  nirf_rank: 3,
  year: 2024,
  institute_type: 'IIT',
  ...overrides,
});

export const ROWS: JeeFinderRow[] = [
  row(),
  row({ institute: 'Indian Institute of Technology Delhi', program: EE, branch: 'Electrical Engineering', opening_rank: '120', closing_rank: '585', chance: 'Medium', nirf_rank: 2 }),
  row({ institute: 'National Institute of Technology Goa', branch: 'Computer Science and Engineering', opening_rank: '30P', closing_rank: '44P', chance: 'Low', competitiveness: 'Less Competitive', nirf_rank: null, institute_type: 'NIT', quota: 'HS' }),
];

/** JoSAA 2026 as published: rounds 1-5, one fewer than 2025. */
export const JOSAA_2026_BASIS: FinderDataBasis = {
  source: 'JoSAA',
  year: 2026,
  round: null,
  rounds: [1, 2, 3, 4, 5],
  previous_year: { year: 2025, rounds: [1, 2, 3, 4, 5, 6] },
};

export function paged(results: JeeFinderRow[] = ROWS, overrides: Partial<JeeFinderResponse> = {}): JeeFinderResponse {
  return { results, count: results.length, page: 1, total_pages: 1, data: JOSAA_2026_BASIS, ...overrides };
}

/** The finder's answer in the seat view (view=seat). */
export function pagedSeats(results: JeeFinderSeatRow[]): JeeFinderSeatResponse {
  return { results, count: results.length, page: 1, total_pages: 1, data: JOSAA_2026_BASIS };
}

export const INSTITUTES: JosaaInstituteOption[] = [
  { value: 'Indian Institute of Technology Bombay', label: 'Indian Institute of Technology Bombay', institute_type: 'IIT' },
  { value: 'Indian Institute of Technology Delhi', label: 'Indian Institute of Technology Delhi', institute_type: 'IIT' },
  { value: 'National Institute of Technology, Tiruchirappalli', label: 'National Institute of Technology, Tiruchirappalli', institute_type: 'NIT' },
];

export const seat = (overrides: Partial<JosaaSeatRow> = {}): JosaaSeatRow => ({
  program: CSE,
  branch: 'Computer Science and Engineering',
  quota: 'AI',
  seat_type: 'OPEN',
  gender: 'Gender-Neutral',
  opening_rank: '1',
  closing_rank: '68',
  year: 2025,
  round: 5,
  ...overrides,
});

export const SEATS: JosaaSeatRow[] = [
  seat(),
  seat({ seat_type: 'OBC-NCL', opening_rank: '20', closing_rank: '39' }),
  seat({ program: EE, branch: 'Electrical Engineering', opening_rank: '300', closing_rank: '585' }),
];

export const HISTORY: JosaaHistoryPoint[] = [
  ...[2018, 2019, 2020, 2021, 2022, 2023, 2024].map((year, i) => ({
    year,
    round: 6,
    opening_rank: '1',
    closing_rank: String(60 + i),
    closing_rank_num: 60 + i,
    is_preparatory: false,
  })),
  ...[2025, 2026].flatMap((year) =>
    [1, 2, 3, 4, 5].map((round) => ({
      year,
      round,
      opening_rank: '1',
      closing_rank: String(60 + round),
      closing_rank_num: 60 + round,
      is_preparatory: false,
    })),
  ),
];

/** A seat of the seat view: NIT Trichy's Home State CSE seat in 2025, five rounds, three years. */
export const seatRow = (overrides: Partial<JeeFinderSeatRow> = {}): JeeFinderSeatRow => ({
  institute: 'National Institute of Technology, Tiruchirappalli',
  program: CSE,
  branch: 'Computer Science and Engineering',
  quota: 'HS',
  seat_type: 'OPEN',
  gender: 'Gender-Neutral',
  institute_type: 'NIT',
  nirf_rank: 9,
  year: 2025,
  rounds: [
    { round: 1, opening_rank: '900', closing_rank: '5210' },
    { round: 2, opening_rank: '900', closing_rank: '5580' },
    { round: 3, opening_rank: '900', closing_rank: '6020' },
    { round: 4, opening_rank: '900', closing_rank: '6110' },
    { round: 5, opening_rank: '900', closing_rank: '16200' },
  ],
  final_round: 5,
  final_closing_rank: '16200',
  recent_years: [
    { year: 2025, round: 5, closing_rank: '16200' },
    { year: 2024, round: 6, closing_rank: '15010' },
    { year: 2023, round: 6, closing_rank: '44P' },
  ],
  chance: 'High',
  competitiveness: 'Highly Competitive',
  ...overrides,
});
