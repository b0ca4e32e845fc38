// The home-university eligibility of a shortlisted MHT-CET seat: its college's district (latest row) gives
// the college's university, its seat type's last letter the section (homeUniversity.ts).
import type { MhtcetSeatKey } from 'shared-contracts';
import type { Db } from '../../db/createDb';
import { homeUniversityEligibility, homeUniversityOfDistrict, seatSection } from './homeUniversity';

export async function mhtcetSeatEligibility(db: Db, homeUniversity: string, item: MhtcetSeatKey): Promise<{ eligible: boolean; note: string | null }> {
  const college = await db
    .selectFrom('mhtcet_cutoffs')
    .select('district')
    .where('college_code', '=', item.clg_code)
    .orderBy('year', 'desc')
    .limit(1)
    .executeTakeFirst();
  return homeUniversityEligibility(homeUniversity, homeUniversityOfDistrict(college?.district ?? null), seatSection('', item.seat_type));
}
