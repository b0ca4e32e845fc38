// The rankings' year list: the current year down to 2016, never 2026 (NIRF has published no 2026
// engineering list); a year without data shows the rankings' "no NIRF data" warning. The finders'
// year lists are not a rule of their own: they are the years whose cut-offs are imported, from the API
// (/cutoffs/options/{josaa,mhtcet}/years/).
const EXCLUDED_YEARS = new Set([2026]);

function yearsDownTo(oldest: number, now: Date): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= oldest; year -= 1) if (!EXCLUDED_YEARS.has(year)) years.push(year);
  return years;
}

/** NIRF rankings: current year down to 2016. */
export const rankingYears = (now: Date = new Date()) => yearsDownTo(2016, now);
