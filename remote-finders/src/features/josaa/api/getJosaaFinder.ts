import { API_PATHS, type ApiClient, type JeeFinderResponse, type JeeFinderSeatResponse } from 'shared-contracts';

export interface JosaaFinderQuery {
  rank: number;
  exam_type: string;
  year: number;
  round: string;
  seat_type: string;
  quota: string;
  gender: string;
  sort_by: string;
  sort_order: 'asc' | 'desc';
  /** Logged-in users only; never sent for guests. */
  branch?: string;
  /** Only seats a student from this state can take (a name from the home-states list). */
  home_state?: string;
  /** 'seat': one row per seat with every round of the year (the round filter is then ignored). */
  view?: 'seat';
  page?: number;
  page_size?: number;
  all?: boolean;
}

/**
 * GET /cutoffs/josaa/college-finder/: one page of colleges for a rank: cut-off rows (JeeFinderResponse), or
 * with `view: 'seat'` one row per seat with its rounds (JeeFinderSeatResponse).
 */
export async function getJosaaFinder<Response extends JeeFinderResponse | JeeFinderSeatResponse>(
  api: ApiClient,
  query: JosaaFinderQuery,
  signal?: AbortSignal,
): Promise<Response> {
  const data = await api.get<Response>(API_PATHS.josaaFinder, { params: { ...query }, signal, silent: true });
  if (!data || !Array.isArray(data.results)) throw new Error('Unexpected finder response');
  return data;
}
