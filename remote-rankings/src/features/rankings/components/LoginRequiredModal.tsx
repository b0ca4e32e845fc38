import { RANKINGS_MESSAGES } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { Button, Modal } from 'shared-contracts/ui';
import { LABELS, RANKINGS_PATH } from '../model/labels';

interface LoginRequiredModalProps {
  /** The prompt to show; null keeps the modal closed. */
  message: string | null;
  onClose: () => void;
}

/** "Login Required": Login goes to /auth and comes back to the rankings; Cancel closes. */
export function LoginRequiredModal({ message, onClose }: LoginRequiredModalProps) {
  const shell = useShell();
  return (
    <Modal
      open={message !== null}
      title={RANKINGS_MESSAGES.loginRequiredTitle}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {LABELS.cancel}
          </Button>
          <Button
            onClick={() => {
              onClose();
              shell.requireLogin(RANKINGS_PATH);
            }}
          >
            {LABELS.login}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
