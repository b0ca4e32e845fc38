import { API_PATHS, type ApiClient, type MhtcetFinderResponse, type SortOrder } from 'shared-contracts';

export type MhtcetSortBy = 'closing_rank' | 'closing_percentile';

/** The spec's parameters of GET /cutoffs/mhtcet/college-finder/ (lists are sent as comma lists). */
export interface MhtcetFinderQuery {
  year: number;
  rank?: number;
  percentile?: number;
  quota: string[];
  seat_type: string[];
  /** Empty: every district (the state-wise search); the MHT-CET form always sends at least one. */
  district?: string[];
  /** Only sent for logged-in users. */
  branch?: string[];
  /** The candidate's home university: only the quotas open to them. Left out: every quota. */
  home_university?: string;
  /** null or undefined: every round (the parameter is left out). */
  round?: number | null;
  sort_by: MhtcetSortBy;
  sort_order: SortOrder;
  page: number;
  page_size: number | 'all';
}

const commaList = (values: string[] | undefined) => (values && values.length > 0 ? values.join(',') : undefined);

/** The request parameters exactly as sent: lists joined with commas, `round` left out for all rounds, `all=true` instead of a page. */
export function mhtcetFinderParams(query: MhtcetFinderQuery): Record<string, string | number | boolean | undefined> {
  const paging = query.page_size === 'all' ? { all: true } : { page: query.page, page_size: query.page_size };
  return {
    year: query.year,
    rank: query.rank,
    percentile: query.percentile,
    quota: commaList(query.quota),
    seat_type: commaList(query.seat_type),
    district: commaList(query.district),
    branch: commaList(query.branch),
    home_university: query.home_university || undefined,
    round: query.round ?? undefined,
    sort_by: query.sort_by,
    sort_order: query.sort_order,
    ...paging,
  };
}

/** GET /cutoffs/mhtcet/college-finder/: one page of rows (results, page, total_pages, count). */
export function getMhtcetFinder(api: ApiClient, query: MhtcetFinderQuery, signal?: AbortSignal): Promise<MhtcetFinderResponse> {
  return api.get<MhtcetFinderResponse>(API_PATHS.mhtcetFinder, { params: mhtcetFinderParams(query), signal });
}
