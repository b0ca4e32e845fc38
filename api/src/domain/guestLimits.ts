// Limits that depend on who is asking (guests see fewer rows and filters than signed-in students). The rankings and the
// finders all apply them through these functions, so the rule lives in one place.
import { GUEST_PAGE_SIZE } from 'shared-contracts';
import { isUser, type Viewer } from '../auth/viewer';
import { LoginRequired } from './errors';

/** The largest page a logged-in user may ask for with page_size (all=true is the way to get everything). */
export const MAX_PAGE_SIZE = 500;

/** The page size actually served: guests get at most 50 rows, users at most MAX_PAGE_SIZE. */
export function effectivePageSize(requested: number, viewer: Viewer): number {
  return Math.min(requested, isUser(viewer) ? MAX_PAGE_SIZE : GUEST_PAGE_SIZE);
}

/** `all=true` (every row at once, e.g. CSV export) is for logged-in users only. */
export function assertMayFetchAll(viewer: Viewer, detail: string): void {
  if (!isUser(viewer)) throw new LoginRequired(detail);
}

/** Filters only logged-in users may apply (e.g. the finders' branch filter); a guest's value is ignored. */
export function userOnlyFilter<T>(value: T | undefined, viewer: Viewer): T | undefined {
  return isUser(viewer) ? value : undefined;
}
