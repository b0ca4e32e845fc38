import { formatScore } from './formatScore';

describe('formatScore', () => {
  it('shows two decimals', () => {
    expect(formatScore(79.2)).toBe('79.20');
    expect(formatScore(100)).toBe('100.00');
    expect(formatScore(88.726)).toBe('88.73');
  });
  it('shows N/A for missing values', () => {
    expect(formatScore(null)).toBe('N/A');
    expect(formatScore(undefined)).toBe('N/A');
  });
});
