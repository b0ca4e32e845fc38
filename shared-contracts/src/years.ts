// Year-list rules of the spec's section 5: newest first, and 2026 is never offered.
const EXCLUDED_YEARS = new Set([2026]);

function yearsDownTo(oldest: number, now: Date): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= oldest; year -= 1) if (!EXCLUDED_YEARS.has(year)) years.push(year);
  return years;
}

/** NIRF rankings: current year down to 2016. */
export const rankingYears = (now: Date = new Date()) => yearsDownTo(2016, now);
/** JEE (JoSAA) finder: current year down to 2018. */
export const jeeFinderYears = (now: Date = new Date()) => yearsDownTo(2018, now);
/** MHT-CET and state-wise finders: 2023 up to the current year (listed newest first). */
export const mhtcetFinderYears = (now: Date = new Date()) => yearsDownTo(2023, now);
export const statewiseFinderYears = mhtcetFinderYears;
