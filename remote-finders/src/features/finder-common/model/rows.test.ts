import { toRowView, toRowViews, formatPercentile, formatRank } from './rows';

const base = {
  opening_rank: null,
  closing_rank: 1523,
  opening_percentile: null,
  closing_percentile: 99.6543,
  seat_type: 'GOPENS',
  quota: 'State Level',
  round: 1,
  clg_code: '06006',
  branch_code: '0600624210',
  status: 'Government Autonomous',
  year: 2025,
  district: 'Pune',
};

describe('MHT-CET rows', () => {
  it('accepts both naming variants', () => {
    const a = toRowView({ ...base, clg_name: 'COEP Technological University', branch_name: 'Computer Engineering', chance: 'High' }, 0);
    const b = toRowView({ ...base, institute: 'COEP Technological University', branch: 'Computer Engineering', chance: 'High' }, 0);
    expect(a.institute).toBe('COEP Technological University');
    expect(a.branch).toBe('Computer Engineering');
    expect({ ...b, key: a.key }).toEqual(a);
  });

  it('defaults the chance to Low and keeps null opening values', () => {
    const [row] = toRowViews([{ ...base, institute: 'X', branch: 'Y', chance: undefined }]);
    expect(row.chance).toBe('Low');
    expect(formatRank(row.openingRank)).toBe('N/A');
    expect(formatPercentile(row.openingPercentile)).toBe('N/A');
    expect(formatRank(123456)).toBe('1,23,456');
    expect(formatPercentile(99.6543)).toBe('99.6543');
    expect(formatPercentile(95.5)).toBe('95.50');
  });
});
