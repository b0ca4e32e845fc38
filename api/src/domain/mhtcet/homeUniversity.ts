// MHT-CET home university: which Maharashtra-quota seats a candidate of a home university can take. The
// one place this rule lives (the finder's home_university filter and the shortlist details follow it, both
// reading each cut-off row's quota label through seatSection).
//   Home University (HU) seats of a college go to candidates of the college's university; Other Than
//   Home University (OHU) seats to candidates of every other university; State Level seats to all. The
//   lists' quota labels say both the seat's section and who got it ("Home University Seats Allotted to
//   Other Than Home University Candidates" is open to OHU candidates); a row without a label (the 2023
//   CAP III supplementary file) is read from its seat type's last letter (H, O, S).
//   All India, MH-to-AI, minority and other rows are not Maharashtra-candidature seats by home
//   university: they are not offered under a home-university filter.
// The lists do not print a college's university (SOURCES.md: the text after "Home University :" is not
// kept), so it comes from the college's district: each district belongs to one non-agricultural state
// university's jurisdiction (the CAP information brochure's table of home universities by district).
import { MHTCET_HOME_UNIVERSITY_OF_DISTRICT } from './homeUniversityDistricts';

export type SeatSection = 'home' | 'other' | 'state' | 'none';

const HOME_FOR_HOME = 'Home University Seats Allotted to Home University Candidates';
const OTHER_FOR_HOME = 'Other Than Home University Seats Allotted to Home University Candidates';
const HOME_FOR_OTHER = 'Home University Seats Allotted to Other Than Home University Candidates';
const OTHER_FOR_OTHER = 'Other Than Home University Seats Allotted to Other Than Home University Candidates';

/** Who a row's seats were open to: the college's own university's candidates, the others', everyone, or not by home university. */
export function seatSection(quota: string, seatType: string): SeatSection {
  if (quota === HOME_FOR_HOME || quota === OTHER_FOR_HOME) return 'home';
  if (quota === HOME_FOR_OTHER || quota === OTHER_FOR_OTHER) return 'other';
  if (quota === 'State Level') return 'state';
  if (quota === '') {
    const last = seatType.slice(-1);
    return last === 'H' ? 'home' : last === 'O' ? 'other' : last === 'S' ? 'state' : 'none';
  }
  return 'none';
}

/** The home university of a college by its district (null: district unknown). */
export const homeUniversityOfDistrict = (district: string | null): string | null =>
  district === null ? null : (MHTCET_HOME_UNIVERSITY_OF_DISTRICT[district] ?? null);

/** The home universities, alphabetically. */
export const MHTCET_HOME_UNIVERSITIES: readonly string[] = [...new Set(Object.values(MHTCET_HOME_UNIVERSITY_OF_DISTRICT))].sort();

/** Whether a candidate of `homeUniversity` can take a row's seats at a college of `collegeUniversity`. */
export function homeUniversityEligibility(homeUniversity: string, collegeUniversity: string | null, section: SeatSection): { eligible: boolean; note: string | null } {
  if (section === 'state') return { eligible: true, note: null };
  if (section === 'none') return { eligible: false, note: 'Not a Maharashtra-candidature seat by home university (All India, minority or other quota).' };
  if (collegeUniversity === null) return { eligible: false, note: 'The college\'s home university is not known.' };
  const own = collegeUniversity === homeUniversity;
  if (section === 'home') return own ? { eligible: true, note: null } : { eligible: false, note: `Home University seats of this college are for ${collegeUniversity} candidates.` };
  return own ? { eligible: false, note: `${homeUniversity} candidates take this college's Home University seats, not its Other Than Home University seats.` } : { eligible: true, note: null };
}

/**
 * A shortlisted seat (college, choice code, seat type) against the sections its rows were listed under.
 * One seat type can be listed under two labels in a year (a college's Home University seats allotted to
 * its own university's candidates and, left over, to the others'): the seat is open to the candidate when
 * any of them is, as the finder then shows the candidate one of its rows.
 */
export function seatEligibility(homeUniversity: string, collegeUniversity: string | null, sections: readonly SeatSection[]): { eligible: boolean; note: string | null } {
  const verdicts = sections.map((section) => homeUniversityEligibility(homeUniversity, collegeUniversity, section));
  return verdicts.find((verdict) => verdict.eligible) ?? verdicts[0] ?? homeUniversityEligibility(homeUniversity, collegeUniversity, 'none');
}
