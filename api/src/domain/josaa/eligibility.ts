// Which JoSAA seats a candidate can take, by home state (the State Code of Eligibility: where the candidate
// first appeared for class XII). The one place this rule lives; the finder, the shortlist details and the
// docs (docs/data/josaa.md, "Home-state eligibility") follow it.
//   AI: every candidate.
//   HS: candidates of the states in the institute's hs_quota_states (NIT Delhi: Delhi and Chandigarh; NIT
//       Puducherry: Puducherry and the Andaman and Nicobar Islands; NIT Goa: the UTs of Dadra and Nagar
//       Haveli and Daman and Diu, and Lakshadweep - not Goa).
//   GO, JK, LA, AP: candidates of the states listed for that code in special_quotas (NIT Goa's GO: Goa;
//       NIT Srinagar's JK and LA from 2020; NIT Warangal's AP in 2018-2019).
//   OS: everyone the institute's home quotas of that year (HS and the special ones it published) do not
//       serve. A home candidate takes the home seats instead; an institute that published no home quota
//       that year (BIT Mesra in 2026) has OS seats open to all.
// "That year" follows the data: `yearQuotas` is the set of quotas the institute published in the year.

export const SPECIAL_QUOTAS = ['GO', 'JK', 'LA', 'AP'] as const;

/** An institute's row of institute_states.csv, parsed. */
export interface InstituteHomeQuotas {
  institute: string;
  /** Where the institute is. */
  state: string;
  /** Whose candidates take its HS seats. */
  hsStates: readonly string[];
  /** Whose candidates take each special quota's seats (GO, JK, LA, AP). */
  specialStates: ReadonlyMap<string, readonly string[]>;
}

export interface Eligibility {
  eligible: boolean;
  /** Why not (null when eligible). */
  reason: string | null;
}

const ELIGIBLE: Eligibility = { eligible: true, reason: null };
const not = (reason: string): Eligibility => ({ eligible: false, reason });

const statesText = (states: readonly string[]): string =>
  states.length <= 1 ? (states[0] ?? 'no') : `${states.slice(0, -1).join(', ')} and ${states[states.length - 1]}`;

/** The quotas of the institute that serve its home candidates (HS and the special ones), as published that year. */
function homeQuotasServing(homeState: string, institute: InstituteHomeQuotas, yearQuotas: ReadonlySet<string>): string[] {
  const serving: string[] = [];
  if (yearQuotas.has('HS') && institute.hsStates.includes(homeState)) serving.push('HS');
  for (const [quota, states] of institute.specialStates) {
    if (yearQuotas.has(quota) && states.includes(homeState)) serving.push(quota);
  }
  return serving;
}

/**
 * Whether a candidate of `homeState` can take `quota` seats of `institute` in a year whose published quotas
 * for that institute are `yearQuotas`. An institute without a row (`undefined`) offers its AI seats only.
 */
export function josaaEligibility(
  homeState: string,
  institute: InstituteHomeQuotas | undefined,
  quota: string,
  yearQuotas: ReadonlySet<string>,
): Eligibility {
  if (quota === 'AI') return ELIGIBLE;
  if (institute === undefined) return not(`Whose candidates take the ${quota} seats of this institute is not known; only its AI seats are shown.`);
  const name = institute.institute;
  if (quota === 'HS') {
    return institute.hsStates.includes(homeState) ? ELIGIBLE : not(`HS seats of ${name} are for ${statesText(institute.hsStates)} candidates.`);
  }
  if (quota === 'OS') {
    const home = homeQuotasServing(homeState, institute, yearQuotas);
    return home.length === 0 ? ELIGIBLE : not(`${homeState} candidates take the ${home.join('/')} seats of ${name}, not its OS seats.`);
  }
  const states = institute.specialStates.get(quota);
  if (states === undefined) return not(`${name} has no ${quota} quota for any home state.`);
  return states.includes(homeState) ? ELIGIBLE : not(`${quota} seats of ${name} are for ${statesText(states)} candidates.`);
}

/** `a; b` -> ['a', 'b'] (empty cells: none). */
export const parseStateList = (cell: string): string[] =>
  cell.split(';').map((s) => s.trim()).filter((s) => s !== '');

/**
 * `JK: Jammu and Kashmir; LA: Ladakh` -> JK -> [Jammu and Kashmir], LA -> [Ladakh]. A part without a code
 * adds a state to the code before it. Returns the problems instead when the cell does not read.
 */
export function parseSpecialQuotas(cell: string): Map<string, string[]> | string {
  const quotas = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const part of parseStateList(cell)) {
    const match = /^([A-Z]{2})\s*:\s*(.+)$/.exec(part);
    if (match) {
      if (!(SPECIAL_QUOTAS as readonly string[]).includes(match[1])) return `unknown special quota ${match[1]} (known: ${SPECIAL_QUOTAS.join(', ')})`;
      current = quotas.get(match[1]) ?? [];
      quotas.set(match[1], current);
      current.push(match[2].trim());
    } else if (current) {
      current.push(part);
    } else {
      return `"${part}" names no quota (write CODE: state)`;
    }
  }
  return quotas;
}
