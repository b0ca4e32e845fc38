import { VALIDATION_MESSAGES } from 'shared-contracts';
import {
  enterPercentile,
  enterRank,
  initialMhtcetForm,
  percentileKeystroke,
  readMhtcetUrl,
  settlePercentile,
  switchMode,
  toMhtcetQuery,
  validateMhtcetForm,
  withOptionDefaults,
  writeMhtcetUrl,
  type MhtcetFormState,
} from './form';
import { mhtcetFinderParams } from '../../finder-common';

const YEARS = [2025, 2024, 2023];
const filled = (patch: Partial<MhtcetFormState> = {}): MhtcetFormState => ({
  ...initialMhtcetForm(YEARS),
  rank: '15000',
  quota: ['State Level'],
  district: ['Pune'],
  seatType: ['GOPENS'],
  ...patch,
});

describe('MHT-CET form transitions', () => {
  it('switching mode clears both values and sorts by the mode column, ascending', () => {
    const rankForm = filled({ rank: '15000' });
    const percentile = switchMode(rankForm, 'percentile');
    expect(percentile).toMatchObject({ mode: 'percentile', rank: '', percentile: '', sortBy: 'closing_percentile' });
    const back = switchMode({ ...percentile, percentile: '95.5' }, 'rank');
    expect(back).toMatchObject({ mode: 'rank', rank: '', percentile: '', sortBy: 'closing_rank' });
    expect(toMhtcetQuery({ form: percentile, page: 1, pageSize: 50 }, false).sort_order).toBe('asc');
  });

  it('choosing the current mode again changes nothing', () => {
    const form = filled();
    expect(switchMode(form, 'rank')).toBe(form);
  });

  it('entering one value clears the other', () => {
    expect(enterRank(filled({ rank: '', percentile: '90' }), '1200')).toMatchObject({ rank: '1200', percentile: '' });
    expect(enterPercentile(filled({ rank: '1200' }), '90.5')).toMatchObject({ rank: '', percentile: '90.5' });
  });

  it('coerces the rank to a non-negative whole number', () => {
    expect(enterRank(filled(), '-12a3').rank).toBe('123');
    expect(enterRank(filled(), 'abc').rank).toBe('');
    expect(enterRank(filled(), '0042').rank).toBe('42');
  });

  it('keeps the percentile within 0..100 with at most two decimals', () => {
    expect(percentileKeystroke('99.')).toBe('99.');
    expect(percentileKeystroke('99.987')).toBe('99.98');
    expect(percentileKeystroke('150')).toBe('100');
    expect(percentileKeystroke('-5')).toBe('5');
    expect(percentileKeystroke('.5')).toBe('0.5');
    expect(percentileKeystroke('9.9.9')).toBe('9.99');
    expect(percentileKeystroke('abc')).toBe('');
    expect(settlePercentile(filled({ mode: 'percentile', rank: '', percentile: '99.' })).percentile).toBe('99');
  });

  it('gives the spec messages', () => {
    const empty = { ...initialMhtcetForm(YEARS), seatType: [] };
    expect(validateMhtcetForm(empty)).toEqual({
      rank: VALIDATION_MESSAGES.rankRequired,
      seatType: VALIDATION_MESSAGES.seatTypeRequired,
      quota: VALIDATION_MESSAGES.quotaRequired,
      district: VALIDATION_MESSAGES.districtRequired,
    });
    expect(validateMhtcetForm({ ...filled(), mode: 'percentile', rank: '' }).percentile).toBe(VALIDATION_MESSAGES.percentileRequired);
    expect(validateMhtcetForm(filled({ rank: '0' })).rank).toBe(VALIDATION_MESSAGES.rankRequired);
    expect(validateMhtcetForm(filled())).toEqual({});
  });
});

describe('MHT-CET request', () => {
  it('sends lists as comma lists, leaves round out for all rounds and never sends a guest branch filter', () => {
    const form = filled({ seatType: ['GOPENS', 'LOPENS'], district: ['Pune', 'Mumbai City'], branch: ['Computer Engineering'] });
    const guest = mhtcetFinderParams(toMhtcetQuery({ form, page: 2, pageSize: 'all' }, false));
    expect(guest).toEqual({
      year: 2025,
      rank: 15000,
      percentile: undefined,
      quota: 'State Level',
      seat_type: 'GOPENS,LOPENS',
      district: 'Pune,Mumbai City',
      branch: undefined,
      round: undefined,
      sort_by: 'closing_rank',
      sort_order: 'asc',
      page: 2,
      page_size: 50,
    });
    const user = mhtcetFinderParams(toMhtcetQuery({ form: { ...form, round: '3' }, page: 1, pageSize: 'all' }, true));
    expect(user).toMatchObject({ branch: 'Computer Engineering', round: 3, all: true });
    expect(user).not.toHaveProperty('page');
  });

  it('sends the home university only when one is chosen', () => {
    expect(mhtcetFinderParams(toMhtcetQuery({ form: filled(), page: 1, pageSize: 50 }, false)).home_university).toBeUndefined();
    const form = filled({ homeUniversity: 'University of Mumbai' });
    expect(mhtcetFinderParams(toMhtcetQuery({ form, page: 1, pageSize: 50 }, false))).toMatchObject({ home_university: 'University of Mumbai' });
  });

  it('sends a percentile search by percentile', () => {
    const form = filled({ mode: 'percentile', rank: '', percentile: '95.5', sortBy: 'closing_percentile' });
    const query = toMhtcetQuery({ form, page: 1, pageSize: 50 }, false);
    expect(query).toMatchObject({ percentile: 95.5, sort_by: 'closing_percentile' });
    expect(query.rank).toBeUndefined();
  });
});

describe('MHT-CET URL', () => {
  const all = { quota: ['State Level', 'Home University Seats Allotted to Home University Candidates'], district: ['Pune', 'Nagpur'], seatType: ['GOPENS', 'LOPENS'] };

  it('round-trips a search, leaving out every-value lists and defaults', () => {
    const form = filled({
      quota: all.quota,
      district: ['Pune'],
      seatType: ['GOPENS', 'LOPENS'],
      round: '1',
      branch: ['Electrical, Electronics and Power'],
      homeUniversity: 'Savitribai Phule Pune University',
    });
    const params = writeMhtcetUrl({ form, page: 3, pageSize: 20 }, all);
    expect(params.get('home_university')).toBe('Savitribai Phule Pune University');
    expect(params.getAll('quota')).toEqual([]);
    expect(params.getAll('district')).toEqual(['Pune']);
    expect(params.getAll('branch')).toEqual(['Electrical, Electronics and Power']);
    const back = readMhtcetUrl(new URLSearchParams(params.toString()), YEARS);
    expect(back).toMatchObject({ page: 3, pageSize: 20, hasValue: true });
    const restored = withOptionDefaults({ ...initialMhtcetForm(YEARS), ...back.form }, back.form, all);
    expect(restored).toEqual(form);
  });

  it('reads a bare ?rank= landing as a rank search with the defaults', () => {
    const read = readMhtcetUrl(new URLSearchParams('rank=8000'), YEARS);
    expect(read).toMatchObject({ hasValue: true, page: 1, pageSize: null, form: { mode: 'rank', rank: '8000', sortBy: 'closing_rank' } });
    const form = withOptionDefaults({ ...initialMhtcetForm(YEARS), ...read.form }, read.form, all);
    expect(form).toMatchObject({ year: '2025', round: 'all', quota: all.quota, district: all.district, seatType: ['GOPENS'] });
  });

  it('reads a percentile search and ignores values it cannot use', () => {
    const read = readMhtcetUrl(new URLSearchParams('mode=percentile&percentile=120&year=2019&round=9&page=-1'), YEARS);
    expect(read.form).toMatchObject({ mode: 'percentile', percentile: '100', sortBy: 'closing_percentile' });
    expect(read.form.year).toBeUndefined();
    expect(read.form.round).toBeUndefined();
    expect(read.page).toBe(1);
  });
});
