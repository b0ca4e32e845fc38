// The bodies of the shortlist calls: `{ items }` (exactly the fields of JosaaSeatKey / MhtcetSeatKey from
// shared-contracts, each a non-empty string of at most 200 characters; no seat twice; at most the limit)
// and the details' rank, home_state and home_university. Every bad value is a 400 that names it.
import type { JosaaSeatKey, MhtcetSeatKey, ShortlistItem } from 'shared-contracts';
import { SHORTLIST_LIMIT, SHORTLIST_LIMIT_DETAIL, shortlistKey } from '../../domain/shortlist';
import { OFFICIAL_STATE_NAMES, officialStateName } from '../../domain/states';
import { badRequest } from '../errors';
import { HOME_UNIVERSITY_CHOICES, homeUniversityNamed } from './homeUniversity';

const MAX_TEXT = 200;
const JOSAA_FIELDS = ['exam', 'institute', 'program', 'quota', 'seat_type', 'gender'] as const satisfies readonly (keyof JosaaSeatKey)[];
const MHTCET_FIELDS = ['exam', 'clg_code', 'branch_code', 'seat_type', 'institute', 'branch'] as const satisfies readonly (keyof MhtcetSeatKey)[];

function parseItem(raw: unknown, at: number): ShortlistItem {
  const where = `items[${at}]`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest(`${where} must be an object.`);
  const record = raw as Record<string, unknown>;
  const exam = record.exam;
  if (exam !== 'josaa' && exam !== 'mhtcet') throw badRequest(`${where}.exam must be "josaa" or "mhtcet".`);
  const fields: readonly string[] = exam === 'josaa' ? JOSAA_FIELDS : MHTCET_FIELDS;
  const extra = Object.keys(record).filter((key) => !fields.includes(key));
  if (extra.length > 0) throw badRequest(`${where} has unknown field(s): ${extra.slice(0, 5).join(', ')}. A ${exam} item has: ${fields.join(', ')}.`);
  const item: Record<string, string> = {};
  for (const field of fields) {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${where}.${field} is required (a non-empty string).`);
    if (value.length > MAX_TEXT) throw badRequest(`${where}.${field} must be at most ${MAX_TEXT} characters.`);
    item[field] = value;
  }
  // Every field of the exam's key type was checked above.
  return item as unknown as ShortlistItem;
}

/** `{ items }` of a request body: at most the limit, each a valid item, no seat twice; otherwise a 400. */
export function parseShortlistItems(body: unknown): ShortlistItem[] {
  const raw = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).items : undefined;
  if (!Array.isArray(raw)) throw badRequest('items is required: a list of seats.');
  if (raw.length > SHORTLIST_LIMIT) throw badRequest(SHORTLIST_LIMIT_DETAIL);
  const items = raw.map(parseItem);
  const seen = new Map<string, number>();
  items.forEach((item, at) => {
    const key = shortlistKey(item);
    const first = seen.get(key);
    if (first !== undefined) throw badRequest(`items[${at}] is the same seat as items[${first}]; a shortlist holds each seat once.`);
    seen.set(key, at);
  });
  return items;
}

export const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

export function parseDetailsRank(body: unknown): number | null {
  const raw = field(body, 'rank');
  if (raw === undefined || raw === null || raw === '') return null;
  const rank = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof rank !== 'number' || !Number.isSafeInteger(rank) || rank < 1) throw badRequest('rank must be a whole number of 1 or more.');
  return rank;
}

export function parseDetailsHomeState(body: unknown): string | null {
  const raw = field(body, 'home_state');
  if (raw === undefined || raw === null || raw === '') return null;
  const state = typeof raw === 'string' ? officialStateName(raw) : undefined;
  if (state === undefined) throw badRequest(`Unknown home_state. Choose one of: ${OFFICIAL_STATE_NAMES.join(', ')}.`);
  return state;
}

/** home_university: absent or empty for none, else one of the home universities (any case); otherwise a 400. */
export function parseHomeUniversityValue(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const found = typeof raw === 'string' ? homeUniversityNamed(raw) : undefined;
  if (!found) throw badRequest(`Unknown home_university. ${HOME_UNIVERSITY_CHOICES}`);
  return found;
}
