// The JoSAA option lists (exam types, quotas, seat types, genders, rounds), built from the data. They
// change only when the data set is re-imported, so the distinct combinations are read once per import
// (keyed by the data set's checksum, checked at most once a second) and every list comes from memory.
import type { FilterOption, FinderDataBasis } from 'shared-contracts';
import type { Db } from '../../db/createDb';
import { storedDataset } from '../../import/datasetStore';
import {
  ALL_OPTION,
  EXAM_TYPE_LABELS,
  GENDER_LABELS,
  JOSAA_EXAM_TYPES,
  orderedOptions,
  QUOTA_LABELS,
  SEAT_TYPE_LABELS,
  type JosaaExamType,
} from './values';

/** Name of the JoSAA data set in the `datasets` table (import/josaa.ts imports under it). */
export const JOSAA_DATASET = 'josaa_cutoffs';

export interface JosaaCombo {
  year: number;
  exam_type: JosaaExamType;
  round: number;
  quota: string;
  seat_type: string;
  gender: string;
}

export interface CatalogFilter {
  year?: number | null;
  examType?: JosaaExamType | null;
}

/** The distinct (year, exam type, round, quota, seat type, gender) combinations of the data. */
export class JosaaCatalog {
  /** Each list is built once per filter: the finder reads several on every request. */
  private readonly memo = new Map<string, unknown>();

  constructor(readonly combos: readonly JosaaCombo[]) {}

  private remember<T>(name: string, filter: CatalogFilter, build: () => T): T {
    const key = `${name}|${filter.year ?? ''}|${filter.examType ?? ''}`;
    if (!this.memo.has(key)) this.memo.set(key, build());
    return this.memo.get(key) as T;
  }

  private select(filter: CatalogFilter = {}): JosaaCombo[] {
    return this.combos.filter(
      (c) => (filter.year == null || c.year === filter.year) && (filter.examType == null || c.exam_type === filter.examType),
    );
  }

  /** Years with data, newest first. */
  years(): number[] {
    return this.remember('years', {}, () => [...new Set(this.combos.map((c) => c.year))].sort((a, b) => b - a));
  }

  rounds(filter: CatalogFilter = {}): number[] {
    return this.remember('rounds', filter, () => [...new Set(this.select(filter).map((c) => c.round))].sort((a, b) => a - b));
  }

  examTypes(filter: CatalogFilter = {}): FilterOption[] {
    return this.remember('examTypes', filter, () => {
      const present = new Set(this.select(filter).map((c) => c.exam_type));
      return JOSAA_EXAM_TYPES.filter((t) => present.has(t)).map((value) => ({ value, label: EXAM_TYPE_LABELS[value] }));
    });
  }

  quotas(filter: CatalogFilter = {}): FilterOption[] {
    return this.remember('quotas', filter, () => orderedOptions(this.select(filter).map((c) => c.quota), QUOTA_LABELS));
  }

  seatTypes(filter: CatalogFilter = {}): FilterOption[] {
    return this.remember('seatTypes', filter, () => orderedOptions(this.select(filter).map((c) => c.seat_type), SEAT_TYPE_LABELS));
  }

  genders(filter: CatalogFilter = {}): FilterOption[] {
    return this.remember('genders', filter, () => orderedOptions(this.select(filter).map((c) => c.gender), GENDER_LABELS));
  }

  roundOptions(filter: CatalogFilter = {}): FilterOption[] {
    return this.remember('roundOptions', filter, () => this.rounds(filter).map((round) => ({ value: String(round), label: `Round ${round}` })));
  }
}

/**
 * What a finder answer for `year` (and `round`, null for all) rests on: the rounds JoSAA published that
 * year (the last is the year's final round, whatever its number), and the year before when it had more
 * rounds, so a page says "2026 has 5 rounds" instead of showing an empty round 6.
 */
export function josaaDataBasis(catalog: JosaaCatalog, year: number, round: number | null): FinderDataBasis {
  const rounds = catalog.rounds({ year });
  const previousYear = catalog.years().find((y) => y < year);
  const previousRounds = previousYear === undefined ? [] : catalog.rounds({ year: previousYear });
  return {
    source: 'JoSAA',
    year,
    round,
    rounds,
    ...(previousYear !== undefined && previousRounds.length > rounds.length ? { previous_year: { year: previousYear, rounds: previousRounds } } : {}),
  };
}

/** A list as the API returns it: the ALL entry first. */
export const withAll = (options: FilterOption[]): FilterOption[] => [ALL_OPTION, ...options];

interface CacheEntry {
  checksum: string | null;
  catalog: Promise<JosaaCatalog>;
  /** Date.now() of the last checksum check. */
  checkedAt: number;
}

/** How long a catalog is trusted before the data set's checksum is checked again (an import by another process). */
const RECHECK_MS = 1000;
const cache = new WeakMap<Db, CacheEntry>();

async function loadCatalog(db: Db): Promise<JosaaCatalog> {
  const rows = await db
    .selectFrom('josaa_cutoffs')
    .select(['year', 'exam_type', 'round', 'quota', 'seat_type', 'gender'])
    .distinct()
    .execute();
  return new JosaaCatalog(
    rows.map((r) => ({ ...r, year: Number(r.year), round: Number(r.round), exam_type: r.exam_type as JosaaExamType })),
  );
}

/**
 * The catalog of the data now in the database. Rebuilt after an import: at once when the import ran in
 * this process (it calls forgetJosaaCatalog), within RECHECK_MS when another process (the CLI) ran it.
 */
export async function josaaCatalog(db: Db): Promise<JosaaCatalog> {
  const cached = cache.get(db);
  const now = Date.now();
  if (cached && now - cached.checkedAt < RECHECK_MS) return cached.catalog;
  const checksum = (await storedDataset(db, JOSAA_DATASET))?.checksum ?? null;
  if (cached && cached.checksum === checksum) {
    cached.checkedAt = now;
    return cached.catalog;
  }
  const catalog = loadCatalog(db);
  cache.set(db, { checksum, catalog, checkedAt: now });
  catalog.catch(() => cache.delete(db));
  return catalog;
}

/** Drops the cached catalog of `db` (after an import). */
export function forgetJosaaCatalog(db: Db): void {
  cache.delete(db);
}
