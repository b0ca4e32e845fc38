// MHT-CET lookup tables shared by the API and the finder pages: the long description of every seat-type
// code in the CAP cut-off lists, the friendly labels of the published quota sections and of the CAP
// rounds, and the MHT-CET / state-wise finder's response (the fields it adds to PagedResponse).
//
// Seat-type codes are built from parts: a prefix (G = General, i.e. not reserved for women; L = Ladies;
// PWD / PWDR = Persons with Disability; DEF / DEFR = Defence), a category (OPEN, OBC, SC, ST, VJ, NT1,
// NT2, NT3, SEBC) and a suffix for the seat level (H = Home University, O = Other Than Home University,
// S = State Level). EWS, TFWS, MI, ORPHAN and AI stand alone. The table spells every code that occurs
// in the data out in full (tested against the data's distinct codes); `describeMhtcetSeatType` gives
// null for a code it does not know.
import type { Chance, FinderDataBasis, MhtcetFinderRow, PagedResponse } from './entities';

export const MHTCET_SEAT_TYPE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  AI: 'All India seats (All India merit list)',
  DEFOBCS: 'Defence, Other Backward Classes (OBC), State Level seats',
  DEFOPENS: 'Defence, Open category, State Level seats',
  DEFRNT1S: 'Defence, DEF-R seat, Nomadic Tribes B (NT1), State Level seats',
  DEFRNT2S: 'Defence, DEF-R seat, Nomadic Tribes C (NT2), State Level seats',
  DEFRNT3S: 'Defence, DEF-R seat, Nomadic Tribes D (NT3), State Level seats',
  DEFROBCS: 'Defence, DEF-R seat, Other Backward Classes (OBC), State Level seats',
  DEFRSCS: 'Defence, DEF-R seat, Scheduled Castes (SC), State Level seats',
  DEFRSEBCS: 'Defence, DEF-R seat, Socially and Educationally Backward Classes (SEBC), State Level seats',
  DEFRSTS: 'Defence, DEF-R seat, Scheduled Tribes (ST), State Level seats',
  DEFRVJS: 'Defence, DEF-R seat, Vimukta Jati / Denotified Tribes (VJ/DT), State Level seats',
  DEFSCS: 'Defence, Scheduled Castes (SC), State Level seats',
  DEFSEBCS: 'Defence, Socially and Educationally Backward Classes (SEBC), State Level seats',
  DEFSTS: 'Defence, Scheduled Tribes (ST), State Level seats',
  EWS: 'Economically Weaker Sections (EWS)',
  GNT1H: 'General, Nomadic Tribes B (NT1), Home University seats',
  GNT1O: 'General, Nomadic Tribes B (NT1), Other Than Home University seats',
  GNT1S: 'General, Nomadic Tribes B (NT1), State Level seats',
  GNT2H: 'General, Nomadic Tribes C (NT2), Home University seats',
  GNT2O: 'General, Nomadic Tribes C (NT2), Other Than Home University seats',
  GNT2S: 'General, Nomadic Tribes C (NT2), State Level seats',
  GNT3H: 'General, Nomadic Tribes D (NT3), Home University seats',
  GNT3O: 'General, Nomadic Tribes D (NT3), Other Than Home University seats',
  GNT3S: 'General, Nomadic Tribes D (NT3), State Level seats',
  GOBCH: 'General, Other Backward Classes (OBC), Home University seats',
  GOBCO: 'General, Other Backward Classes (OBC), Other Than Home University seats',
  GOBCS: 'General, Other Backward Classes (OBC), State Level seats',
  GOPENH: 'General, Open category, Home University seats',
  GOPENO: 'General, Open category, Other Than Home University seats',
  GOPENS: 'General, Open category, State Level seats',
  GSCH: 'General, Scheduled Castes (SC), Home University seats',
  GSCO: 'General, Scheduled Castes (SC), Other Than Home University seats',
  GSCS: 'General, Scheduled Castes (SC), State Level seats',
  GSEBCH: 'General, Socially and Educationally Backward Classes (SEBC), Home University seats',
  GSEBCO: 'General, Socially and Educationally Backward Classes (SEBC), Other Than Home University seats',
  GSEBCS: 'General, Socially and Educationally Backward Classes (SEBC), State Level seats',
  GSTH: 'General, Scheduled Tribes (ST), Home University seats',
  GSTO: 'General, Scheduled Tribes (ST), Other Than Home University seats',
  GSTS: 'General, Scheduled Tribes (ST), State Level seats',
  GVJH: 'General, Vimukta Jati / Denotified Tribes (VJ/DT), Home University seats',
  GVJO: 'General, Vimukta Jati / Denotified Tribes (VJ/DT), Other Than Home University seats',
  GVJS: 'General, Vimukta Jati / Denotified Tribes (VJ/DT), State Level seats',
  LNT1H: 'Ladies, Nomadic Tribes B (NT1), Home University seats',
  LNT1O: 'Ladies, Nomadic Tribes B (NT1), Other Than Home University seats',
  LNT1S: 'Ladies, Nomadic Tribes B (NT1), State Level seats',
  LNT2H: 'Ladies, Nomadic Tribes C (NT2), Home University seats',
  LNT2O: 'Ladies, Nomadic Tribes C (NT2), Other Than Home University seats',
  LNT2S: 'Ladies, Nomadic Tribes C (NT2), State Level seats',
  LNT3H: 'Ladies, Nomadic Tribes D (NT3), Home University seats',
  LNT3O: 'Ladies, Nomadic Tribes D (NT3), Other Than Home University seats',
  LNT3S: 'Ladies, Nomadic Tribes D (NT3), State Level seats',
  LOBCH: 'Ladies, Other Backward Classes (OBC), Home University seats',
  LOBCO: 'Ladies, Other Backward Classes (OBC), Other Than Home University seats',
  LOBCS: 'Ladies, Other Backward Classes (OBC), State Level seats',
  LOPENH: 'Ladies, Open category, Home University seats',
  LOPENO: 'Ladies, Open category, Other Than Home University seats',
  LOPENS: 'Ladies, Open category, State Level seats',
  LSCH: 'Ladies, Scheduled Castes (SC), Home University seats',
  LSCO: 'Ladies, Scheduled Castes (SC), Other Than Home University seats',
  LSCS: 'Ladies, Scheduled Castes (SC), State Level seats',
  LSEBCH: 'Ladies, Socially and Educationally Backward Classes (SEBC), Home University seats',
  LSEBCO: 'Ladies, Socially and Educationally Backward Classes (SEBC), Other Than Home University seats',
  LSEBCS: 'Ladies, Socially and Educationally Backward Classes (SEBC), State Level seats',
  LSTH: 'Ladies, Scheduled Tribes (ST), Home University seats',
  LSTO: 'Ladies, Scheduled Tribes (ST), Other Than Home University seats',
  LSTS: 'Ladies, Scheduled Tribes (ST), State Level seats',
  LVJH: 'Ladies, Vimukta Jati / Denotified Tribes (VJ/DT), Home University seats',
  LVJO: 'Ladies, Vimukta Jati / Denotified Tribes (VJ/DT), Other Than Home University seats',
  LVJS: 'Ladies, Vimukta Jati / Denotified Tribes (VJ/DT), State Level seats',
  MI: 'Minority seats (MI)',
  ORPHAN: 'Orphan candidates',
  PWDOBCH: 'Persons with Disability, Other Backward Classes (OBC), Home University seats',
  PWDOBCS: 'Persons with Disability, Other Backward Classes (OBC), State Level seats',
  PWDOPENH: 'Persons with Disability, Open category, Home University seats',
  PWDOPENS: 'Persons with Disability, Open category, State Level seats',
  PWDRNT1H: 'Persons with Disability, PWD-R seat, Nomadic Tribes B (NT1), Home University seats',
  PWDRNT1S: 'Persons with Disability, PWD-R seat, Nomadic Tribes B (NT1), State Level seats',
  PWDRNT2H: 'Persons with Disability, PWD-R seat, Nomadic Tribes C (NT2), Home University seats',
  PWDRNT2S: 'Persons with Disability, PWD-R seat, Nomadic Tribes C (NT2), State Level seats',
  PWDRNT3S: 'Persons with Disability, PWD-R seat, Nomadic Tribes D (NT3), State Level seats',
  PWDROBCH: 'Persons with Disability, PWD-R seat, Other Backward Classes (OBC), Home University seats',
  PWDROBCS: 'Persons with Disability, PWD-R seat, Other Backward Classes (OBC), State Level seats',
  PWDRSCH: 'Persons with Disability, PWD-R seat, Scheduled Castes (SC), Home University seats',
  PWDRSCS: 'Persons with Disability, PWD-R seat, Scheduled Castes (SC), State Level seats',
  PWDRSEBCH: 'Persons with Disability, PWD-R seat, Socially and Educationally Backward Classes (SEBC), Home University seats',
  PWDRSEBCS: 'Persons with Disability, PWD-R seat, Socially and Educationally Backward Classes (SEBC), State Level seats',
  PWDRSTH: 'Persons with Disability, PWD-R seat, Scheduled Tribes (ST), Home University seats',
  PWDRSTS: 'Persons with Disability, PWD-R seat, Scheduled Tribes (ST), State Level seats',
  PWDRVJH: 'Persons with Disability, PWD-R seat, Vimukta Jati / Denotified Tribes (VJ/DT), Home University seats',
  PWDRVJS: 'Persons with Disability, PWD-R seat, Vimukta Jati / Denotified Tribes (VJ/DT), State Level seats',
  PWDSCH: 'Persons with Disability, Scheduled Castes (SC), Home University seats',
  PWDSCS: 'Persons with Disability, Scheduled Castes (SC), State Level seats',
  PWDSEBCH: 'Persons with Disability, Socially and Educationally Backward Classes (SEBC), Home University seats',
  PWDSEBCS: 'Persons with Disability, Socially and Educationally Backward Classes (SEBC), State Level seats',
  PWDSTS: 'Persons with Disability, Scheduled Tribes (ST), State Level seats',
  TFWS: 'Tuition Fee Waiver Scheme (TFWS)',
  // Printed only as the original seat type of 'MH to AI' rows of the CAP III All India lists (the third
  // part of their quota, e.g. 'MH to AI | JEE(Main) | PHCH'); never in the seat_type column.
  DEFO: 'Defence, Other Than Home University seats (printed DEFO on MH to AI rows)',
  PHCH: 'Persons with Disability (printed PHC), Home University seats (printed PHCH on MH to AI rows)',
};

/** The long description of a seat-type code, or null when the code is not in the table. */
export function describeMhtcetSeatType(code: string): string | null {
  return Object.prototype.hasOwnProperty.call(MHTCET_SEAT_TYPE_DESCRIPTIONS, code) ? MHTCET_SEAT_TYPE_DESCRIPTIONS[code] : null;
}

/** "GOPENS - General, Open category, State Level seats"; an unknown code is shown as itself. */
export function mhtcetSeatTypeLabel(code: string): string {
  const description = describeMhtcetSeatType(code);
  return description ? `${code} - ${description}` : code;
}

/** Friendly labels of the quota sections as the State CET Cell prints them. */
export const MHTCET_QUOTA_LABELS: Readonly<Record<string, string>> = {
  'Home University Seats Allotted to Home University Candidates': 'Home University (HU candidates)',
  'Home University Seats Allotted to Other Than Home University Candidates': 'Home University (OHU candidates)',
  'Other Than Home University Seats Allotted to Other Than Home University Candidates': 'Other Than Home University (OHU candidates)',
  'Other Than Home University Seats Allotted to Home University Candidates': 'Other Than Home University (HU candidates)',
  'State Level': 'State Level',
  'Minority Seats Allotted to Maharashtra State Candidature Candidates': 'Minority (Maharashtra candidates)',
  'Maharashtra State Seats Allotted to All India Candidature Candidates': 'Maharashtra State seats (All India candidates)',
  'All India Seats': 'All India Seats',
};

export const mhtcetQuotaLabel = (quota: string): string => MHTCET_QUOTA_LABELS[quota] ?? quota;

export const MHTCET_ROUNDS = [1, 2, 3, 4] as const;
const ROMAN = ['I', 'II', 'III', 'IV'] as const;
/** "CAP Round I" for 1, ... "CAP Round IV" for 4. */
export const mhtcetRoundLabel = (round: number): string => `CAP Round ${ROMAN[round - 1] ?? round}`;

/** What the student's value is compared with. */
export type MhtcetFinderBasis = 'mhtcet_rank' | 'mhtcet_percentile' | 'jee_main_percentile';

/**
 * One row of GET /api/cutoffs/mhtcet/college-finder/. The API sends the `institute` / `branch` naming
 * variant (so a row is also a StatewiseRow). Opening values are always null: the lists publish closing
 * values only.
 */
export interface MhtcetResultRow extends MhtcetFinderRow {
  institute: string;
  branch: string;
  /** The stage within the round as printed (e.g. "I", "II", "VII", "I-Non PWD"); null on All India rows. */
  stage: string | null;
  /** All India rows: the published Type | Exam (| original seat type), e.g. "MH to AI | JEE(Main) | GOBCH". */
  quota_detail?: string;
  chance: Chance;
}

export interface MhtcetFinderResponse extends PagedResponse<MhtcetResultRow> {
  year: number;
  /** The round asked for, or null for all rounds. */
  round: number | null;
  basis: MhtcetFinderBasis;
  /** State-wise searches: the JEE Main percentile the rows were compared with. */
  jee_main_percentile?: number;
  /** State-wise searches by rank: the JEE Main rank that was converted to `jee_main_percentile`. */
  jee_main_rank?: number;
  /** Set (with no rows) when no cut-off list of this kind exists for the year and round: show it as is. */
  detail?: string;
  /** The rounds that do have a list of this kind for the year. */
  available_rounds: number[];
  /** The data the answer rests on (the year's rounds of this kind, and the year before when it had more). */
  data: FinderDataBasis;
}
