import { RANKINGS_MESSAGES } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { Button, DownloadIcon, LockIcon, SpinnerCircle } from 'shared-contracts/ui';
import { useCsvExport, type ExportFilters } from '../hooks/useCsvExport';
import { LABELS } from '../model/labels';
import type { NoticeMessage } from '../model/types';

interface ExportCsvButtonProps {
  filters: ExportFilters;
  /** A guest's click: the page shows the Login Required modal. */
  onLoginRequired: () => void;
  onMessage: (message: NoticeMessage | null) => void;
}

/** Export CSV: a download for logged-in users; for guests it looks disabled and asks them to log in. */
export function ExportCsvButton({ filters, onLoginRequired, onMessage }: ExportCsvButtonProps) {
  const { session } = useShell();
  const { exportCsv, exporting } = useCsvExport(onMessage);

  if (!session.isAuthenticated) {
    return (
      // Locked, not disabled: the button stays clickable so it can explain why (the Login Required modal).
      <Button $variant="secondary" data-locked="true" aria-haspopup="dialog" title={RANKINGS_MESSAGES.exportLoginTooltip} onClick={onLoginRequired}>
        <LockIcon />
        {LABELS.exportCsv}
      </Button>
    );
  }
  return (
    <Button $variant="secondary" disabled={exporting} aria-busy={exporting} onClick={() => void exportCsv(filters)}>
      {exporting ? <SpinnerCircle $size={16} /> : <DownloadIcon />}
      {exporting ? LABELS.exporting : LABELS.exportCsv}
    </Button>
  );
}
