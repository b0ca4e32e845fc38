import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies text and reports `copied` for `resetMs`, then goes back to idle (or to `failed` when copying is refused). */
export function useCopyToClipboard(resetMs: number) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      try {
        // The Clipboard API needs a secure context; without one, say so rather than pretend.
        if (!navigator.clipboard) throw new Error('Clipboard unavailable');
        await navigator.clipboard.writeText(text);
        setStatus('copied');
        timer.current = setTimeout(() => setStatus('idle'), resetMs);
      } catch {
        setStatus('failed');
      }
    },
    [resetMs],
  );

  return { status, copy };
}
