// The JoSAA OR-CR tool's calls (/college-finder/tool): the institutes, an institute's programs, every
// seat of an institute in one year and round, and one seat's closing rank in every year and round.
//   GET /api/cutoffs/josaa/institutes/                                    -> { options: [{ value, label, institute_type }] }
//   GET /api/cutoffs/josaa/programs/?institute=                           -> { options: [{ value, label }] }
//   GET /api/cutoffs/josaa/seats/?institute=&year=&round=[&program=]      -> { results, count, year, round }
//   GET /api/cutoffs/josaa/history/?institute=&program=&quota=&seat_type=&gender= -> { points }
// The answers are bounded by one institute (at most a few hundred seats a round), so there is no paging
// and no guest limit to apply; the finder's rules (page size, all=true, branch) do not concern them.
import type { FastifyInstance } from 'fastify';
import {
  type FilterOption,
  type JosaaHistoryPoint,
  type JosaaHistoryResponse,
  type JosaaInstituteOption,
  type JosaaInstitutesResponse,
  type JosaaSeatRow,
  type JosaaSeatsResponse,
  type OptionsResponse,
} from 'shared-contracts';
import type { Db } from '../db/createDb';
import { storedDataset } from '../import/datasetStore';
import { JOSAA_DATASET, josaaCatalog, josaaDataBasis } from '../domain/josaa/options';
import { examTypeOf } from '../domain/josaa/values';
import { echo, parseYear, single, type Query } from '../http/params/query';
import { badRequest } from '../http/errors';
import type { RouteDeps } from './deps';

interface ToolCatalog {
  institutes: JosaaInstituteOption[];
  types: Map<string, string>;
  programs: Map<string, string[]>;
}

const cache = new WeakMap<Db, { checksum: string | null; catalog: Promise<ToolCatalog> }>();

async function loadToolCatalog(db: Db): Promise<ToolCatalog> {
  const pairs = await db.selectFrom('josaa_cutoffs').select(['institute', 'institute_type', 'program']).distinct().execute();
  const types = new Map<string, string>();
  const programs = new Map<string, Set<string>>();
  for (const pair of pairs) {
    types.set(pair.institute, pair.institute_type);
    const list = programs.get(pair.institute) ?? new Set<string>();
    list.add(pair.program);
    programs.set(pair.institute, list);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'en');
  return {
    institutes: [...types.entries()]
      .sort(([a], [b]) => byName(a, b))
      .map(([name, type]) => ({ value: name, label: name, institute_type: type })),
    types,
    programs: new Map([...programs.entries()].map(([name, set]) => [name, [...set].sort(byName)])),
  };
}

/** Institutes and their programs, read once per import (keyed by the data set's checksum). */
async function toolCatalog(db: Db): Promise<ToolCatalog> {
  const checksum = (await storedDataset(db, JOSAA_DATASET))?.checksum ?? null;
  const cached = cache.get(db);
  if (cached && cached.checksum === checksum) return cached.catalog;
  const catalog = loadToolCatalog(db);
  cache.set(db, { checksum, catalog });
  catalog.catch(() => cache.delete(db));
  return catalog;
}

function required(query: Query, name: string): string {
  const raw = single(query, name);
  if (raw === undefined || raw === '') throw badRequest(`${name} is required.`);
  return raw.replace(/\s+/g, ' ');
}

function parseInstitute(query: Query, catalog: ToolCatalog): string {
  const raw = required(query, 'institute');
  const found = catalog.types.has(raw) ? raw : catalog.institutes.find((i) => i.value.toLowerCase() === raw.toLowerCase())?.value;
  if (!found) throw badRequest(`Unknown institute: ${echo(raw)}. Choose one from /api/cutoffs/josaa/institutes/.`);
  return found;
}

function parseProgram(query: Query, catalog: ToolCatalog, institute: string, needed: boolean): string | null {
  const raw = needed ? required(query, 'program') : single(query, 'program');
  if (raw === undefined || raw === '') return null;
  const program = raw.replace(/\s+/g, ' ');
  const list = catalog.programs.get(institute) ?? [];
  const found = list.find((p) => p === program) ?? list.find((p) => p.toLowerCase() === program.toLowerCase());
  if (!found) throw badRequest(`Unknown program for ${echo(institute)}: ${echo(program)}.`);
  return found;
}

export function josaaToolRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/cutoffs/josaa/institutes/', async (): Promise<JosaaInstitutesResponse> => ({ options: (await toolCatalog(deps.db)).institutes }));

  app.get('/cutoffs/josaa/programs/', async (request): Promise<OptionsResponse> => {
    const catalog = await toolCatalog(deps.db);
    const institute = parseInstitute(request.query as Query, catalog);
    const options: FilterOption[] = (catalog.programs.get(institute) ?? []).map((p) => ({ value: p, label: p }));
    return { options };
  });

  app.get('/cutoffs/josaa/seats/', async (request): Promise<JosaaSeatsResponse> => {
    const query = request.query as Query;
    const catalog = await toolCatalog(deps.db);
    const institute = parseInstitute(query, catalog);
    const program = parseProgram(query, catalog, institute, false);
    const josaa = await josaaCatalog(deps.db);
    const years = josaa.years();
    const year = parseYear(query, years, years[0] ?? new Date().getFullYear());
    const rounds = josaa.rounds({ year });
    const rawRound = single(query, 'round');
    let round: number;
    if (rawRound === undefined || rawRound === '') {
      // The year's final round: the latest it published, whatever its number.
      if (rounds.length === 0) return { results: [], count: 0, year, round: 0, data: josaaDataBasis(josaa, year, null) };
      round = rounds[rounds.length - 1];
    } else {
      round = Number(rawRound);
      if (!/^\d+$/.test(rawRound) || !rounds.includes(round)) {
        throw badRequest(`Unknown round for ${year}: ${echo(rawRound)}. Choose one of: ${rounds.join(', ') || 'none (no data that year)'}.`);
      }
    }
    let select = deps.db
      .selectFrom('josaa_cutoffs')
      .select(['program', 'branch', 'quota', 'seat_type', 'gender', 'opening_rank', 'closing_rank', 'year', 'round'])
      // year and exam type lead the finder's index, which narrows the scan to one year's half of the data.
      .where('year', '=', year)
      .where('exam_type', '=', examTypeOf(catalog.types.get(institute) ?? ''))
      .where('round', '=', round)
      .where('institute', '=', institute);
    if (program !== null) select = select.where('program', '=', program);
    const rows = await select
      .orderBy('program')
      .orderBy('quota')
      .orderBy('seat_type')
      .orderBy('gender')
      .execute();
    const results: JosaaSeatRow[] = rows.map((r) => ({ ...r, year: Number(r.year), round: Number(r.round) }));
    return { results, count: results.length, year, round, data: josaaDataBasis(josaa, year, round) };
  });

  app.get('/cutoffs/josaa/history/', async (request): Promise<JosaaHistoryResponse> => {
    const query = request.query as Query;
    const catalog = await toolCatalog(deps.db);
    const institute = parseInstitute(query, catalog);
    const program = parseProgram(query, catalog, institute, true) as string;
    const josaa = await josaaCatalog(deps.db);
    const pick = (name: string, options: FilterOption[]) => {
      const raw = required(query, name);
      const found = options.find((o) => o.value.toLowerCase() === raw.toLowerCase() || o.label.toLowerCase() === raw.toLowerCase());
      if (!found) throw badRequest(`Unknown ${name}: ${echo(raw)}. Choose one of: ${options.map((o) => o.value).join(', ')}.`);
      return found.value;
    };
    const quota = pick('quota', josaa.quotas());
    const seatType = pick('seat_type', josaa.seatTypes());
    const gender = pick('gender', josaa.genders());
    const years = josaa.years();
    if (years.length === 0) return { points: [] };
    const rows = await deps.db
      .selectFrom('josaa_cutoffs')
      .select(['year', 'round', 'opening_rank', 'closing_rank', 'closing_rank_num', 'is_preparatory'])
      // Equality on the finder index's leading columns (year IN ..., exam type, seat type, gender, quota).
      .where('year', 'in', years)
      .where('exam_type', '=', examTypeOf(catalog.types.get(institute) ?? ''))
      .where('seat_type', '=', seatType)
      .where('gender', '=', gender)
      .where('quota', '=', quota)
      .where('institute', '=', institute)
      .where('program', '=', program)
      .orderBy('year')
      .orderBy('round')
      .execute();
    const points: JosaaHistoryPoint[] = rows.map((r) => ({
      year: Number(r.year),
      round: Number(r.round),
      opening_rank: r.opening_rank,
      closing_rank: r.closing_rank,
      closing_rank_num: Number(r.closing_rank_num),
      is_preparatory: Number(r.is_preparatory) === 1,
    }));
    return { points };
  });
}
