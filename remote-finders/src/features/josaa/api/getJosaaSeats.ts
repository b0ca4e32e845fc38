import { API_PATHS, type ApiClient, type JosaaSeatsResponse } from 'shared-contracts';

export interface SeatsQuery {
  institute: string;
  year: number;
  round: number;
  program?: string;
}

/** GET /cutoffs/josaa/seats/: the OR-CR tool's seats of an institute (optionally one program) in a year and round. */
export async function getJosaaSeats(api: ApiClient, query: SeatsQuery, signal?: AbortSignal): Promise<JosaaSeatsResponse> {
  const params: Record<string, string | number> = { institute: query.institute, year: query.year, round: query.round };
  if (query.program) params.program = query.program;
  const data = await api.get<JosaaSeatsResponse>(API_PATHS.josaaSeats, { params, signal, silent: true });
  if (!data || !Array.isArray(data.results)) throw new Error('Unexpected seats response');
  return data;
}
