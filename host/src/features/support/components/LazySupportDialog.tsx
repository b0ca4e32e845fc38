import { lazy, Suspense, useEffect, useState } from 'react';
import { useSupportDialog } from '../hooks/supportDialogState';

// The dialog's code (UPI links, copy button, QR code drawing, the modal itself) loads the first time
// the visitor opens it, not with every page; the qrcode library then loads inside it, as before.
const SupportDialog = lazy(() => import(/* webpackChunkName: "support-dialog" */ './SupportDialog').then((m) => ({ default: m.SupportDialog })));

export function LazySupportDialog() {
  const { isOpen } = useSupportDialog();
  // Once loaded it stays mounted, so closing runs the dialog's own close (focus goes back to the opener).
  const [wanted, setWanted] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  if (!wanted && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <SupportDialog />
    </Suspense>
  );
}
