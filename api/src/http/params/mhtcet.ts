// The query parameters of GET /api/cutoffs/mhtcet/college-finder/, checked and turned into a search, and
// those of the MHT-CET option lists.
// Every bad value is a 400 with a detail that names it; the required-field messages are the spec's
// (VALIDATION_MESSAGES). Guest limits (page size, all=true, branch) are applied here.
import {
  STATEWISE_QUOTA,
  STATEWISE_SEAT_TYPE,
  VALIDATION_MESSAGES,
  type MhtcetFinderBasis,
} from 'shared-contracts';
import type { Viewer } from '../../auth/viewer';
import { ApiError, badRequest } from '../errors';
import { assertMayFetchAll, effectivePageSize, userOnlyFilter } from '../../domain/guestLimits';
import { HOME_UNIVERSITY_CHOICES, homeUniversityNamed } from './homeUniversity';
import { echo, listPieces, parseBoolean, parsePage, parsePageSize, parseSortBy, parseSortOrder, parseYear, single, type Query } from './query';
import type { MhtcetCatalog } from '../../domain/mhtcet/catalog';
import { MHTCET_SORT_FIELDS, type FinderRequest, type MhtcetSortField } from '../../domain/mhtcet/finderRequest';
import { parseRound } from '../../domain/mhtcet/codes';
import { jeeMainPercentileForRank } from '../../domain/mhtcet/jeeMainPercentile';
import type { CandidateCounts } from '../../domain/predictors/jeeMain';

export const FINDER_ALL_LOGIN_DETAIL = 'Please login to see all results at once.';
export const STATEWISE_COMBINATION_DETAIL = `The state-wise search takes quota=${STATEWISE_QUOTA} with seat_type=${STATEWISE_SEAT_TYPE} only; they cannot be combined with other quotas or seat types.`;

export const STATEWISE_HOME_UNIVERSITY_DETAIL =
  'home_university applies to the Maharashtra seats only: the state-wise search\'s All India seats are not allotted by home university. Leave it out.';

export const JEE_MAIN_UNAVAILABLE_DETAIL =
  'A JEE Main rank cannot be converted to a percentile right now (the JEE Main candidate counts are unavailable). Search by JEE Main percentile instead.';

/** The most comma-separated pieces one known value spans, per set of known values (read once, not per request). */
const widestPieces = new WeakMap<ReadonlySet<string>, number>();

function widestOf(known: ReadonlySet<string>): number {
  let widest = widestPieces.get(known);
  if (widest === undefined) {
    widest = 1;
    for (const value of known) widest = Math.max(widest, value.split(',').length);
    widestPieces.set(known, widest);
  }
  return widest;
}

/** The values a finder list parameter may hold, as sets: built once per catalog (a load of the data), not per request. */
interface KnownValues {
  seatTypes: ReadonlySet<string>;
  statewiseSeatTypes: ReadonlySet<string>;
  statewiseQuotas: ReadonlySet<string>;
  districts: ReadonlySet<string>;
  branchesByYear: Map<number, ReadonlySet<string>>;
}

const knownValuesOf = new WeakMap<MhtcetCatalog, KnownValues>();

function knownValues(catalog: MhtcetCatalog): KnownValues {
  let known = knownValuesOf.get(catalog);
  if (!known) {
    known = {
      seatTypes: new Set(catalog.seatTypes),
      statewiseSeatTypes: new Set([...catalog.seatTypes, STATEWISE_SEAT_TYPE]),
      statewiseQuotas: new Set([...catalog.quotas, STATEWISE_QUOTA]),
      districts: new Set(catalog.districts),
      branchesByYear: new Map(),
    };
    knownValuesOf.set(catalog, known);
  }
  return known;
}

function knownBranches(catalog: MhtcetCatalog, year: number): ReadonlySet<string> {
  const { branchesByYear } = knownValues(catalog);
  let branches = branchesByYear.get(year);
  if (!branches) {
    branches = new Set(catalog.branchesByYear.get(year) ?? []);
    branchesByYear.set(year, branches);
  }
  return branches;
}

/**
 * A comma-separated list (its pieces, see listPieces), read against the values it may hold. Values may
 * themselves contain commas (two branch names do: "Electrical, Electronics and Power"), so adjacent pieces
 * are re-joined when together they form a known value (longest first). A value spans at most as many
 * pieces as the known value with the most commas, so only those joins are tried: the work grows linearly
 * with the list. Returns the values, or the first unknown piece.
 */
export function splitKnownList(pieces: readonly string[], known: ReadonlySet<string>): { values: string[] } | { unknown: string } {
  const widest = widestOf(known);
  const values = new Set<string>();
  // No known value holds a comma (seat types, quotas, districts): each piece is a value on its own, read
  // without the joins below (a third of reading a finder query went to them).
  if (widest === 1) {
    for (const piece of pieces) {
      const value = piece.trim();
      if (value === '') continue;
      if (!known.has(value)) return { unknown: value };
      values.add(value);
    }
    return { values: [...values] };
  }
  let i = 0;
  while (i < pieces.length) {
    if (pieces[i].trim() === '') {
      i += 1;
      continue;
    }
    let matched = 0;
    for (let j = Math.min(pieces.length, i + widest); j > i; j -= 1) {
      if (known.has(pieces.slice(i, j).join(',').trim())) {
        matched = j;
        break;
      }
    }
    if (matched === 0) return { unknown: pieces[i].trim() };
    values.add(pieces.slice(i, matched).join(',').trim());
    i = matched;
  }
  return { values: [...values] };
}

function listParam(query: Query, name: string, known: ReadonlySet<string>, what: string): string[] {
  return listValues(single(query, name), name, known, what);
}

function listValues(raw: string | undefined, name: string, known: ReadonlySet<string>, what: string): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const result = splitKnownList(listPieces(raw, name), known);
  if ('unknown' in result) throw badRequest(`Unknown ${what}: ${echo(result.unknown)}. Choose from the ${what} list.`);
  return result.values;
}

function roundParam(query: Query): number | null {
  const raw = single(query, 'round');
  if (raw === undefined || raw === '' || raw.toLowerCase() === 'all') return null;
  const round = parseRound(raw);
  if (round === null) throw badRequest(`round must be 1, 2, 3 or 4, or omitted for all rounds (got "${echo(raw)}").`);
  return round;
}

type StudentValue = { kind: 'rank'; value: number } | { kind: 'percentile'; value: number };

function studentParam(query: Query): StudentValue {
  const rank = single(query, 'rank');
  const percentile = single(query, 'percentile');
  const hasRank = rank !== undefined && rank !== '';
  const hasPercentile = percentile !== undefined && percentile !== '';
  if (hasRank && hasPercentile) throw badRequest('Give either rank or percentile, not both.');
  if (hasRank) {
    const value = Number(rank);
    if (!/^\d+$/.test(rank) || !Number.isSafeInteger(value) || value < 1) throw badRequest(`Rank must be a whole number of 1 or more (got "${echo(rank)}").`);
    return { kind: 'rank', value };
  }
  if (hasPercentile) {
    const value = Number(percentile);
    if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(percentile) || !Number.isFinite(value)) {
      throw badRequest(`Percentile must be a number from 0 to 100 (got "${echo(percentile)}").`);
    }
    if (value < 0) throw badRequest(VALIDATION_MESSAGES.percentileNegative);
    if (value > 100) throw badRequest(VALIDATION_MESSAGES.percentileHigh);
    return { kind: 'percentile', value };
  }
  // Neither: the percentile-mode form sends `percentile=`; anything else is rank mode.
  throw badRequest(percentile !== undefined && rank === undefined ? VALIDATION_MESSAGES.percentileRequired : VALIDATION_MESSAGES.rankRequired);
}

/**
 * home_university: absent or empty for no such filter, else one of the home universities (any case).
 * The state-wise search refuses one rather than answering with no rows, since no All India seat is open
 * by home university.
 */
function homeUniversityParam(query: Query, statewise: boolean): string | null {
  const raw = single(query, 'home_university');
  if (raw === undefined || raw.trim() === '') return null;
  if (statewise) throw badRequest(STATEWISE_HOME_UNIVERSITY_DETAIL);
  const found = homeUniversityNamed(raw);
  if (found === undefined) throw badRequest(`Unknown home_university: ${echo(raw)}. ${HOME_UNIVERSITY_CHOICES}`);
  return found;
}

const mentions = (query: Query, name: string, value: string) =>
  listPieces(single(query, name) ?? '', name).some((part) => part.trim() === value);

/** `jeeMainCounts`: the JEE Main candidate counts that convert a state-wise rank, null when unavailable. */
export function parseFinderRequest(query: Query, viewer: Viewer, catalog: MhtcetCatalog, jeeMainCounts: CandidateCounts | null): FinderRequest {
  const year = parseYear(query, catalog.years, catalog.years[0] ?? new Date().getFullYear());
  const round = roundParam(query);
  const student = studentParam(query);
  const statewise = mentions(query, 'quota', STATEWISE_QUOTA) || mentions(query, 'seat_type', STATEWISE_SEAT_TYPE);

  const known = knownValues(catalog);
  let seatTypes: string[];
  let quotas: string[];
  let districts: string[];
  if (statewise) {
    seatTypes = listParam(query, 'seat_type', known.statewiseSeatTypes, 'seat type');
    if (seatTypes.length === 0) throw badRequest(VALIDATION_MESSAGES.seatTypeRequired);
    quotas = listParam(query, 'quota', known.statewiseQuotas, 'quota');
    if (quotas.length === 0) throw badRequest(VALIDATION_MESSAGES.quotaRequired);
    if (seatTypes.join() !== STATEWISE_SEAT_TYPE || quotas.join() !== STATEWISE_QUOTA) throw badRequest(STATEWISE_COMBINATION_DETAIL);
    districts = listParam(query, 'district', known.districts, 'district');
  } else {
    seatTypes = listParam(query, 'seat_type', known.seatTypes, 'seat type');
    if (seatTypes.length === 0) throw badRequest(VALIDATION_MESSAGES.seatTypeRequired);
    quotas = listParam(query, 'quota', catalog.quotas, 'quota');
    if (quotas.length === 0) throw badRequest(VALIDATION_MESSAGES.quotaRequired);
    districts = listParam(query, 'district', known.districts, 'district');
    if (districts.length === 0) throw badRequest(VALIDATION_MESSAGES.districtRequired);
  }
  // A guest's branch filter is ignored (not even validated), as the design says.
  const rawBranches = userOnlyFilter(single(query, 'branch'), viewer);
  const branches = rawBranches === undefined ? [] : listValues(rawBranches, 'branch', knownBranches(catalog, year), 'branch');
  const homeUniversity = homeUniversityParam(query, statewise);

  let basis: MhtcetFinderBasis;
  let value: number;
  let jeeMainRank: number | null = null;
  if (statewise) {
    basis = 'jee_main_percentile';
    if (student.kind === 'rank') {
      jeeMainRank = student.value;
      if (!jeeMainCounts) throw new ApiError(503, JEE_MAIN_UNAVAILABLE_DETAIL);
      value = jeeMainPercentileForRank(jeeMainCounts, student.value, year);
    } else {
      value = student.value;
    }
  } else {
    basis = student.kind === 'rank' ? 'mhtcet_rank' : 'mhtcet_percentile';
    value = student.value;
  }

  const defaultSort: MhtcetSortField = basis === 'mhtcet_rank' || (statewise && student.kind === 'rank') ? 'closing_rank' : 'closing_percentile';
  const sortBy = parseSortBy(query, MHTCET_SORT_FIELDS, defaultSort);
  const sortOrder = parseSortOrder(query);
  const page = parsePage(query);
  const requestedSize = parsePageSize(query);
  const all = parseBoolean(query, 'all');
  if (all) assertMayFetchAll(viewer, FINDER_ALL_LOGIN_DETAIL);

  return {
    year,
    round,
    statewise,
    basis,
    student: value,
    jeeMainRank,
    seatTypes,
    quotas,
    districts,
    branches,
    homeUniversity,
    sortBy,
    sortOrder,
    page,
    pageSize: all ? 'all' : effectivePageSize(requestedSize, viewer),
  };
}

const newestYear = (catalog: MhtcetCatalog) => catalog.years[0] ?? new Date().getFullYear();

/** The branch list's year: one with data (the newest when absent). */
export const parseBranchesYear = (query: Query, catalog: MhtcetCatalog): number => parseYear(query, catalog.years, newestYear(catalog));

/** The round list's filters: an optional year, and quota=All India Seats for the state-wise rounds. */
export function parseRoundsFilter(query: Query, catalog: MhtcetCatalog): { year: number | null; statewise: boolean } {
  const raw = single(query, 'year');
  const year = raw === undefined || raw === '' ? null : parseYear(query, catalog.years, newestYear(catalog));
  const quota = single(query, 'quota');
  if (quota !== undefined && quota !== '' && quota !== STATEWISE_QUOTA) throw badRequest(`quota may only be ${STATEWISE_QUOTA} here (or omitted).`);
  return { year, statewise: quota === STATEWISE_QUOTA };
}
