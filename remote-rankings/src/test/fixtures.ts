import type { FilterOption, RankingRow, RankingsResponse } from 'shared-contracts';

export const ROWS: RankingRow[] = [
  { rank: 1, institute_id: 'IR-E-U-0456', name: 'Indian Institute of Technology Madras', city: 'Chennai', state: 'Tamil Nadu', score: 89.46, tlr: 92.5, rpc: 88.1, go: 80.4, oi: 64.3, perception: 100 },
  { rank: 2, institute_id: 'IR-E-I-1074', name: 'Indian Institute of Technology Delhi', city: 'New Delhi', state: 'Delhi', score: 86.66, tlr: 88.9, rpc: 90.2, go: 82.1, oi: 60.7, perception: 91.3 },
  { rank: '101-150', institute_id: null, name: 'College of Engineering, Pune', city: 'Pune', state: 'Maharashtra', score: null, tlr: null, rpc: null, go: null, oi: null, perception: null },
];

export const STATE_OPTIONS: FilterOption[] = [
  { value: 'delhi', label: 'Delhi' },
  { value: 'maharashtra', label: 'Maharashtra' },
  { value: 'tamil-nadu', label: 'Tamil Nadu' },
];

export function page(results: RankingRow[] = ROWS, overrides: Partial<RankingsResponse> = {}): RankingsResponse {
  return { results, count: results.length, page: 1, total_pages: 1, ...overrides };
}
