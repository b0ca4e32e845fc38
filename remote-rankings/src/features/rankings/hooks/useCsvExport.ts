import { useCallback, useState } from 'react';
import { DEFAULT_RANKINGS_SORT, RANKINGS_MESSAGES } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { downloadTextFile } from 'shared-contracts/ui';
import { getRankings } from '../api/getRankings';
import { buildRankingsCsv, rankingsCsvFileName } from '../model/csv';
import type { NoticeMessage } from '../model/types';

export interface ExportFilters {
  year: number;
  /** State option value, empty for all states. */
  state: string;
  /** The state's label, for the file name. */
  stateLabel?: string;
}

/** Fetches every row for the filters (all=true, logged-in only) and downloads them as CSV. */
export function useCsvExport(onMessage: (message: NoticeMessage | null) => void) {
  const { api } = useShell();
  const [exporting, setExporting] = useState(false);

  const exportCsv = useCallback(
    async ({ year, state, stateLabel }: ExportFilters) => {
      setExporting(true);
      onMessage(null);
      try {
        const { results } = await getRankings(api, { year, state: state || undefined, ...DEFAULT_RANKINGS_SORT, all: true });
        if (!results?.length) {
          onMessage({ tone: 'info', text: RANKINGS_MESSAGES.exportNoData });
          return;
        }
        downloadTextFile(buildRankingsCsv(results), rankingsCsvFileName(year, state ? stateLabel : undefined));
      } catch {
        onMessage({ tone: 'error', text: RANKINGS_MESSAGES.exportFailed });
      } finally {
        setExporting(false);
      }
    },
    [api, onMessage],
  );

  return { exportCsv, exporting };
}
