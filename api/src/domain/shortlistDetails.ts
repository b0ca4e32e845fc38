// POST /shortlist/details/: what the compare and choice-list pages show of each shortlisted seat - every
// published cut-off, the latest year's final round, the chance there at the student's rank (the finders'
// chance rules), the institute's type and NIRF rank, and whether the student can take the seat. A seat
// without data gets an empty history and nulls.
import type { Chance, JosaaSeatKey, MhtcetSeatKey, SeatCutoffPoint, ShortlistItem, ShortlistSeatDetails } from 'shared-contracts';
import type { Db } from '../db/createDb';
import { chanceFor as josaaChanceFor } from './josaa/chance';
import { josaaEligibility } from './josaa/eligibility';
import { instituteStates } from './josaa/instituteStates';
import { chanceFor as mhtcetChanceFor } from './mhtcet/chance';

export interface DetailsRequest {
  items: ShortlistItem[];
  rank: number | null;
  homeState: string | null;
  homeUniversity: string | null;
}

/** What an MHT-CET seat's eligibility needs: the candidate's home university against the seat. */
export type MhtcetEligibilityRule = (homeUniversity: string, item: MhtcetSeatKey) => Promise<{ eligible: boolean; note: string | null }>;

const empty = (item: ShortlistItem): ShortlistSeatDetails => ({
  item,
  institute_type: null,
  nirf_rank: null,
  nirf_score: null,
  competitiveness: null,
  history: [],
  latest_year: null,
  chance: null,
  eligible: null,
  eligibility_note: null,
});

/** The latest NIRF engineering rank and score of each JoSAA institute (by the import's institute matching). */
async function latestNirf(db: Db, institutes: string[]): Promise<Map<string, { rank: number | null; score: number | null }>> {
  const result = new Map<string, { rank: number | null; score: number | null }>();
  if (institutes.length === 0) return result;
  const matched = await db.selectFrom('josaa_institutes').select(['name', 'nirf_key']).where('name', 'in', institutes).execute();
  for (const { name, nirf_key: key } of matched) {
    if (key === null) continue;
    const row = await db
      .selectFrom('nirf_rankings')
      .select(['rank_min', 'rank_max', 'score'])
      .where('name', '=', key)
      .orderBy('year', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row) result.set(name, { rank: Number(row.rank_min) === Number(row.rank_max) ? Number(row.rank_min) : null, score: row.score === null ? null : Number(row.score) });
  }
  return result;
}

async function josaaDetails(db: Db, item: JosaaSeatKey, request: DetailsRequest, nirf: Map<string, { rank: number | null; score: number | null }>): Promise<ShortlistSeatDetails> {
  const rows = await db
    .selectFrom('josaa_cutoffs')
    .select(['year', 'round', 'closing_rank', 'closing_rank_num', 'is_preparatory', 'institute_type', 'competitiveness'])
    .where('institute', '=', item.institute)
    .where('program', '=', item.program)
    .where('quota', '=', item.quota)
    .where('seat_type', '=', item.seat_type)
    .where('gender', '=', item.gender)
    .orderBy('year')
    .orderBy('round')
    .execute();
  const details = empty(item);
  if (request.homeState !== null) {
    const states = await instituteStates(db);
    const latestYear = rows.length > 0 ? Number(rows[rows.length - 1].year) : null;
    const yearQuotas = latestYear === null ? [] : await db.selectFrom('josaa_cutoffs').select('quota').distinct().where('institute', '=', item.institute).where('year', '=', latestYear).execute();
    const verdict = josaaEligibility(request.homeState, states.byInstitute.get(item.institute), item.quota, new Set(yearQuotas.map((r) => r.quota)));
    details.eligible = verdict.eligible;
    details.eligibility_note = verdict.reason;
  }
  if (rows.length === 0) return details;
  const final = rows[rows.length - 1];
  const chance: Chance | null =
    request.rank === null ? null : (josaaChanceFor(request.rank, { num: Number(final.closing_rank_num), preparatory: Number(final.is_preparatory) === 1 }) ?? 'Low');
  const history: SeatCutoffPoint[] = rows.map((r) => ({ year: Number(r.year), round: Number(r.round), closing_rank: r.closing_rank }));
  const ranked = nirf.get(item.institute);
  return {
    ...details,
    institute_type: final.institute_type,
    nirf_rank: ranked?.rank ?? null,
    nirf_score: ranked?.score ?? null,
    competitiveness: final.competitiveness,
    history,
    latest_year: Number(final.year),
    chance,
  };
}

async function mhtcetDetails(db: Db, item: MhtcetSeatKey, request: DetailsRequest, eligibility: MhtcetEligibilityRule): Promise<ShortlistSeatDetails> {
  const rows = await db
    .selectFrom('mhtcet_cutoffs')
    .select(['year', 'round', 'closing_rank', 'closing_percentile', 'status', 'college_code'])
    .where('college_code', '=', item.clg_code)
    .where('branch_code', '=', item.branch_code)
    .where('seat_type', '=', item.seat_type)
    .orderBy('year')
    .orderBy('round')
    .execute();
  const details = empty(item);
  if (request.homeUniversity !== null) {
    const verdict = await eligibility(request.homeUniversity, item);
    details.eligible = verdict.eligible;
    details.eligibility_note = verdict.note;
  }
  if (rows.length === 0) return details;
  // A (year, round) may list the seat more than once (stages of a round): its last admission counts.
  const byRound = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.year}|${row.round}`;
    const known = byRound.get(key);
    if (!known || Number(row.closing_rank) > Number(known.closing_rank)) byRound.set(key, row);
  }
  const points = [...byRound.values()];
  const final = points[points.length - 1];
  return {
    ...details,
    institute_type: final.status,
    history: points.map((r) => ({ year: Number(r.year), round: Number(r.round), closing_rank: String(r.closing_rank) })),
    latest_year: Number(final.year),
    chance:
      request.rank === null ? null : mhtcetChanceFor('mhtcet_rank', request.rank, { rank: Number(final.closing_rank), percentile: Number(final.closing_percentile) }),
  };
}

export async function shortlistDetails(db: Db, request: DetailsRequest, mhtcetEligibility: MhtcetEligibilityRule): Promise<ShortlistSeatDetails[]> {
  const josaaInstitutes = [...new Set(request.items.flatMap((item) => (item.exam === 'josaa' ? [item.institute] : [])))];
  const nirf = await latestNirf(db, josaaInstitutes);
  const details: ShortlistSeatDetails[] = [];
  for (const item of request.items) {
    details.push(item.exam === 'josaa' ? await josaaDetails(db, item, request, nirf) : await mhtcetDetails(db, item, request, mhtcetEligibility));
  }
  return details;
}
