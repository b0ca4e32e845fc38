// The JoSAA college finder query: the seats a rank is shown (domain/josaa/chance.ts decides which), with
// their chance, competitiveness and NIRF rank, filtered, sorted and paged, over the in-memory index of
// seatIndex.ts. The answer is written as JSON text directly, each row from its texts' JSON forms (seatIndex.ts).
import type { Chance, FinderDataBasis, JeeFinderResponse, SortOrder } from 'shared-contracts';
import type { Db } from '../../db/createDb';
import { totalPages } from '../paging';
import { answerCachesPer } from '../answerCache';
import { chanceFor, minClosingRankFor } from './chance';
import { homeStateRows } from './homeStateFilter';
import { instituteStates } from './instituteStates';
import { seatViewJson, yearSeats } from './seatView';
import { groupKey, josaaYearIndex, orderingOf, seatRowJson, type SortKey, type YearIndex } from './seatIndex';
import type { JosaaExamType } from './values';

export const JOSAA_SORT_FIELDS = ['nirf_rank', 'closing_rank', 'opening_rank', 'institute'] as const;
export type JosaaSortField = (typeof JOSAA_SORT_FIELDS)[number];
export const JOSAA_FINDER_VIEWS = ['round', 'seat'] as const;
export type JosaaFinderView = (typeof JOSAA_FINDER_VIEWS)[number];

export interface FinderParams {
  rank: number;
  year: number;
  /** null: every value (ALL). */
  examType: JosaaExamType | null;
  round: number | null;
  quota: string | null;
  seatType: string | null;
  gender: string | null;
  /** Free text matched inside the program name (case-insensitive); null: no branch filter. */
  branch: string | null;
  sortBy: JosaaSortField;
  sortOrder: SortOrder;
  page: number;
  /** Rows per page, or 'all' for every row on one page. */
  pageSize: number | 'all';
  /** Only the seats a candidate of this state can take (domain/josaa/eligibility.ts); absent/null: every seat. */
  homeState?: string | null;
  /** 'round' (absent): a row per seat and round; 'seat': a row per seat (seatView.ts), `round` ignored. */
  view?: JosaaFinderView;
}

export type JosaaFinderResponse = JeeFinderResponse;

/** nirf_order: the default order (NIRF, institute, closing rank, program, ...), computed at import. */
const TIES: SortKey = { column: 'nirf_order', directed: false };

/**
 * The order of each sort field, on integer keys computed at import (import/josaa.ts). NIRF: banded after
 * ranked, unranked last in both directions. Ranks: 'P' ranks (preparatory list) come after every regular
 * rank when ascending. Ties follow the default order, so pages never overlap.
 */
const SORTS: Record<JosaaSortField, (order: SortOrder) => SortKey[]> = {
  // nirf_order already starts with the NIRF key (banded after ranked, unranked last): ascending is that one column.
  nirf_rank: (order) => (order === 'asc' ? [TIES] : [{ column: 'nirf_sort', directed: true, nullsLast: true }, TIES]),
  closing_rank: () => [{ column: 'is_preparatory', directed: true }, { column: 'closing_rank_num', directed: true }, TIES],
  opening_rank: () => [{ column: 'opening_is_preparatory', directed: true }, { column: 'opening_rank_num', directed: true }, TIES],
  institute: () => [{ column: 'institute_order', directed: true }, TIES],
};

/** A search's outcome: the page's row positions in the year's index, and the counts. */
export interface JosaaSearch {
  index: YearIndex;
  positions: number[];
  count: number;
  page: number;
  total_pages: number;
}

/** The group numbers a search reads: every (exam, seat type, gender) its filters allow. */
function chosenGroups(index: YearIndex, params: FinderParams): number[] {
  const pick = (ids: Map<string, number>, value: string | null): number[] => {
    if (value === null) return [...ids.values()];
    const id = ids.get(value);
    return id === undefined ? [] : [id];
  };
  const groups: number[] = [];
  for (const e of pick(index.ids.examType, params.examType)) {
    for (const s of pick(index.ids.seatType, params.seatType)) {
      for (const g of pick(index.ids.gender, params.gender)) {
        const group = index.groupIds.get(groupKey(e, s, g));
        if (group !== undefined) groups.push(group);
      }
    }
  }
  return groups;
}

/**
 * Reads the chosen rows in the requested order once: counts the matches and keeps the page's. One group
 * is read from its own list; several from the whole year's list, skipping other groups. The filters are
 * tested inline on typed arrays: this loop is the finder's whole cost.
 */
export async function searchJosaaSeats(db: Db, params: FinderParams): Promise<JosaaSearch> {
  const index = await josaaYearIndex(db, params.year);
  const groups = chosenGroups(index, params);
  const keys = SORTS[params.sortBy](params.sortOrder);
  const ordering = keys.length === 1 && keys[0] === TIES ? index.defaultOrder : await orderingOf(db, params.year, index, keys, params.sortOrder === 'desc');
  const quota = params.quota === null ? -1 : (index.ids.quota.get(params.quota) ?? -2);
  const home = params.homeState ? await homeStateRows(db, index, params.homeState) : null;
  const seatView = params.view === 'seat';
  const finalOnly = seatView ? yearSeats(index).isFinal : null;

  const all = params.pageSize === 'all';
  const page = all ? 1 : params.page;
  const from = all ? 0 : (page - 1) * (params.pageSize as number);
  const to = all ? Infinity : from + (params.pageSize as number);
  const positions: number[] = [];
  let count = 0;
  if (groups.length > 0 && quota !== -2) {
    const list = groups.length === 1 ? ordering.byGroup[groups[0]] : ordering.all;
    const chosen = groups.length === 1 ? null : new Uint8Array(index.groupIds.size);
    for (const group of chosen ? groups : []) (chosen as Uint8Array)[group] = 1;
    const round = seatView ? -1 : (params.round ?? -1);
    const minClosing = minClosingRankFor(params.rank);
    const branch = params.branch === null ? null : params.branch.toLowerCase();
    const { groupOf, programLower } = index;
    // A group of the default order has its filter columns in its own order (seatIndex.ts, ListColumns): read
    // them at i, side by side; any other list reads the year's columns at each row's position.
    const own = chosen === null && ordering === index.defaultOrder ? index.defaultGroupColumns[groups[0]] : null;
    const { closingNum, preparatory, round: rounds, quota: quotas } = own ?? index;
    for (let i = 0; i < list.length; i += 1) {
      const pos = list[i];
      const at = own === null ? pos : i;
      if (chosen !== null && chosen[groupOf[pos]] !== 1) continue;
      if (closingNum[at] < minClosing && preparatory[at] !== 1) continue;
      if (round !== -1 && rounds[at] !== round) continue;
      if (quota !== -1 && quotas[at] !== quota) continue;
      if (branch !== null && !programLower[pos].includes(branch)) continue;
      if (finalOnly !== null && finalOnly[pos] !== 1) continue;
      if (home !== null && home.allowed[home.instituteOf[pos] * home.slots + quotas[at]] !== 1) continue;
      if (count >= from && count < to) positions.push(pos);
      count += 1;
    }
  }
  const pageSize = all ? Math.max(count, 1) : (params.pageSize as number);
  return { index, positions, count, page, total_pages: totalPages(count, pageSize) };
}

const chanceOf = (index: YearIndex, pos: number, rank: number): Chance =>
  chanceFor(rank, { num: index.closingNum[pos], preparatory: index.preparatory[pos] === 1 }) ?? 'Low';

/** The finder's answer as JSON text: { results, count, page, total_pages, data }. */
export function josaaSearchJson(search: JosaaSearch, rank: number, basis: FinderDataBasis): string {
  const { index } = search;
  const rows = search.positions.map((pos) => seatRowJson(index, pos, chanceOf(index, pos, rank)));
  return `{"results":[${rows.join(',')}],"count":${search.count},"page":${search.page},"total_pages":${search.total_pages},"data":${JSON.stringify(basis)}}`;
}

/** Answers per year's index: dropped with the index when the data is re-imported. */
const answerCacheOf = answerCachesPer<YearIndex>();

/**
 * Every parameter the answer depends on (the viewer only through them: branch and page size). With a home
 * state, also the institute-states table it was filtered on (`generation`).
 */
const answerKey = (p: FinderParams, generation: number | null) =>
  [p.rank, p.examType, p.round, p.quota, p.seatType, p.gender, p.branch, p.sortBy, p.sortOrder, p.page, p.pageSize]
    .concat(p.homeState || p.view === 'seat' ? [p.homeState ?? '', generation ?? '', p.view ?? 'round'] : [])
    .join('\u0000');

/**
 * The finder's answer as UTF-8 JSON, from the cache when the same search was answered on this data.
 * `earlierYears`: the years with data before params.year, newest first (the seat view's recent years).
 */
export async function josaaFinderAnswer(db: Db, params: FinderParams, basis: FinderDataBasis, earlierYears: readonly number[] = []): Promise<Buffer> {
  const index = await josaaYearIndex(db, params.year);
  const cache = answerCacheOf(index);
  const key = answerKey(params, params.homeState ? (await instituteStates(db)).generation : null);
  const known = cache.get(key);
  if (known) return known;
  const search = await searchJosaaSeats(db, params);
  const json = params.view === 'seat' ? await seatViewJson(db, search, params.rank, earlierYears, basis) : josaaSearchJson(search, params.rank, basis);
  const answer = Buffer.from(json);
  // Kept with the index the search ran on (a re-import in between makes a new one).
  if (search.index === index) cache.set(key, answer);
  return answer;
}
