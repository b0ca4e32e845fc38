// The shortlist identity of a finder result: what a star saves.
import type { JeeFinderRow, JeeFinderSeatRow, JosaaSeatKey, MhtcetSeatKey } from 'shared-contracts';

export function josaaSeatKey(row: Pick<JeeFinderRow | JeeFinderSeatRow, 'institute' | 'program' | 'quota' | 'seat_type' | 'gender'>): JosaaSeatKey {
  return { exam: 'josaa', institute: row.institute, program: row.program, quota: row.quota, seat_type: row.seat_type, gender: row.gender };
}

export function mhtcetSeatKey(row: { clg_code: string; branch_code: string; seat_type: string; institute: string; branch: string }): MhtcetSeatKey {
  return { exam: 'mhtcet', clg_code: row.clg_code, branch_code: row.branch_code, seat_type: row.seat_type, institute: row.institute, branch: row.branch };
}
