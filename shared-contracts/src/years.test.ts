import { rankingYears } from './years';

const at = (year: number) => new Date(`${year}-06-01T00:00:00Z`);

it('rankings: the current year down to 2016, newest first, never 2026', () => {
  expect(rankingYears(at(2026))).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]);
  expect(rankingYears(at(2027))[0]).toBe(2027);
  expect(rankingYears(at(2027))).not.toContain(2026);
});
