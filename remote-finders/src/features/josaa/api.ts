// The JoSAA calls of the spec's section 7 (and the tool's calls), through the shell's API client.
import { API_PATHS, type ApiClient, type FilterOption, type JeeFinderResponse, type OptionsResponse } from 'shared-contracts';

export type JosaaOptionList = 'years' | 'exam-types' | 'quotas' | 'seat-types' | 'genders' | 'rounds';

export async function getJosaaOptions(api: ApiClient, list: JosaaOptionList, params: Record<string, string> = {}): Promise<FilterOption[]> {
  const data = await api.get<OptionsResponse>(API_PATHS.josaaOptions(list), { params, silent: true });
  if (!data || !Array.isArray(data.options)) throw new Error(`Unexpected ${list} options`);
  return data.options;
}

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

export async function getJosaaFinder(api: ApiClient, query: JosaaFinderQuery): Promise<JeeFinderResponse> {
  const data = await api.get<JeeFinderResponse>(API_PATHS.josaaFinder, { params: { ...query }, silent: true });
  if (!data || !Array.isArray(data.results)) throw new Error('Unexpected finder response');
  return data;
}
