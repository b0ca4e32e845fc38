import { API_PATHS, type ApiClient, type JeeFinderResponse } from 'shared-contracts';

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
  page?: number;
  page_size?: number;
  all?: boolean;
}

/** GET /cutoffs/josaa/college-finder/: one page of colleges for a rank. */
export async function getJosaaFinder(api: ApiClient, query: JosaaFinderQuery, signal?: AbortSignal): Promise<JeeFinderResponse> {
  const data = await api.get<JeeFinderResponse>(API_PATHS.josaaFinder, { params: { ...query }, signal, silent: true });
  if (!data || !Array.isArray(data.results)) throw new Error('Unexpected finder response');
  return data;
}
