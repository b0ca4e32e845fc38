import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';

// One open flag for the whole page: the header, the footer and the floating button open the same dialog.
const supportDialogOpenAtom = atom(false);

export function useSupportDialog() {
  const [isOpen, setOpen] = useAtom(supportDialogOpenAtom);
  const open = useCallback(() => setOpen(true), [setOpen]);
  const close = useCallback(() => setOpen(false), [setOpen]);
  return { isOpen, open, close };
}
