import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `list`'s items to render now: `first` at once, then `step` more per task (each a transition,
 * so typing or a tap goes first) until all are there; back to `first` when `list` changes. A long list's
 * first render and commit were single long tasks on a slow phone; the items a reader sees first now come in
 * the first, short one, and the rest follow before a reader could scroll to them.
 */
export function useCountInSteps(list: readonly unknown[], first: number, step: number): number {
  const total = list.length;
  const [state, setState] = useState({ list, shown: first });
  let { shown } = state;
  if (state.list !== list) {
    shown = first;
    setState({ list, shown });
  }
  useEffect(() => {
    if (shown >= total) return undefined;
    const timer = window.setTimeout(() => startTransition(() => setState((current) => (current.list === list ? { list, shown: current.shown + step } : current))), 0);
    return () => window.clearTimeout(timer);
  }, [list, shown, total, step]);
  return Math.min(shown, total);
}
