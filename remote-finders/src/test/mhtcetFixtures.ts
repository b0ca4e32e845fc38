// Fake MHT-CET / state-wise API answers for the page tests (values shaped like the real 2025 lists).
import { API_PATHS, type FilterOption, type MhtcetFinderResponse, type MhtcetResultRow } from 'shared-contracts';
import type { Handler, Params } from 'shared-contracts/testing';

export const QUOTAS: FilterOption[] = [
  { value: 'Home University Seats Allotted to Home University Candidates', label: 'Home University (HU candidates)' },
  { value: 'State Level', label: 'State Level' },
  // The API never offers these; the page must drop them if it ever did.
  { value: 'All India Seats', label: 'All India Seats' },
];
export const SEAT_TYPES: FilterOption[] = [
  { value: 'AI', label: 'AI - All India seats (All India merit list)' },
  { value: 'GOPENH', label: 'GOPENH - General, Open category, Home University seats' },
  { value: 'GOPENO', label: 'GOPENO - General, Open category, Other Than Home University seats' },
  { value: 'GOPENS', label: 'GOPENS - General, Open category, State Level seats' },
  { value: 'LOBCH', label: 'LOBCH - Ladies, Other Backward Classes (OBC), Home University seats' },
  { value: 'TFWS', label: 'TFWS - Tuition Fee Waiver Scheme (TFWS)' },
];
export const DISTRICTS: FilterOption[] = ['Mumbai City', 'Nagpur', 'Pune'].map((value) => ({ value, label: value }));
export const ROUNDS: FilterOption[] = [
  { value: '1', label: 'CAP Round I' },
  { value: '3', label: 'CAP Round III' },
  { value: '4', label: 'CAP Round IV' },
];
export const HOME_UNIVERSITIES: FilterOption[] = ['Savitribai Phule Pune University', 'University of Mumbai'].map((value) => ({ value, label: value }));
export const BRANCHES: FilterOption[] = ['Computer Engineering', 'Electrical, Electronics and Power', 'Mechanical Engineering'].map((value) => ({ value, label: value }));

export const COEP_ROW: MhtcetResultRow = {
  institute: 'COEP Technological University',
  branch: 'Computer Engineering',
  opening_rank: null,
  closing_rank: 1203,
  opening_percentile: null,
  closing_percentile: 99.7765183,
  seat_type: 'GOPENS',
  quota: 'State Level',
  round: 1,
  stage: 'I',
  clg_code: '06006',
  branch_code: '0600624210',
  status: 'Government Autonomous',
  year: 2025,
  district: 'Pune',
  chance: 'Medium',
};

export const VJTI_ROW_OTHER_NAMES = {
  clg_name: 'Veermata Jijabai Technological Institute(VJTI), Matunga, Mumbai',
  branch_name: 'Electrical Engineering',
  opening_rank: null,
  closing_rank: 5120,
  opening_percentile: null,
  closing_percentile: 98.9,
  seat_type: 'LOBCH',
  quota: 'Home University Seats Allotted to Home University Candidates',
  round: 3,
  clg_code: '03012',
  branch_code: '0301229310',
  status: null,
  year: 2025,
  district: 'Mumbai City',
  chance: 'High',
};

export function finderAnswer(results: unknown[], overrides: Partial<MhtcetFinderResponse> = {}): MhtcetFinderResponse {
  return {
    results: results as MhtcetResultRow[],
    count: results.length,
    page: 1,
    total_pages: 1,
    year: 2025,
    round: null,
    basis: 'mhtcet_rank',
    available_rounds: [1, 3, 4],
    data: { source: 'MHT-CET CAP', year: overrides.year ?? 2025, round: overrides.round ?? null, rounds: overrides.available_rounds ?? [1, 3, 4] },
    ...overrides,
  };
}

/** Option lists under the spec's alternative keys (quotas / seat_types / districts / rounds / branches). */
export function optionRoutes(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    // The years with data, newest first (no 2026 CAP lists yet).
    [API_PATHS.mhtcetOptions('years')]: () => ({ years: [2025, 2024, 2023].map((year) => ({ value: String(year), label: String(year) })) }),
    [API_PATHS.mhtcetOptions('quotas')]: () => ({ quotas: QUOTAS }),
    [API_PATHS.mhtcetOptions('seat-types')]: () => ({ seat_types: SEAT_TYPES }),
    [API_PATHS.mhtcetOptions('districts')]: () => ({ options: DISTRICTS }),
    [API_PATHS.mhtcetOptions('rounds')]: (params: Params) => ({ rounds: params.quota ? ROUNDS.slice(0, 2) : ROUNDS }),
    [API_PATHS.mhtcetOptions('branches')]: () => ({ branches: BRANCHES }),
    [API_PATHS.mhtcetOptions('home-universities')]: () => ({ options: HOME_UNIVERSITIES }),
    ...extra,
  };
}

export const STATEWISE_ROWS: MhtcetResultRow[] = [
  {
    ...COEP_ROW,
    institute: 'Thadomal Shahani Engineering College, Bandra, Mumbai',
    branch: 'Computer Engineering',
    closing_rank: 2510,
    closing_percentile: 97.2792259,
    seat_type: 'AI',
    quota: 'All India Seats',
    quota_detail: 'AI to AI | JEE(Main)',
    round: 2,
    stage: null,
    clg_code: '03182',
    branch_code: '0318224510',
    status: '',
    district: 'Mumbai Suburban',
    chance: 'Low',
  },
  {
    ...COEP_ROW,
    institute: 'Walchand College of Engineering, Sangli',
    branch: 'Robotics and Automation',
    closing_rank: 2763,
    closing_percentile: 97.0732639,
    seat_type: 'AI',
    quota: 'All India Seats',
    quota_detail: 'AI to AI | JEE(Main)',
    round: 1,
    stage: null,
    clg_code: '06007',
    branch_code: '0600721970U',
    status: 'Government-Aided Autonomous',
    district: 'Sangli',
    chance: 'Medium',
  },
  {
    ...COEP_ROW,
    institute: 'Walchand College of Engineering, Sangli',
    branch: 'Computer Science and Engineering',
    closing_rank: 2900,
    closing_percentile: 96.9,
    seat_type: 'AI',
    quota: 'All India Seats',
    round: 3,
    stage: null,
    clg_code: '06007',
    branch_code: '0600724210',
    status: 'Government-Aided Autonomous',
    district: 'Sangli',
    chance: 'High',
  },
];

export function statewiseAnswer(results: MhtcetResultRow[] = STATEWISE_ROWS, overrides: Partial<MhtcetFinderResponse> = {}): MhtcetFinderResponse {
  return finderAnswer(results, {
    basis: 'jee_main_percentile',
    jee_main_percentile: 96.6666667,
    jee_main_rank: 50000,
    available_rounds: [1, 2, 3],
    count: 120,
    total_pages: 3,
    ...overrides,
  });
}
