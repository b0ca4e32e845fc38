// Calls of the JoSAA OR-CR tool (shapes in shared-contracts: JosaaInstitutesResponse, JosaaSeatsResponse,
// JosaaHistoryResponse; the endpoints: docs/adr/0034-josaa-orcr-tool-api.md).
import {
  API_PATHS,
  type ApiClient,
  type FilterOption,
  type JosaaHistoryPoint,
  type JosaaHistoryResponse,
  type JosaaInstituteOption,
  type JosaaInstitutesResponse,
  type JosaaSeatsResponse,
  type OptionsResponse,
} from 'shared-contracts';

export async function getInstitutes(api: ApiClient): Promise<JosaaInstituteOption[]> {
  const data = await api.get<JosaaInstitutesResponse>(API_PATHS.josaaInstitutes, { silent: true });
  if (!data || !Array.isArray(data.options)) throw new Error('Unexpected institutes response');
  return data.options;
}

export async function getPrograms(api: ApiClient, institute: string): Promise<FilterOption[]> {
  const data = await api.get<OptionsResponse>(API_PATHS.josaaPrograms, { params: { institute }, silent: true });
  if (!data || !Array.isArray(data.options)) throw new Error('Unexpected programs response');
  return data.options;
}

export interface SeatsQuery {
  institute: string;
  year: number;
  round: number;
  program?: string;
}

export async function getSeats(api: ApiClient, query: SeatsQuery): Promise<JosaaSeatsResponse> {
  const params: Record<string, string | number> = { institute: query.institute, year: query.year, round: query.round };
  if (query.program) params.program = query.program;
  const data = await api.get<JosaaSeatsResponse>(API_PATHS.josaaSeats, { params, silent: true });
  if (!data || !Array.isArray(data.results)) throw new Error('Unexpected seats response');
  return data;
}

export interface HistoryQuery {
  institute: string;
  program: string;
  quota: string;
  seat_type: string;
  gender: string;
}

export async function getHistory(api: ApiClient, query: HistoryQuery): Promise<JosaaHistoryPoint[]> {
  const data = await api.get<JosaaHistoryResponse>(API_PATHS.josaaHistory, { params: { ...query }, silent: true });
  if (!data || !Array.isArray(data.points)) throw new Error('Unexpected history response');
  return data.points;
}
