import { isJeeMainAllIndia, normaliseChoiceCode, normaliseCollegeCode, parseAllIndiaQuota, parseRound } from './codes';
import { COLLEGE_DISTRICTS, tableDistrict } from './districts';

describe('code normalisation', () => {
  it('pads 4-digit college codes to 5 and keeps 5-digit ones', () => {
    expect(normaliseCollegeCode('1002')).toBe('01002');
    expect(normaliseCollegeCode('01002')).toBe('01002');
    expect(normaliseCollegeCode(' 16006 ')).toBe('16006');
    for (const bad of ['', '123456', '10a2', '-102']) expect(normaliseCollegeCode(bad)).toBeNull();
  });

  it('pads 9-digit choice codes to 10 and keeps a printed letter suffix', () => {
    expect(normaliseChoiceCode('100219110')).toBe('0100219110');
    expect(normaliseChoiceCode('0100219110')).toBe('0100219110');
    expect(normaliseChoiceCode('303337213K')).toBe('0303337213K');
    expect(normaliseChoiceCode('0303337213K')).toBe('0303337213K');
    expect(normaliseChoiceCode('303337293LK')).toBe('0303337293LK');
    expect(normaliseChoiceCode('0687819190l')).toBe('0687819190L');
    for (const bad of ['', '01002191101', 'K0303', '0303-37213', '0303337213KLM']) expect(normaliseChoiceCode(bad)).toBeNull();
  });

  it('reads CAP rounds in Roman numerals or digits', () => {
    expect(['I', 'II', 'III', 'IV', 'iv', '1', '4'].map(parseRound)).toEqual([1, 2, 3, 4, 4, 1, 4]);
    for (const bad of ['V', '0', '5', '', 'Round 1']) expect(parseRound(bad)).toBeNull();
  });
});

describe('All India quotas', () => {
  it('splits Type | Exam (| printed seat type)', () => {
    expect(parseAllIndiaQuota('AI to AI | JEE(Main)')).toEqual({ allotment: 'AI to AI', exam: 'JEE(Main)', originalSeatType: null });
    expect(parseAllIndiaQuota('MH to AI | JEE(Main) | GOBCH')).toEqual({ allotment: 'MH to AI', exam: 'JEE(Main)', originalSeatType: 'GOBCH' });
    expect(parseAllIndiaQuota('MI to AI | MHT-CET | MI')).toEqual({ allotment: 'MI to AI', exam: 'MHT-CET', originalSeatType: 'MI' });
    for (const bad of ['AI to AI', 'State Level', 'XX to AI | JEE(Main)', 'AI to AI | ', 'AI to AI | JEE(Main) | GOBCH | X']) {
      expect(parseAllIndiaQuota(bad)).toBeNull();
    }
  });

  it('keeps only the ordinary JEE Main rows for the state-wise finder (no MHT-CET, NEET or PCB-course rows)', () => {
    const jee = (quota: string) => isJeeMainAllIndia(parseAllIndiaQuota(quota));
    expect(jee('AI to AI | JEE(Main)')).toBe(true);
    expect(jee('MH to AI | JEE(Main) | GOBCH')).toBe(true);
    expect(jee('MI to AI | JEE(Main) | MI')).toBe(true);
    for (const quota of ['AI to AI | MHT-CET', 'AI to AI | NEET-2025', 'AI to AI | NEET-2024', 'AI to AI | JEE(Main)-2025', 'AI to AI | MHT-CET-PCB 2024', 'MI to AI | MHT-CET | MI']) {
      expect(jee(quota)).toBe(false);
    }
  });
});

// The 36 districts of Maharashtra, as the data spells them (current official names).
const MAHARASHTRA_DISTRICTS = [
  'Ahilyanagar', 'Akola', 'Amravati', 'Beed', 'Bhandara', 'Buldhana', 'Chandrapur', 'Chhatrapati Sambhajinagar', 'Dharashiv',
  'Dhule', 'Gadchiroli', 'Gondia', 'Hingoli', 'Jalgaon', 'Jalna', 'Kolhapur', 'Latur', 'Mumbai City', 'Mumbai Suburban', 'Nagpur',
  'Nanded', 'Nandurbar', 'Nashik', 'Palghar', 'Parbhani', 'Pune', 'Raigad', 'Ratnagiri', 'Sangli', 'Satara', 'Sindhudurg',
  'Solapur', 'Thane', 'Wardha', 'Washim', 'Yavatmal',
];

describe('district table', () => {
  it('is keyed by 5-digit college codes and names only Maharashtra districts', () => {
    expect(MAHARASHTRA_DISTRICTS).toHaveLength(36);
    for (const [code, entry] of Object.entries(COLLEGE_DISTRICTS)) {
      expect(code).toMatch(/^\d{5}$/);
      expect(MAHARASHTRA_DISTRICTS).toContain(entry.district);
      expect(entry.note).not.toBe('');
    }
  });

  it('answers by normalised code only', () => {
    expect(tableDistrict('03189')).toBe('Thane');
    expect(tableDistrict('3189')).toBeUndefined();
    expect(tableDistrict('99999')).toBeUndefined();
    expect(tableDistrict('constructor')).toBeUndefined();
  });
});
