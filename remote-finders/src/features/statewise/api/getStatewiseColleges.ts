import { API_PATHS, STATEWISE_QUOTA, STATEWISE_SEAT_TYPE, type ApiClient, type MhtcetFinderResponse } from 'shared-contracts';
import { mhtcetFinderParams } from '../../finder-common';

export interface StatewiseQuery {
  year: number;
  /** The student's JEE Main rank (the API turns it into a JEE Main percentile). */
  rank: number;
  /** null: every round. */
  round: number | null;
  /** Only sent for logged-in users. */
  branch?: string[];
  page: number;
  page_size: number | 'all';
}

/**
 * The state-wise finder: GET /cutoffs/mhtcet/college-finder/ with the fixed quota All India Seats and
 * seat type AI, every district, ordered by closing All India merit number.
 */
export function getStatewiseColleges(api: ApiClient, query: StatewiseQuery, signal?: AbortSignal): Promise<MhtcetFinderResponse> {
  const params = mhtcetFinderParams({
    year: query.year,
    rank: query.rank,
    quota: [STATEWISE_QUOTA],
    seat_type: [STATEWISE_SEAT_TYPE],
    branch: query.branch,
    round: query.round,
    sort_by: 'closing_rank',
    sort_order: 'asc',
    page: query.page,
    page_size: query.page_size,
  });
  return api.get<MhtcetFinderResponse>(API_PATHS.mhtcetFinder, { params, signal });
}
