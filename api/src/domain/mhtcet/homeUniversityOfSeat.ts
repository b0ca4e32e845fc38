// The home-university eligibility of a shortlisted MHT-CET seat, by the finder's rule (homeUniversity.ts):
// the college's district (latest row) gives the college's university, and the quota labels of the seat's
// rows in its latest year give the sections it was listed under (a row without a label is read from its
// seat type's last letter there, as in the finder). A seat with no rows is judged by its seat type alone.
import type { MhtcetSeatKey } from 'shared-contracts';
import type { Db } from '../../db/createDb';
import { homeUniversityOfDistrict, seatEligibility, seatSection, type SeatSection } from './homeUniversity';

export async function mhtcetSeatEligibility(db: Db, homeUniversity: string, item: MhtcetSeatKey): Promise<{ eligible: boolean; note: string | null }> {
  const college = await db
    .selectFrom('mhtcet_cutoffs')
    .select('district')
    .where('college_code', '=', item.clg_code)
    .orderBy('year', 'desc')
    .limit(1)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('mhtcet_cutoffs')
    .select(['year', 'quota'])
    .where('college_code', '=', item.clg_code)
    .where('branch_code', '=', item.branch_code)
    .where('seat_type', '=', item.seat_type)
    .execute();
  const latestYear = Math.max(...rows.map((row) => Number(row.year)));
  const sections: SeatSection[] =
    rows.length === 0
      ? [seatSection('', item.seat_type)]
      : [...new Set(rows.filter((row) => Number(row.year) === latestYear).map((row) => seatSection(row.quota, item.seat_type)))];
  return seatEligibility(homeUniversity, homeUniversityOfDistrict(college?.district ?? null), sections);
}
