import type { ShortlistItem } from 'shared-contracts';
import { useApiQuery, useShell } from 'shared-contracts/react';
import { postShortlistDetails } from '../api/postShortlistDetails';
import type { ChoiceExam } from '../model/advice';

/** The details of the listed seats at the student's rank and home; reloads when any of them changes. */
export function useShortlistDetails(exam: ChoiceExam, items: ShortlistItem[], rank: number | null, home: string | null) {
  const { api } = useShell();
  const key = items.length === 0 ? null : JSON.stringify([exam, items, rank, home]);
  return useApiQuery(key, (signal) =>
    postShortlistDetails(
      api,
      {
        items,
        ...(rank !== null ? { rank } : {}),
        ...(home ? (exam === 'josaa' ? { home_state: home } : { home_university: home }) : {}),
      },
      signal,
    ),
  );
}
