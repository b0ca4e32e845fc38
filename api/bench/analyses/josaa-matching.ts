// JoSAA -> NIRF institute matching on the real data: coverage, the unmatched institutes, and the check
// that every IIT and NIT (IIEST Shibpur included) in a NIRF engineering top 100 matches a JoSAA institute;
// and the check that every JoSAA institute has a row in josaa/institute_states.csv.
// Reads the CSV files directly (no database) through the import's parsers.
//   DATA_DIR  folder holding josaa/josaa_cutoffs*.csv (every file is read) and nirf/nirf_engineering.csv
//             (default ../shared/data)
// Usage: pnpm --filter api run report:josaa-matching
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchedNirfRows, matchInstitutes, nirfRanksByYear, NOT_THE_SAME_INSTITUTE, type MatchMethod, type NirfListRow } from '../../src/domain/josaa/instituteMatching';
import { josaaCutoffFiles, parseJosaaCsv } from '../../src/import/josaa';
import { INSTITUTE_STATES_FILE, parseInstituteStatesCsv } from '../../src/import/josaaInstituteStates';
import { NIRF_FILE, parseNirfCsv } from '../../src/import/nirf';
import { analysisDataDir } from './dataDir';

const dataDir = analysisDataDir();
const josaaFiles = josaaCutoffFiles(dataDir);
const nirfFile = path.join(dataDir, NIRF_FILE);
const josaa = { records: josaaFiles.flatMap((file) => parseJosaaCsv(readFileSync(file, 'utf8'), file).records) };
const nirf = parseNirfCsv(readFileSync(nirfFile, 'utf8'), nirfFile);
const nirfRows: readonly NirfListRow[] = nirf.records;

// An institute's type as in its earliest year (the import does the same).
const typeOf = new Map<string, string>();
const yearsOf = new Map<string, Set<number>>();
for (const r of [...josaa.records].sort((a, b) => b.year - a.year)) {
  typeOf.set(r.institute, r.institute_type);
  let years = yearsOf.get(r.institute);
  if (!years) yearsOf.set(r.institute, (years = new Set()));
  years.add(r.year);
}
const yearsOfInstitute = (name: string): Set<number> => yearsOf.get(name) ?? new Set();
const finderYears = [...new Set(josaa.records.map((r) => r.year))].sort();
const matches = matchInstitutes(typeOf.keys(), nirfRows);
const matchedRows = matchedNirfRows(typeOf.keys(), nirfRows);
const ranks = nirfRanksByYear(matchedRows, nirfRows, finderYears);

// Coverage per institute type and method.
type Coverage = { institutes: number; matched: number } & Record<MatchMethod, number>;
const table: Record<string, Coverage> = {};
for (const [name, match] of matches) {
  const type = typeOf.get(name) ?? '';
  const row = (table[type] ??= { institutes: 0, matched: 0, name: 0, 'name+city': 0, alias: 0 });
  row.institutes += 1;
  if (match) {
    row.matched += 1;
    row[match.method] += 1;
  }
}
const total = [...matches.values()];
console.log(`JoSAA files: ${josaaFiles.map((f) => path.basename(f)).join(', ')}`);
console.log(`JoSAA institutes: ${matches.size}; matched to NIRF engineering (any year): ${total.filter(Boolean).length}`);
console.table(table);

// Rows per finder year that carry a NIRF rank.
const perYear: Record<number, { nirf_list: number | null; institutes_in_josaa: number; with_scored_rank: number; in_a_band_only: number }> = {};
for (const year of finderYears) {
  const forYear = ranks.filter((r) => r.year === year);
  const offered = [...yearsOf].filter(([, ys]) => ys.has(year)).length;
  perYear[year] = {
    nirf_list: forYear[0]?.nirf_year ?? null,
    institutes_in_josaa: offered,
    with_scored_rank: forYear.filter((r) => r.nirf_rank !== null && yearsOfInstitute(r.institute).has(year)).length,
    in_a_band_only: forYear.filter((r) => r.nirf_rank === null && yearsOfInstitute(r.institute).has(year)).length,
  };
}
console.log('NIRF rank available per finder year (institutes offering seats that year):');
console.table(perYear);

console.log('Unmatched JoSAA institutes (first year offered):');
for (const [name, match] of matches) {
  if (match) continue;
  const first = Math.min(...yearsOfInstitute(name));
  console.log(`  [${typeOf.get(name)}] ${name} (${first})${NOT_THE_SAME_INSTITUTE[name] ? `  -- deliberately not matched: ${NOT_THE_SAME_INSTITUTE[name]}` : ''}`);
}

// Every NIRF row whose institute has no JoSAA counterpart but looks like an IIT/NIT/IIIT.
const matchedNirf = new Set<NirfListRow>();
for (const rows of matchedRows.values()) for (const m of rows) matchedNirf.add(m.row);
const looksCentral = /indian institute of technology|national institute of technology|indian institute of engineering science|indian institute of information technology/i;
const unmatchedCentral = nirf.records.filter((r) => looksCentral.test(r.name) && !matchedNirf.has(r));
console.log(`NIRF rows that look like IIT/NIT/IIIT/IIEST but match no JoSAA institute: ${unmatchedCentral.length}`);
for (const r of unmatchedCentral) console.log(`  ${r.year} ${r.rank_text} ${r.name} (${r.city})`);

// The acceptance check: every IIT and NIT in a NIRF top 100 (2018 on) matches.
const iitNit = /indian institute of technology|national institute of technology|indian institute of engineering science and technology/i;
const top100 = nirf.records.filter((r) => r.year >= 2018 && r.rank_min === r.rank_max && r.rank_min <= 100 && iitNit.test(r.name) && !/information technology/i.test(r.name));
const missing = top100.filter((r) => !matchedNirf.has(r));
console.log(`IIT/NIT/IIEST rows in NIRF engineering top 100 (2018-${Math.max(...nirf.records.map((r) => r.year))}): ${top100.length}; unmatched: ${missing.length}`);
for (const r of missing) console.log(`  MISSING ${r.year} ${r.rank_text} ${r.name}`);

// Every JoSAA institute has a row in institute_states.csv (home-state eligibility), and every row reads.
const statesFile = path.join(dataDir, INSTITUTE_STATES_FILE);
const states = parseInstituteStatesCsv(readFileSync(statesFile, 'utf8'), statesFile);
const withStates = new Set(states.records.map((r) => r.institute));
const withoutStates = [...typeOf.keys()].filter((name) => !withStates.has(name));
const unusedStates = [...withStates].filter((name) => !typeOf.has(name));
console.log(`institute_states.csv: ${states.records.length} rows; bad rows: ${states.errors.length}; JoSAA institutes without a row: ${withoutStates.length}; rows of no JoSAA institute: ${unusedStates.length}`);
for (const error of states.errors) console.log(`  BAD ${error}`);
for (const name of withoutStates) console.log(`  NO ROW ${name}`);
for (const name of unusedStates) console.log(`  UNUSED ROW ${name}`);
process.exitCode = missing.length > 0 || withoutStates.length > 0 || states.errors.length > 0 ? 1 : 0;
