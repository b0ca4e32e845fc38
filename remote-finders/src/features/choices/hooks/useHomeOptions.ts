import { useApiQuery, useShell } from 'shared-contracts/react';
import { getHomeOptions } from '../api/getHomeOptions';
import type { ChoiceExam } from '../model/advice';

export function useHomeOptions(exam: ChoiceExam) {
  const { api } = useShell();
  return useApiQuery(`home-options|${exam}`, (signal) => getHomeOptions(api, exam, signal), { keepPrevious: false });
}
