import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

// One open flag for the whole page: the header, the footer and the floating button open the same dialog.
// A React context rather than a jotai atom, so the host's first page needs no jotai chunk at all
// (remotes load it from the share scope when they use it).
interface SupportDialogState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const SupportDialogContext = createContext<SupportDialogState | null>(null);

export function SupportDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const state = useMemo(() => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }), [isOpen]);
  return <SupportDialogContext.Provider value={state}>{children}</SupportDialogContext.Provider>;
}

export function useSupportDialog(): SupportDialogState {
  const state = useContext(SupportDialogContext);
  if (!state) throw new Error('useSupportDialog must be used inside a SupportDialogProvider (the Layout provides it)');
  return state;
}
