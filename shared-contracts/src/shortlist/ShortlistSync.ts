// Keeps the shortlist where it belongs: a guest's in this browser, a signed-in student's in the account.
// At sign-in the browser's list is merged into the account's (POST /shortlist/merge/, the API's rule) and
// the browser's copy cleared, so a shared computer keeps nothing after sign-out.
import { useAtomValue, useSetAtom } from 'jotai';
import { Fragment, createElement, useEffect, useRef, type ReactNode } from 'react';
import { API_PATHS } from '../api';
import type { ShortlistItem, ShortlistResponse } from '../entities';
import type { ShellContract } from '../shell';
import { cleanShortlist } from '../shortlistItems';
import { readStoredShortlist, shortlistAtom, writeStoredShortlist } from './shortlist';

/** Milliseconds of quiet before a signed-in student's changes are saved (a burst of stars is one PUT). */
const SAVE_DELAY_MS = 400;
/**
 * Milliseconds before each new try of a sign-in merge that failed (a dropped request on a slow network, a
 * busy server): until one succeeds the student sees this browser's list and nothing is saved.
 */
export const MERGE_RETRY_DELAYS_MS = [1000, 3000, 9000];

export function useShortlistSync(shell: ShellContract): void {
  const items = useAtomValue(shortlistAtom);
  const setItems = useSetAtom(shortlistAtom);
  const signedIn = shell.session.isAuthenticated;
  const account = shell.session.user?.email ?? (signedIn ? 'signed-in' : null);
  /** The list as last read or saved; null while loading (nothing is saved until the list is known). */
  const saved = useRef<string | null>(null);
  /** The list shown now, for a merge tried again after the student changed it. */
  const latest = useRef<ShortlistItem[]>(items);
  latest.current = items;
  const api = shell.api;

  useEffect(() => {
    saved.current = null;
    const local = readStoredShortlist();
    if (!account) {
      saved.current = JSON.stringify(local);
      // The list it already holds stays as it is: a new but equal array would render every component that
      // shows the list again, in one blocking task, while the page starts.
      setItems((current) => (JSON.stringify(current) === saved.current ? current : local));
      return undefined;
    }
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const merge = (items: ShortlistItem[], attempt: number): void => {
      api.post<ShortlistResponse>(API_PATHS.shortlistMerge, { items }, { signal: controller.signal, silent: true }).then(
        (answer) => {
          if (controller.signal.aborted) return;
          const merged = cleanShortlist(answer.items);
          writeStoredShortlist([]);
          saved.current = JSON.stringify(merged);
          setItems(merged);
        },
        () => {
          if (controller.signal.aborted) return;
          // The account's list could not be read: show this browser's, save nothing over the account's, and
          // try again; a later try sends the list as it then stands (stars added meanwhile included).
          if (attempt === 0) setItems(local);
          const delay = MERGE_RETRY_DELAYS_MS[attempt];
          if (delay !== undefined) retry = setTimeout(() => merge(latest.current, attempt + 1), delay);
        },
      );
    };
    merge(local, 0);
    return () => {
      clearTimeout(retry);
      controller.abort();
    };
  }, [account, api, setItems]);

  useEffect(() => {
    const json = JSON.stringify(items);
    if (saved.current === null || saved.current === json) return undefined;
    if (!account) {
      saved.current = json;
      writeStoredShortlist(items);
      return undefined;
    }
    const timer = setTimeout(() => {
      saved.current = json;
      api.put<ShortlistResponse>(API_PATHS.shortlist, { items }, { silent: true }).catch(() => {
        if (saved.current === json) saved.current = ''; // not saved: the next change sends the whole list again
      });
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [items, account, api]);
}

/** Mount once under the ShellProvider and the jotai Provider (the host's layout, a standalone shell). */
export function ShortlistSync({ shell }: { shell: ShellContract }) {
  useShortlistSync(shell);
  return null;
}

/**
 * The one shortlist store, kept in step with the browser or the account: a standalone remote wraps its pages
 * in it once (the host mounts ShortlistSync beside its pages). No jotai Provider: the store is jotai's
 * default one, which every hook outside a Provider reads. createElement rather than JSX: this entry is a
 * small chunk of its own, and the JSX runtime would be downloaded in it a second time.
 */
export function ShortlistProvider({ shell, children }: { shell: ShellContract; children: ReactNode }) {
  return createElement(Fragment, null, createElement(ShortlistSync, { shell }), children);
}
