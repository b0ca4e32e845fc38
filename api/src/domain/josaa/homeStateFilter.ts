// The finder's home-state filter, computed once per year's index and home state so the search loop pays
// one array read per row: each row's institute number (once per year), and per home state a table of
// (institute number, quota id) -> 1 when eligibility.ts lets the candidate take those seats that year.
import type { Db } from '../../db/createDb';
import { josaaEligibility } from './eligibility';
import { instituteStates } from './instituteStates';
import type { YearIndex } from './seatIndex';

/** Quota ids are bytes (seatIndex.ts): a table row per institute has this many entries. */
const QUOTA_SLOTS = 256;

interface YearInstitutes {
  /** The institute number of each position. */
  instituteOf: Uint16Array;
  names: string[];
  /** The quotas each institute published that year. */
  quotasOf: Set<string>[];
  /** Per (home state, institute-states generation): the allowed table. */
  allowed: Map<string, Uint8Array>;
}

const perYear = new WeakMap<YearIndex, YearInstitutes>();

function yearInstitutes(index: YearIndex): YearInstitutes {
  let known = perYear.get(index);
  if (known) return known;
  const numbers = new Map<string, number>();
  const n = index.round.length;
  const instituteOf = new Uint16Array(n);
  const names: string[] = [];
  const quotasOf: Set<string>[] = [];
  const { text } = index.names;
  for (let pos = 0; pos < n; pos += 1) {
    const institute = text[index.texts.institute[pos]];
    let id = numbers.get(institute);
    if (id === undefined) {
      id = names.length;
      numbers.set(institute, id);
      names.push(institute);
      quotasOf.push(new Set());
    }
    instituteOf[pos] = id;
    quotasOf[id].add(text[index.texts.quota[pos]]);
  }
  known = { instituteOf, names, quotasOf, allowed: new Map() };
  perYear.set(index, known);
  return known;
}

/** What the search loop reads: allowed[instituteOf[pos] * slots + quota[pos]] === 1. */
export interface HomeStateRows {
  instituteOf: Uint16Array;
  allowed: Uint8Array;
  slots: number;
}

/** The filter for candidates of `homeState` over the rows of `index`. */
export async function homeStateRows(db: Db, index: YearIndex, homeState: string): Promise<HomeStateRows> {
  const states = await instituteStates(db);
  const year = yearInstitutes(index);
  const key = `${states.generation}\u0000${homeState}`;
  let allowed = year.allowed.get(key);
  if (!allowed) {
    const table = new Uint8Array(year.names.length * QUOTA_SLOTS);
    year.names.forEach((name, id) => {
      for (const [quota, quotaId] of index.ids.quota) {
        if (josaaEligibility(homeState, states.byInstitute.get(name), quota, year.quotasOf[id]).eligible) table[id * QUOTA_SLOTS + quotaId] = 1;
      }
    });
    year.allowed.set(key, table);
    allowed = table;
  }
  return { instituteOf: year.instituteOf, allowed, slots: QUOTA_SLOTS };
}
