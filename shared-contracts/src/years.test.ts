import { jeeFinderYears, mhtcetFinderYears, rankingYears, statewiseFinderYears } from './years';

const at = (year: number) => new Date(Date.UTC(year, 5, 1));

it('lists rankings years from the current year down to 2016, without 2026', () => {
  expect(rankingYears(at(2026))).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]);
  expect(rankingYears(at(2027))[0]).toBe(2027);
  expect(rankingYears(at(2027))).not.toContain(2026);
});

it('lists JEE finder years down to 2018', () => {
  expect(jeeFinderYears(at(2026))).toEqual([2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018]);
});

it('lists MHT-CET and state-wise years from 2023', () => {
  expect(mhtcetFinderYears(at(2026))).toEqual([2025, 2024, 2023]);
  expect(statewiseFinderYears(at(2028))).toEqual([2028, 2027, 2025, 2024, 2023]);
});
