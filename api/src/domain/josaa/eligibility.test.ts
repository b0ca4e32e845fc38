import { josaaEligibility, parseSpecialQuotas, type InstituteHomeQuotas } from './eligibility';

const institute = (name: string, hsStates: string[], special: Record<string, string[]> = {}): InstituteHomeQuotas => ({
  institute: name,
  state: hsStates[0] ?? 'Maharashtra',
  hsStates,
  specialStates: new Map(Object.entries(special)),
});
const quotas = (...names: string[]) => new Set(names);

const TRICHY = institute('NIT Trichy', ['Tamil Nadu']);
const GOA = institute('NIT Goa', ['Dadra and Nagar Haveli and Daman and Diu', 'Lakshadweep'], { GO: ['Goa'] });
const SRINAGAR = institute('NIT Srinagar', ['Jammu and Kashmir'], { JK: ['Jammu and Kashmir'], LA: ['Ladakh'] });
const WARANGAL = institute('NIT Warangal', ['Telangana'], { AP: ['Andhra Pradesh'] });
const DELHI = institute('NIT Delhi', ['Delhi', 'Chandigarh']);
const MESRA = institute('BIT Mesra', ['Jharkhand']);

const eligible = (state: string, inst: InstituteHomeQuotas | undefined, quota: string, year: Set<string>) =>
  josaaEligibility(state, inst, quota, year).eligible;

describe('JoSAA home-state eligibility', () => {
  it('AI seats are for every candidate, even of an institute without a row', () => {
    expect(eligible('Kerala', TRICHY, 'AI', quotas('AI'))).toBe(true);
    expect(eligible('Kerala', undefined, 'AI', quotas('AI'))).toBe(true);
    expect(eligible('Kerala', undefined, 'OS', quotas('HS', 'OS'))).toBe(false);
  });

  it('HS seats are for the institute state; OS seats for everyone else', () => {
    const year = quotas('HS', 'OS');
    expect(eligible('Tamil Nadu', TRICHY, 'HS', year)).toBe(true);
    expect(eligible('Tamil Nadu', TRICHY, 'OS', year)).toBe(false);
    expect(eligible('Kerala', TRICHY, 'HS', year)).toBe(false);
    expect(eligible('Kerala', TRICHY, 'OS', year)).toBe(true);
    expect(josaaEligibility('Kerala', TRICHY, 'HS', year).reason).toBe('HS seats of NIT Trichy are for Tamil Nadu candidates.');
    expect(josaaEligibility('Tamil Nadu', TRICHY, 'OS', year).reason).toBe('Tamil Nadu candidates take the HS seats of NIT Trichy, not its OS seats.');
  });

  it('NIT Delhi: Chandigarh candidates are home state too', () => {
    expect(eligible('Chandigarh', DELHI, 'HS', quotas('HS', 'OS'))).toBe(true);
    expect(eligible('Chandigarh', DELHI, 'OS', quotas('HS', 'OS'))).toBe(false);
    expect(eligible('Punjab', DELHI, 'OS', quotas('HS', 'OS'))).toBe(true);
  });

  it('NIT Goa: GO for Goa, HS for the UTs, OS for the rest', () => {
    const year = quotas('GO', 'HS', 'OS');
    expect(eligible('Goa', GOA, 'GO', year)).toBe(true);
    expect(eligible('Goa', GOA, 'HS', year)).toBe(false);
    expect(eligible('Goa', GOA, 'OS', year)).toBe(false);
    expect(eligible('Lakshadweep', GOA, 'HS', year)).toBe(true);
    expect(eligible('Lakshadweep', GOA, 'GO', year)).toBe(false);
    expect(eligible('Lakshadweep', GOA, 'OS', year)).toBe(false);
    expect(eligible('Kerala', GOA, 'OS', year)).toBe(true);
    expect(josaaEligibility('Kerala', GOA, 'GO', year).reason).toBe('GO seats of NIT Goa are for Goa candidates.');
  });

  it('NIT Srinagar: HS until 2019, JK and LA from 2020 (following the quotas of the year)', () => {
    const y2019 = quotas('HS', 'OS');
    const y2024 = quotas('JK', 'LA', 'OS');
    expect(eligible('Jammu and Kashmir', SRINAGAR, 'HS', y2019)).toBe(true);
    expect(eligible('Jammu and Kashmir', SRINAGAR, 'OS', y2019)).toBe(false);
    expect(eligible('Jammu and Kashmir', SRINAGAR, 'JK', y2024)).toBe(true);
    expect(eligible('Jammu and Kashmir', SRINAGAR, 'LA', y2024)).toBe(false);
    expect(eligible('Jammu and Kashmir', SRINAGAR, 'OS', y2024)).toBe(false);
    expect(eligible('Ladakh', SRINAGAR, 'LA', y2024)).toBe(true);
    expect(eligible('Ladakh', SRINAGAR, 'JK', y2024)).toBe(false);
    expect(eligible('Ladakh', SRINAGAR, 'OS', y2024)).toBe(false);
    expect(eligible('Bihar', SRINAGAR, 'OS', y2024)).toBe(true);
  });

  it('NIT Warangal: AP seats for Andhra Pradesh in the years they were published', () => {
    expect(eligible('Andhra Pradesh', WARANGAL, 'AP', quotas('AP', 'HS', 'OS'))).toBe(true);
    expect(eligible('Andhra Pradesh', WARANGAL, 'OS', quotas('AP', 'HS', 'OS'))).toBe(false);
    expect(eligible('Andhra Pradesh', WARANGAL, 'OS', quotas('HS', 'OS'))).toBe(true);
    expect(eligible('Telangana', WARANGAL, 'AP', quotas('AP', 'HS', 'OS'))).toBe(false);
    expect(eligible('Telangana', WARANGAL, 'OS', quotas('AP', 'HS', 'OS'))).toBe(false);
  });

  it('BIT Mesra by year: HS/OS, then AI/HS, then AI only', () => {
    expect(eligible('Jharkhand', MESRA, 'OS', quotas('HS', 'OS'))).toBe(false);
    expect(eligible('Bihar', MESRA, 'OS', quotas('HS', 'OS'))).toBe(true);
    expect(eligible('Jharkhand', MESRA, 'HS', quotas('AI', 'HS'))).toBe(true);
    expect(eligible('Bihar', MESRA, 'HS', quotas('AI', 'HS'))).toBe(false);
    // An institute that published no home quota that year has OS seats open to all.
    expect(eligible('Jharkhand', MESRA, 'OS', quotas('AI', 'OS'))).toBe(true);
  });

  it('a special quota the institute does not have is for nobody', () => {
    expect(eligible('Goa', TRICHY, 'GO', quotas('GO'))).toBe(false);
  });

  it('reads special_quotas cells', () => {
    expect(parseSpecialQuotas('')).toEqual(new Map());
    expect(parseSpecialQuotas('JK: Jammu and Kashmir; LA: Ladakh')).toEqual(new Map([['JK', ['Jammu and Kashmir']], ['LA', ['Ladakh']]]));
    expect(parseSpecialQuotas('GO: Goa; Lakshadweep')).toEqual(new Map([['GO', ['Goa', 'Lakshadweep']]]));
    expect(parseSpecialQuotas('XX: Goa')).toMatch(/unknown special quota XX/);
    expect(parseSpecialQuotas('Goa')).toMatch(/names no quota/);
  });
});
