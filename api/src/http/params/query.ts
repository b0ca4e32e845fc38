// Parsing and validating query-string parameters. Every value is checked against what it may be;
// anything else is a 400 with a detail that names the parameter. Shared by the rankings and finders.
import { DEFAULT_PAGE_SIZE, type SortOrder } from 'shared-contracts';
import { badRequest } from '../errors';

export type Query = Record<string, unknown>;

const MAX_ECHO = 60;

/** A value safe to repeat in an error message (shortened). */
export function echo(value: string): string {
  return value.length > MAX_ECHO ? `${value.slice(0, MAX_ECHO)}…` : value;
}

/** The parameter as one string, undefined when absent; a repeated parameter is a 400. */
export function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`Give ${name} only once.`);
  return value.trim();
}

/**
 * The most values one comma-list parameter may hold. "Select all" on the longest list a form offers (the
 * MHT-CET branches: 103 in 2025, a few more each year; 95 seat types) stays well below it, and the work a
 * list costs is bounded with it.
 */
export const MAX_LIST_ITEMS = 256;

export const tooManyItemsDetail = (name: string, count: number): string =>
  `${name} takes at most ${MAX_LIST_ITEMS} comma-separated values (got ${count}).`;

/** The comma-separated pieces of a list parameter, as sent (untrimmed, empty ones kept); too many is a 400. */
export function listPieces(raw: string, name: string): string[] {
  const pieces = raw.split(',');
  if (pieces.length > MAX_LIST_ITEMS) throw badRequest(tooManyItemsDetail(name, pieces.length));
  return pieces;
}

function positiveInt(query: Query, name: string, fallback: number): number {
  const raw = single(query, name);
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < 1) {
    throw badRequest(`${name} must be a whole number of 1 or more (got "${echo(raw)}").`);
  }
  return value;
}

export const parsePage = (query: Query): number => positiveInt(query, 'page', 1);
export const parsePageSize = (query: Query): number => positiveInt(query, 'page_size', DEFAULT_PAGE_SIZE);

/**
 * `year`: absent means `fallback`; otherwise one of `allowed` (the years with data, newest first), and a
 * 400 listing them when it is not.
 */
export function parseYear(query: Query, allowed: readonly number[], fallback: number): number {
  const raw = single(query, 'year');
  if (raw === undefined || raw === '') return fallback;
  const year = Number(raw);
  if (!/^\d{4}$/.test(raw) || !allowed.includes(year)) {
    const choices = allowed.length > 0 ? `Choose one of: ${[...allowed].sort((a, b) => b - a).join(', ')}.` : 'No year has data yet.';
    throw badRequest(`Unknown year: ${echo(raw)}. ${choices}`);
  }
  return year;
}

export function parseSortOrder(query: Query): SortOrder {
  const raw = single(query, 'sort_order');
  if (raw === undefined || raw === '') return 'asc';
  const order = raw.toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw badRequest(`sort_order must be asc or desc (got "${echo(raw)}").`);
  return order;
}

export function parseSortBy<T extends string>(query: Query, allowed: readonly T[], fallback: T): T {
  const raw = single(query, 'sort_by');
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw badRequest(`Unknown sort_by: ${echo(raw)}. Choose one of: ${allowed.join(', ')}.`);
  }
  return raw as T;
}

export function parseBoolean(query: Query, name: string): boolean {
  const raw = single(query, name);
  if (raw === undefined || raw === '') return false;
  const value = raw.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest(`${name} must be true or false (got "${echo(raw)}").`);
}
