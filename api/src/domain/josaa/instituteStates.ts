// The imported institute_states.csv (table josaa_institute_states) as eligibility.ts reads it: one parsed
// row per institute, kept in memory until the data set is imported again.
import type { Db } from '../../db/createDb';
import { perDataset } from '../perDataset';
import { parseSpecialQuotas, parseStateList, type InstituteHomeQuotas } from './eligibility';

export const INSTITUTE_STATES_DATASET = 'josaa_institute_states';

export interface InstituteStates {
  byInstitute: ReadonlyMap<string, InstituteHomeQuotas>;
  /** Different for each load: part of the cache keys of answers that depend on the table. */
  generation: number;
}

let generations = 0;

async function load(db: Db): Promise<InstituteStates> {
  const rows = await db.selectFrom('josaa_institute_states').select(['institute', 'state', 'hs_quota_states', 'special_quotas']).execute();
  const byInstitute = new Map<string, InstituteHomeQuotas>();
  for (const row of rows) {
    const special = parseSpecialQuotas(row.special_quotas);
    byInstitute.set(row.institute, {
      institute: row.institute,
      state: row.state,
      hsStates: parseStateList(row.hs_quota_states),
      // Checked at import; a row edited by hand afterwards loses its special quotas rather than the API.
      specialStates: typeof special === 'string' ? new Map() : special,
    });
  }
  generations += 1;
  return { byInstitute, generation: generations };
}

const kept = perDataset(INSTITUTE_STATES_DATASET, () => ({ loaded: undefined as Promise<InstituteStates> | undefined }));

/** The institutes' home quotas now in `db`. */
export async function instituteStates(db: Db): Promise<InstituteStates> {
  const entry = await kept.current(db);
  if (!entry.loaded) {
    const loading = load(db);
    entry.loaded = loading;
    loading.catch(() => {
      if (entry.loaded === loading) entry.loaded = undefined;
    });
  }
  return entry.loaded;
}

/** Drops the kept table of `db` (after an import in this process). */
export function forgetInstituteStates(db: Db): void {
  kept.forget(db);
}
