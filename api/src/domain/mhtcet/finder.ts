// The MHT-CET finder and the state-wise (All India, JEE Main) finder, over the in-memory index of
// domain/mhtcet/catalog.ts (rebuilt from the database after each import). Which rows come back and their
// chance label follow domain/mhtcet/chance.ts. Order: the sort column, then choice code, seat type,
// quota, stage and file order, all ascending.
import {
  mhtcetRoundLabel,
  STATEWISE_QUOTA,
  STATEWISE_SEAT_TYPE,
  type Chance,
  type FinderDataBasis,
  type MhtcetFinderResponse,
  type MhtcetResultRow,
  type SortOrder,
} from 'shared-contracts';
import { answerCachesPer } from '../answerCache';
import { totalPages } from '../paging';
import type { MhtcetData, RowList, SortColumn, TextIds, Views } from './catalog';
import { CHANCE_THRESHOLDS, chanceFor, ratioColumn, ratioOf } from './chance';
import type { FinderRequest } from './finderRequest';
import { homeUniversityEligibility } from './homeUniversity';
import { findAllRowPieces, mhtcetRowWriter } from './rowJson';

const listLabel = (statewise: boolean) => (statewise ? 'All India cut-off list' : 'MHT-CET cut-off list (Maharashtra seats)');

/** The plain-language answer when no list of this kind exists for the year (and round). */
export function noListDetail(statewise: boolean, year: number, round: number | null, available: number[]): string {
  const what = listLabel(statewise);
  if (available.length === 0) return `No ${what} is available for ${year}.`;
  const others = available.map(mhtcetRoundLabel).join(', ');
  return `No ${what} is available for ${year} ${mhtcetRoundLabel(round as number)}. For ${year} there ${available.length === 1 ? 'is' : 'are'}: ${others}.`;
}

/** Whether the row at a position of RowColumns is within reach of the student. */
type Reach = (row: number) => boolean;

/**
 * The slice of a sorted list that can be within reach. When the list is sorted on the column the chance
 * ratio depends on, the rows within reach are one run at its start or end (binary search); otherwise the
 * whole list.
 */
function candidates(list: RowList, column: SortColumn, order: SortOrder, basis: FinderRequest['basis'], reach: Reach): [number, number] {
  const { rows } = list;
  if (column !== ratioColumn(basis)) return [0, rows.length];
  // Within reach: high closing ranks (rank mode), low closing percentiles (percentile modes).
  const passesFromHere = (column === 'closing_rank') === (order === 'asc');
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (reach(rows[mid]) === passesFromHere) hi = mid;
    else lo = mid + 1;
  }
  return passesFromHere ? [lo, rows.length] : [0, lo];
}

/** A lookup table over the small integers of `ids`: 1 for the chosen values; null when nothing is chosen. */
function mask(ids: ReadonlyMap<string, number>, chosen: string[]): Uint8Array | null {
  if (chosen.length === 0) return null;
  const out = new Uint8Array(ids.size);
  for (const value of chosen) {
    const id = ids.get(value);
    if (id !== undefined) out[id] = 1;
  }
  return out;
}

/** 1 for the seat groups a candidate of `homeUniversity` can take; null when no home university is given. */
function openSeatGroups(data: MhtcetData, homeUniversity: string | null): Uint8Array | null {
  if (homeUniversity === null) return null;
  return Uint8Array.from(data.seatGroups, (group) => (homeUniversityEligibility(homeUniversity, group.collegeUniversity, group.section).eligible ? 1 : 0));
}

/**
 * The rows of `list[from..to)` that pass the request's filters (and reach, when asked): how many, and the
 * first `keep` of them (no page needs more from one list), reading every row's filter fields: for searches
 * by branch or home university, with reach tested row by row, or for deep pages (else fromGroups).
 */
function scan(list: RowList, from: number, to: number, filters: Filters, reach: Reach | null, keep: number): { count: number; kept: number[] } {
  const { rows, round, quota, district, branch, seatGroup } = list;
  const { rounds, quotas, districts, branches, open } = filters;
  const kept: number[] = [];
  let count = 0;
  for (let i = from; i < to; i += 1) {
    if (rounds !== -1 && round[i] !== rounds) continue;
    if (quotas !== null && quotas[quota[i]] !== 1) continue;
    if (districts !== null && districts[district[i]] !== 1) continue;
    if (branches !== null && branches[branch[i]] !== 1) continue;
    if (open !== null && open[seatGroup[i]] !== 1) continue;
    if (reach !== null && !reach(rows[i])) continue;
    if (count < keep) kept.push(rows[i]);
    count += 1;
  }
  return { count, kept };
}

/** The first of `positions` (ascending) at or after `at`. */
function firstAtOrAfter(positions: Uint32Array, at: number): number {
  let lo = 0;
  let hi = positions.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (positions[mid] < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * What scan finds, from the list's groups (round, quota, district): for a search with no other filter and
 * no reach to test row by row. Counts per group by binary search, then merges the groups' first positions
 * in list order up to `keep`.
 */
function fromGroups(list: RowList, from: number, to: number, filters: Filters, keep: number): { count: number; kept: number[] } {
  const { groups } = list;
  const { rounds, quotas, districts } = filters;
  const chosen: Uint32Array[] = [];
  const heads: number[] = [];
  const ends: number[] = [];
  let count = 0;
  for (let g = 0; g < groups.positions.length; g += 1) {
    if (rounds !== -1 && groups.round[g] !== rounds) continue;
    if (quotas !== null && quotas[groups.quota[g]] !== 1) continue;
    if (districts !== null && districts[groups.district[g]] !== 1) continue;
    const positions = groups.positions[g];
    const head = firstAtOrAfter(positions, from);
    const end = firstAtOrAfter(positions, to);
    if (head === end) continue;
    count += end - head;
    chosen.push(positions);
    heads.push(head);
    ends.push(end);
  }
  const kept: number[] = [];
  while (kept.length < keep) {
    let best = -1;
    let bestPosition = Infinity;
    for (let c = 0; c < chosen.length; c += 1) {
      if (heads[c] < ends[c] && chosen[c][heads[c]] < bestPosition) {
        best = c;
        bestPosition = chosen[c][heads[c]];
      }
    }
    if (best === -1) break;
    kept.push(list.rows[bestPosition]);
    heads[best] += 1;
  }
  return { count, kept };
}

/** Pages up to this far are merged from the groups; a deeper page (or all rows) is read by scan. */
const GROUP_MERGE_MAX_ROWS = 500;

/** The request's filters other than seat type and reach; null (-1 for the round): no filter. */
interface Filters {
  rounds: number;
  quotas: Uint8Array | null;
  districts: Uint8Array | null;
  branches: Uint8Array | null;
  /** 1 for the seat groups the candidate's home university may take. */
  open: Uint8Array | null;
}

function filtersOf(data: MhtcetData, req: FinderRequest): Filters {
  return {
    rounds: req.round ?? -1,
    quotas: req.statewise ? null : mask(data.ids.quota, req.quotas),
    districts: mask(data.ids.district, req.districts),
    branches: mask(data.ids.branch, req.branches),
    open: openSeatGroups(data, req.homeUniversity),
  };
}

/** The rows of `lists` (each sorted) in merged order, from `offset`, at most `limit` of them. */
function mergePage(lists: number[][], compare: (a: number, b: number) => number, offset: number, limit: number): number[] {
  if (lists.length === 1) return lists[0].slice(offset, offset + limit);
  const heads = lists.map(() => 0);
  const out: number[] = [];
  for (let taken = 0; out.length < limit; taken += 1) {
    let best = -1;
    for (let i = 0; i < lists.length; i += 1) {
      if (heads[i] < lists[i].length && (best === -1 || compare(lists[i][heads[i]], lists[best][heads[best]]) < 0)) best = i;
    }
    if (best === -1) break;
    const row = lists[best][heads[best]];
    heads[best] += 1;
    if (taken >= offset) out.push(row);
  }
  return out;
}

/** A missing opening value is NaN in the columns and null in the answer. */
const orNull = (value: number): number | null => (Number.isNaN(value) ? null : value);

/**
 * The answer's row for position `r` of the columns, its fields in the order the answers have always had.
 * One object literal of one shape for every row (no spreads: building the page's rows was a tenth of the
 * finder's CPU with them); quota_detail is undefined, so left out of the JSON, except on All India rows.
 */
export function resultRow(data: MhtcetData, r: number, chance: Chance): MhtcetResultRow {
  const { rows: c, texts } = data;
  const text = (column: TextIds) => texts[column[r]] as string;
  const allIndia = c.allIndia[r] === 1;
  return {
    institute: text(c.institute),
    branch: text(c.branch),
    opening_rank: orNull(c.openingRank[r]),
    closing_rank: c.closingRank[r],
    opening_percentile: orNull(c.openingPercentile[r]),
    closing_percentile: c.closingPercentile[r],
    seat_type: allIndia ? STATEWISE_SEAT_TYPE : text(c.seatType),
    quota: allIndia ? STATEWISE_QUOTA : text(c.quota),
    quota_detail: allIndia ? text(c.quota) : undefined,
    round: c.round[r],
    stage: texts[c.stage[r]],
    clg_code: text(c.clgCode),
    branch_code: text(c.branchCode),
    status: texts[c.status[r]],
    year: c.year[r],
    district: text(c.district),
    chance,
  };
}

/** A search's page as positions of the row columns, and the answer's other fields in their order. */
export interface FoundPage {
  rows: number[];
  fields: Omit<MhtcetFinderResponse, 'results'>;
}

export function searchMhtcet(data: MhtcetData, req: FinderRequest): FoundPage {
  const roundsOf = (year: number) => {
    const yearRounds = data.catalog.roundsByYear.get(year);
    return (req.statewise ? yearRounds?.allIndia : yearRounds?.mh) ?? [];
  };
  const available = roundsOf(req.year);
  const previousYear = data.catalog.years.find((year) => year < req.year);
  const previousRounds = previousYear === undefined ? [] : roundsOf(previousYear);
  const basisOfData: FinderDataBasis = {
    source: 'MHT-CET CAP',
    year: req.year,
    round: req.round,
    rounds: available,
    ...(previousYear !== undefined && previousRounds.length > available.length ? { previous_year: { year: previousYear, rounds: previousRounds } } : {}),
  };
  const head = {
    year: req.year,
    round: req.round,
    basis: req.basis,
    ...(req.statewise ? { jee_main_percentile: Math.round(req.student * 1e7) / 1e7 } : {}),
    ...(req.jeeMainRank !== null ? { jee_main_rank: req.jeeMainRank } : {}),
    available_rounds: available,
    data: basisOfData,
  };
  if (available.length === 0 || (req.round !== null && !available.includes(req.round))) {
    return { rows: [], fields: { count: 0, page: 1, total_pages: 1, ...head, detail: noListDetail(req.statewise, req.year, req.round, available) } };
  }

  // Each chosen seat type's rows are already in the requested order: keep the matches of each, count
  // them, and merge just the requested page.
  const index = data.years.get(req.year);
  const sources: Views[] = [];
  if (index && req.statewise) sources.push(index.allIndia);
  else if (index) for (const seatType of req.seatTypes) if (index.mh.has(seatType)) sources.push(index.mh.get(seatType) as Views);
  const { basis, student } = req;
  const limit = CHANCE_THRESHOLDS[basis].reach;
  const { closingRank, closingPercentile, tieRank } = data.rows;
  const reach: Reach = (r) => ratioOf(basis, student, closingRank[r], closingPercentile[r]) <= limit;
  const filters = filtersOf(data, req);
  const all = req.pageSize === 'all';
  const page = all ? 1 : req.page;
  // Rows needed from each list to merge the page: all of them for `all`, else those up to the page's end.
  const keep = all ? Infinity : page * (req.pageSize as number);
  const checkReach = req.sortBy !== ratioColumn(req.basis);
  const lists: number[][] = [];
  let count = 0;
  for (const views of sources) {
    const list = views[req.sortBy][req.sortOrder];
    const [from, to] = candidates(list, req.sortBy, req.sortOrder, req.basis, reach);
    const byGroups = !checkReach && filters.branches === null && filters.open === null && keep <= GROUP_MERGE_MAX_ROWS;
    const found = byGroups ? fromGroups(list, from, to, filters, keep) : scan(list, from, to, filters, checkReach ? reach : null, keep);
    if (found.kept.length > 0) lists.push(found.kept);
    count += found.count;
  }

  const pageSize = all ? Math.max(count, 1) : (req.pageSize as number);
  const sign = req.sortOrder === 'asc' ? 1 : -1;
  const key = req.sortBy === 'closing_rank' ? closingRank : closingPercentile;
  const compare = (a: number, b: number) => sign * (key[a] - key[b]) || tieRank[a] - tieRank[b];
  const rows = mergePage(lists, compare, (page - 1) * pageSize, pageSize);
  return { rows, fields: { count, page, total_pages: totalPages(count, pageSize), ...head } };
}

const chanceOf = (data: MhtcetData, req: FinderRequest, r: number): Chance =>
  chanceFor(req.basis, req.student, { rank: data.rows.closingRank[r], percentile: data.rows.closingPercentile[r] });

export function findMhtcet(data: MhtcetData, req: FinderRequest): MhtcetFinderResponse {
  const { rows, fields } = searchMhtcet(data, req);
  return { results: rows.map((r) => resultRow(data, r, chanceOf(data, req, r))), ...fields };
}

/** The answer's JSON text: the same text as JSON.stringify(findMhtcet(data, req)), from the rows' shared pieces. */
export function mhtcetAnswerText(data: MhtcetData, req: FinderRequest): string {
  const { rows, fields } = searchMhtcet(data, req);
  const rowJson = mhtcetRowWriter(data);
  let results = '';
  for (let i = 0; i < rows.length; i += 1) {
    const r = rows[i];
    results += `${i === 0 ? '' : ','}${rowJson(r, chanceOf(data, req, r))}`;
  }
  return `{"results":[${results}],${JSON.stringify(fields).slice(1)}`;
}

/** The loads of the data whose rows' pieces are being or have been found (prepareMhtcetAnswers). */
const prepared = new WeakMap<MhtcetData, Promise<void>>();

/**
 * Finds the rows' answer pieces of this load of the data, once, in slices between requests (see
 * findAllRowPieces); answers written meanwhile find their rows' pieces themselves. A failure goes to
 * `onError` (answers still find their pieces one row at a time).
 */
export function prepareMhtcetAnswers(data: MhtcetData, onError: (error: unknown) => void = () => undefined): Promise<void> {
  let done = prepared.get(data);
  if (!done) {
    done = findAllRowPieces(data).catch(onError);
    prepared.set(data, done);
  }
  return done;
}

/** Answers per load of the data: dropped with it when the data is re-imported. */
const answerCacheOf = answerCachesPer<MhtcetData>();

/**
 * The finder's answer as UTF-8 JSON, from the cache when the same search was answered on this data (every
 * field of the request is part of the key; the viewer only through branches and page size).
 */
export function mhtcetFinderAnswer(data: MhtcetData, req: FinderRequest): Buffer {
  const cache = answerCacheOf(data);
  const key = JSON.stringify(req);
  const known = cache.get(key);
  if (known) return known;
  const answer = Buffer.from(mhtcetAnswerText(data, req));
  cache.set(key, answer);
  return answer;
}
