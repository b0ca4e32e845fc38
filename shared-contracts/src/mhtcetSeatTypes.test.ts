import {
  describeMhtcetSeatType,
  MHTCET_QUOTA_LABELS,
  MHTCET_SEAT_TYPE_DESCRIPTIONS,
  mhtcetQuotaLabel,
  mhtcetRoundLabel,
  mhtcetSeatTypeLabel,
} from './mhtcetSeatTypes';

// The distinct values of the seat_type column of ../shared/data/mhtcet/mhtcet_cutoffs.csv (all years and
// rounds, 96 codes), derived once from the file; the API's import refuses a row whose code is not
// in the table, so a new code in a future file shows up there too.
const SEAT_TYPES_IN_DATA = [
  'AI', 'DEFOBCS', 'DEFOPENS', 'DEFRNT1S', 'DEFRNT2S', 'DEFRNT3S', 'DEFROBCS', 'DEFRSCS', 'DEFRSEBCS',
  'DEFRSTS', 'DEFRVJS', 'DEFSCS', 'DEFSEBCS', 'DEFSTS', 'EWS', 'GNT1H', 'GNT1O', 'GNT1S', 'GNT2H', 'GNT2O',
  'GNT2S', 'GNT3H', 'GNT3O', 'GNT3S', 'GOBCH', 'GOBCO', 'GOBCS', 'GOPENH', 'GOPENO', 'GOPENS', 'GSCH',
  'GSCO', 'GSCS', 'GSEBCH', 'GSEBCO', 'GSEBCS', 'GSTH', 'GSTO', 'GSTS', 'GVJH', 'GVJO', 'GVJS', 'LNT1H',
  'LNT1O', 'LNT1S', 'LNT2H', 'LNT2O', 'LNT2S', 'LNT3H', 'LNT3O', 'LNT3S', 'LOBCH', 'LOBCO', 'LOBCS',
  'LOPENH', 'LOPENO', 'LOPENS', 'LSCH', 'LSCO', 'LSCS', 'LSEBCH', 'LSEBCO', 'LSEBCS', 'LSTH', 'LSTO', 'LSTS',
  'LVJH', 'LVJO', 'LVJS', 'MI', 'ORPHAN', 'PWDOBCH', 'PWDOBCS', 'PWDOPENH', 'PWDOPENS', 'PWDRNT1H',
  'PWDRNT1S', 'PWDRNT2H', 'PWDRNT2S', 'PWDRNT3S', 'PWDROBCH', 'PWDROBCS', 'PWDRSCH', 'PWDRSCS', 'PWDRSEBCH',
  'PWDRSEBCS', 'PWDRSTH', 'PWDRSTS', 'PWDRVJH', 'PWDRVJS', 'PWDSCH', 'PWDSCS', 'PWDSEBCH', 'PWDSEBCS',
  'PWDSTS', 'TFWS',
];
// The original seat types printed on 'MH to AI' rows (third part of their quota) that are not also in the
// seat_type column.
const PRINTED_ONLY_ON_MH_TO_AI_ROWS = ['DEFO', 'PHCH'];

describe('MHT-CET seat types', () => {
  it('describes every seat-type code that occurs in the data', () => {
    expect(SEAT_TYPES_IN_DATA).toHaveLength(96);
    const missing = [...SEAT_TYPES_IN_DATA, ...PRINTED_ONLY_ON_MH_TO_AI_ROWS].filter((code) => !describeMhtcetSeatType(code));
    expect(missing).toEqual([]);
  });

  it('holds no code that is not in the data', () => {
    const known = new Set([...SEAT_TYPES_IN_DATA, ...PRINTED_ONLY_ON_MH_TO_AI_ROWS]);
    expect(Object.keys(MHTCET_SEAT_TYPE_DESCRIPTIONS).filter((code) => !known.has(code))).toEqual([]);
  });

  it('spells out the parts of a code', () => {
    expect(describeMhtcetSeatType('GOPENS')).toBe('General, Open category, State Level seats');
    expect(describeMhtcetSeatType('LOBCH')).toBe('Ladies, Other Backward Classes (OBC), Home University seats');
    expect(describeMhtcetSeatType('GSEBCO')).toBe('General, Socially and Educationally Backward Classes (SEBC), Other Than Home University seats');
    expect(describeMhtcetSeatType('PWDOPENS')).toMatch(/^Persons with Disability, Open category, State Level seats$/);
    expect(describeMhtcetSeatType('PWDRNT2H')).toMatch(/^Persons with Disability, PWD-R seat, Nomadic Tribes C \(NT2\), Home University seats$/);
    expect(describeMhtcetSeatType('DEFRVJS')).toMatch(/^Defence, DEF-R seat, Vimukta Jati/);
    expect(describeMhtcetSeatType('TFWS')).toBe('Tuition Fee Waiver Scheme (TFWS)');
    expect(describeMhtcetSeatType('EWS')).toBe('Economically Weaker Sections (EWS)');
    expect(describeMhtcetSeatType('MI')).toBe('Minority seats (MI)');
    expect(describeMhtcetSeatType('ORPHAN')).toBe('Orphan candidates');
    expect(describeMhtcetSeatType('AI')).toMatch(/^All India seats/);
  });

  it('is consistent: the suffix and prefix of every compound code show in its description', () => {
    for (const code of SEAT_TYPES_IN_DATA) {
      const description = describeMhtcetSeatType(code)!;
      if (['AI', 'EWS', 'TFWS', 'MI', 'ORPHAN'].includes(code)) continue;
      const level = code.slice(-1);
      expect(description.endsWith({ H: 'Home University seats', O: 'Other Than Home University seats', S: 'State Level seats' }[level]!)).toBe(true);
      const prefix = code.startsWith('PWD') ? 'Persons with Disability' : code.startsWith('DEF') ? 'Defence' : code.startsWith('L') ? 'Ladies' : 'General';
      expect(description.startsWith(prefix)).toBe(true);
      expect(description.includes('PWD-R') || description.includes('DEF-R')).toBe(/^(PWDR|DEFR)/.test(code));
    }
  });

  it('labels a code with its description, and an unknown code as itself', () => {
    expect(mhtcetSeatTypeLabel('GOPENS')).toBe('GOPENS - General, Open category, State Level seats');
    expect(mhtcetSeatTypeLabel('XYZ')).toBe('XYZ');
    expect(describeMhtcetSeatType('toString')).toBeNull();
  });
});

describe('MHT-CET quota and round labels', () => {
  it('shortens the published quota sections', () => {
    expect(mhtcetQuotaLabel('Home University Seats Allotted to Home University Candidates')).toBe('Home University (HU candidates)');
    expect(mhtcetQuotaLabel('Other Than Home University Seats Allotted to Home University Candidates')).toBe('Other Than Home University (HU candidates)');
    expect(mhtcetQuotaLabel('State Level')).toBe('State Level');
    expect(mhtcetQuotaLabel('Something new')).toBe('Something new');
    expect(new Set(Object.values(MHTCET_QUOTA_LABELS)).size).toBe(Object.keys(MHTCET_QUOTA_LABELS).length);
  });

  it('names the CAP rounds in Roman numerals', () => {
    expect([1, 2, 3, 4].map(mhtcetRoundLabel)).toEqual(['CAP Round I', 'CAP Round II', 'CAP Round III', 'CAP Round IV']);
  });
});
