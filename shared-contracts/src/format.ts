// Small pure helpers that several remotes need the same way.
import { GLOBAL_ALERT_MESSAGES } from './messages';
import type { ApiErrorEventDetail } from './entities';

/** A multi-select's label longer than this is cut to MULTI_SELECT_LABEL_CUT characters and an ellipsis. */
const MULTI_SELECT_LABEL_MAX = 35;
const MULTI_SELECT_LABEL_CUT = 32;

/** Page numbers to show around the current page: `size` of them, clamped to 1..total. */
export function pageWindow(current: number, total: number, size: number): number[] {
  if (total <= 0) return [];
  const count = Math.min(size, total);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** "Showing X - Y of N results", or "Showing all N results". */
export function showingSummary(page: number, pageSize: number | 'all', total: number): string {
  if (pageSize === 'all') return `Showing all ${total} results`;
  if (total === 0) return 'Showing 0 results';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return `Showing ${from} - ${to} of ${total} results`;
}

/** Multi-select label: truncated to 35 characters (32 plus an ellipsis); many selections read "N items selected". */
export function multiSelectLabel(selected: string[], placeholder: string): string {
  if (selected.length === 0) return placeholder;
  const joined = selected.join(', ');
  if (selected.length > 1 && joined.length > MULTI_SELECT_LABEL_MAX) return `${selected.length} items selected`;
  return joined.length > MULTI_SELECT_LABEL_MAX ? `${joined.slice(0, MULTI_SELECT_LABEL_CUT)}...` : joined;
}

// One en-IN formatter per number of decimals, made at the first figure shown and never when a module loads:
// a page's first Intl formatter loads the browser's locale data (13-25 ms in one task).
const indianFormats = new Map<number, Intl.NumberFormat>();

/** A figure as an Indian reader expects it: 1,50,000 (en-IN grouping), to at most `maximumFractionDigits` decimals. */
export function formatIndianNumber(value: number, maximumFractionDigits = 3): string {
  let format = indianFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { maximumFractionDigits });
    indianFormats.set(maximumFractionDigits, format);
  }
  return format.format(value);
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * en-US long date ("July 1, 2025"), in UTC so the date never shifts with the reader's zone. Written out
 * rather than through Intl: a page's first locale call loads the browser's locale data, 13-25 ms in one
 * task, and an article shows its date as it starts.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The global alert's message for an api-error event. */
export function globalAlertMessage(detail: ApiErrorEventDetail): string {
  if (detail.isOffline) return GLOBAL_ALERT_MESSAGES.offline;
  if (detail.isTimeout) return GLOBAL_ALERT_MESSAGES.timeout;
  if (detail.isConnectionError) return GLOBAL_ALERT_MESSAGES.connection;
  if (detail.status === 401 || detail.status === 403) return GLOBAL_ALERT_MESSAGES.session;
  if (detail.status !== undefined && detail.status >= 500) return GLOBAL_ALERT_MESSAGES.server;
  return GLOBAL_ALERT_MESSAGES.other;
}

/** Null shows as N/A. */
export function orNA(value: number | string | null | undefined): string {
  return value === null || value === undefined || value === '' ? 'N/A' : String(value);
}
