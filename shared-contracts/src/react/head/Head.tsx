import { createContext, useContext, useEffect, useId, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { HeadManager } from './HeadManager';
import { readHeadEntry } from './readHeadEntry';

const HeadContext = createContext<HeadManager | null>(null);

// On the server no effect runs (and React warns about layout effects there): entries are collected in render.
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Where the page's <Head> elements write to: the document (one provider at the top of the app; the remotes
 * share it through the shared-contracts singleton), or `manager` (the prerender's collecting manager).
 */
export function HeadProvider({ manager, children }: { manager?: HeadManager; children: ReactNode }) {
  const [own] = useState(() => manager ?? new HeadManager(typeof document === 'undefined' ? null : document));
  return <HeadContext.Provider value={manager ?? own}>{children}</HeadContext.Provider>;
}

export interface HeadProps {
  /** <title>, <meta>, <link> and <script type="application/ld+json"> elements. */
  children?: ReactNode;
  /** The title pattern, `%s` for the page's title (e.g. "%s | Site"). */
  titleTemplate?: string;
  /** The title while no page gives one. */
  defaultTitle?: string;
}

/**
 * The page's metadata: written to the document's head once the commit that mounts or changes it is done
 * (never while React is still rendering: a render may be dropped, or finish only in a later frame), the
 * innermost <Head> overriding the outer ones.
 */
export function Head({ children, titleTemplate, defaultTitle }: HeadProps) {
  const manager = useContext(HeadContext);
  if (!manager) throw new Error('<Head> needs a <HeadProvider> above it');
  const id = useId();
  const entry = readHeadEntry({ children, titleTemplate, defaultTitle });
  // Compared as text: children are new elements on every render, the metadata rarely changes.
  const key = JSON.stringify(entry);
  const stable = useMemo(() => entry, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  if (manager.collecting) manager.set(id, stable);
  useCommitEffect(() => {
    manager.set(id, stable);
  }, [manager, id, stable]);
  useCommitEffect(() => () => manager.remove(id), [manager, id]);
  return null;
}
