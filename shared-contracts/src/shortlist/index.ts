// shared-contracts/shortlist: the student's shortlist (one jotai store, its hooks, and the sync with the
// browser or the account). An entry of its own, a federation singleton like ./react, so jotai and the
// list's code stay off the host's first page: the host loads it after first paint, and every remote that
// stars a seat shares the same instance, hence the same store.
export { SHORTLIST_STORAGE_KEY, readStoredShortlist, shortlistAtom, shortlistStore, useShortlist, writeStoredShortlist } from './shortlist';
export type { ShortlistActions } from './shortlist';
export { ShortlistProvider, ShortlistSync, useShortlistSync } from './ShortlistSync';
