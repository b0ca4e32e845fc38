import { formatPublishedRank, publishedRankNumber, roundShares } from './seat';

describe('seat view ranks', () => {
  it('group digits the Indian way and keep the preparatory P', () => {
    expect(formatPublishedRank('15234')).toBe('15,234');
    expect(formatPublishedRank('123456')).toBe('1,23,456');
    expect(formatPublishedRank('44P')).toBe('44P');
    expect(formatPublishedRank('1200P')).toBe('1,200P');
    expect(formatPublishedRank('')).toBe('N/A');
    expect(formatPublishedRank('n/a')).toBe('n/a');
  });

  it('read the number of a rank', () => {
    expect(publishedRankNumber('44P')).toBe(44);
    expect(publishedRankNumber(' 900 ')).toBe(900);
    expect(publishedRankNumber('x')).toBeNull();
  });

  it('give each round its share of the largest closing rank', () => {
    expect(roundShares(['500', '1000', '750'])).toEqual([0.5, 1, 0.75]);
    expect(roundShares(['10P', 'x'])).toEqual([1, 0]);
    expect(roundShares([])).toEqual([]);
  });
});
