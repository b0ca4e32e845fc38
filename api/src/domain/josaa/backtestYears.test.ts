import { finalRoundByYear, outOfSampleYears } from './backtestYears';

describe('finalRoundByYear', () => {
  it('takes the latest round present for each year, whatever its number', () => {
    const rows = [
      { year: 2024, round: 5 },
      { year: 2025, round: 6 },
      { year: 2026, round: 1 },
      { year: 2026, round: 5 },
      { year: 2025, round: 2 },
    ];
    expect(finalRoundByYear(rows)).toEqual(
      new Map([
        [2024, 5],
        [2025, 6],
        [2026, 5],
      ]),
    );
  });
});

describe('outOfSampleYears', () => {
  it('follows the data: every year after the calibration years whose previous year exists', () => {
    const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026];
    expect(outOfSampleYears(years, [2019, 2020, 2021])).toEqual([2022, 2023, 2024, 2025, 2026]);
  });

  it('skips a year whose previous year is missing (nothing to label it from)', () => {
    expect(outOfSampleYears([2020, 2021, 2022, 2024, 2025], [2021])).toEqual([2022, 2025]);
  });
});
