import { API_PATHS, type ApiClient, type JosaaHistoryPoint, type JosaaHistoryResponse } from 'shared-contracts';

export interface HistoryQuery {
  institute: string;
  program: string;
  quota: string;
  seat_type: string;
  gender: string;
}

/** GET /cutoffs/josaa/history/: the closing ranks of one seat in every round of every year with data. */
export async function getJosaaHistory(api: ApiClient, query: HistoryQuery, signal?: AbortSignal): Promise<JosaaHistoryPoint[]> {
  const data = await api.get<JosaaHistoryResponse>(API_PATHS.josaaHistory, { params: { ...query }, signal, silent: true });
  if (!data || !Array.isArray(data.points)) throw new Error('Unexpected history response');
  return data.points;
}
