import { useLocation } from 'react-router-dom';
import { FINDER_MESSAGES } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { Button, Modal } from 'shared-contracts/ui';

export interface FeatureLockedModalProps {
  open: boolean;
  onClose: () => void;
  /** The prompt; defaults to the spec's branch-filter text. */
  message?: string;
  /** Where login comes back to; defaults to the current path and query (so the search survives). */
  returnTo?: string;
}

/** "Feature Locked": Login asks the shell to log in and come back here; Cancel closes. */
export function FeatureLockedModal({ open, onClose, message = FINDER_MESSAGES.branchLocked, returnTo }: FeatureLockedModalProps) {
  const shell = useShell();
  const location = useLocation();
  const target = returnTo ?? `${location.pathname}${location.search}`;
  return (
    <Modal
      open={open}
      title={FINDER_MESSAGES.featureLockedTitle}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onClose();
              shell.requireLogin(target);
            }}
          >
            Login
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
