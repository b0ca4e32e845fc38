import type { JosaaInstituteOption } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { getJosaaInstitutes } from '../api/getJosaaInstitutes';

/** The OR-CR tool's institutes (loaded once). */
export function useJosaaInstitutes() {
  const { api } = useShell();
  return useApiQuery<JosaaInstituteOption[]>('institutes', (signal) => getJosaaInstitutes(api, signal));
}
