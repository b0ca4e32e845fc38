import { API_PATHS, type ApiClient, type JosaaInstituteOption, type JosaaInstitutesResponse } from 'shared-contracts';

/** GET /cutoffs/josaa/institutes/: the OR-CR tool's institutes, with their type (IIT, NIT, IIIT, GFTI). */
export async function getJosaaInstitutes(api: ApiClient, signal?: AbortSignal): Promise<JosaaInstituteOption[]> {
  const data = await api.get<JosaaInstitutesResponse>(API_PATHS.josaaInstitutes, { signal, silent: true });
  if (!data || !Array.isArray(data.options)) throw new Error('Unexpected institutes response');
  return data.options;
}
