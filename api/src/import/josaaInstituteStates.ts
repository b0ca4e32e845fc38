// Import of DATA_DIR/josaa/institute_states.csv: where each JoSAA institute is and whose candidates its HS
// and special quotas (GO, JK, LA, AP) serve; the home-state eligibility of domain/josaa/eligibility.ts
// reads it. Every state must be an official state/UT name and every special quota readable; bad rows
// are reported and skipped. Each import (and each skipped one) also reports the institutes of the stored
// cut-offs that have no row, since their HS/OS seats cannot be offered to anyone by home state.
import type { Insertable } from 'kysely';
import type { Db } from '../db/createDb';
import type { JosaaInstituteStatesTable } from '../db/schema';
import { parseSpecialQuotas, parseStateList } from '../domain/josaa/eligibility';
import { forgetInstituteStates, INSTITUTE_STATES_DATASET } from '../domain/josaa/instituteStates';
import { officialStateName } from '../domain/states';
import { checkedCsv } from './csv';
import {
  batchInserter,
  importedMessage,
  readDatasetFile,
  replaceDatasetRows,
  silentReporter,
  skippedImport,
  storedDataset,
  type ImportOptions,
  type ImportResult,
} from './datasetStore';

export { INSTITUTE_STATES_DATASET };
export const INSTITUTE_STATES_FILE = 'josaa/institute_states.csv';
export const INSTITUTE_STATES_COLUMNS = ['institute', 'institute_type', 'state', 'hs_quota_states', 'special_quotas', 'source', 'note'] as const;

type Column = (typeof INSTITUTE_STATES_COLUMNS)[number];
export type InstituteStatesRecord = Insertable<JosaaInstituteStatesTable>;

export interface ParsedInstituteStates {
  records: InstituteStatesRecord[];
  errors: string[];
}

/** Official names of a `;`-separated list; the unknown ones go to `problems`. */
function officialList(column: string, cell: string, problems: string[]): string {
  const names = parseStateList(cell).map((raw) => {
    const name = officialStateName(raw);
    if (name === undefined) problems.push(`${column}: "${raw}" is not a state or union territory`);
    return name ?? raw;
  });
  return names.join('; ');
}

/** Parses and checks the CSV text; `file` names it in the errors. */
export function parseInstituteStatesCsv(text: string, file: string): ParsedInstituteStates {
  const errors: string[] = [];
  const records: InstituteStatesRecord[] = [];
  const seen = new Map<string, number>();
  const csv = checkedCsv(text, file, errors, INSTITUTE_STATES_COLUMNS);
  for (const { line, where, fields } of csv.rows) {
    const get = (column: Column) => fields[csv.index[column]].trim().replace(/\s+/g, ' ');
    const problems: string[] = [];
    const institute = get('institute');
    if (institute === '') problems.push('institute is required');
    const state = officialStateName(get('state'));
    if (state === undefined) problems.push(`state: "${get('state')}" is not a state or union territory`);
    const hsStates = officialList('hs_quota_states', get('hs_quota_states'), problems);
    const special = parseSpecialQuotas(get('special_quotas'));
    if (typeof special === 'string') problems.push(`special_quotas: ${special}`);
    else for (const [, states] of special) officialList('special_quotas', states.join(';'), problems);
    const first = seen.get(institute);
    if (first !== undefined) problems.push(`the institute already has a row on line ${first}`);
    if (problems.length > 0) {
      errors.push(`${where}: ${problems.join('; ')}`);
      continue;
    }
    seen.set(institute, line);
    records.push({
      institute,
      institute_type: get('institute_type'),
      state: state as string,
      hs_quota_states: hsStates,
      special_quotas: get('special_quotas'),
      source: get('source'),
      note: get('note'),
    });
  }
  return { records, errors };
}

/** The institutes of the stored JoSAA cut-offs without a row in josaa_institute_states, alphabetically. */
export async function institutesWithoutStates(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('josaa_cutoffs')
    .select('institute')
    .distinct()
    .where('institute', 'not in', db.selectFrom('josaa_institute_states').select('institute'))
    .orderBy('institute')
    .execute();
  return rows.map((r) => r.institute);
}

const missingMessage = (missing: readonly string[]) =>
  `${INSTITUTE_STATES_DATASET}: ${missing.length} institute(s) of the JoSAA cut-offs have no row (only their AI seats are offered by home state): ${missing.join(' | ')}`;

export async function importInstituteStates(db: Db, file: string, options: ImportOptions = {}): Promise<ImportResult> {
  const started = Date.now();
  const reporter = options.reporter ?? silentReporter;
  const { content, checksum } = await readDatasetFile(file);
  const stored = await storedDataset(db, INSTITUTE_STATES_DATASET);
  let result: ImportResult;
  if (!options.force && stored?.checksum === checksum) {
    result = skippedImport(reporter, stored, { dataset: INSTITUTE_STATES_DATASET, file, checksum, started });
  } else {
    const { records, errors } = parseInstituteStatesCsv(content.toString('utf8'), file);
    for (const error of errors) reporter.warn(error);
    await replaceDatasetRows(db, {
      dataset: INSTITUTE_STATES_DATASET,
      table: 'josaa_institute_states',
      rows: records,
      checksum,
      insert: batchInserter('josaa_institute_states', 200),
      reporter,
      reportEvery: 1000,
      onProgress: options.onProgress,
    });
    forgetInstituteStates(db);
    reporter.info(importedMessage(INSTITUTE_STATES_DATASET, records.length, Date.now() - started, errors));
    result = { dataset: INSTITUTE_STATES_DATASET, file, status: 'imported', rows: records.length, errors, checksum, ms: Date.now() - started };
  }
  const missing = await institutesWithoutStates(db);
  if (missing.length > 0) {
    const message = missingMessage(missing);
    reporter.warn(message);
    result.errors = [...result.errors, message];
  }
  return result;
}
