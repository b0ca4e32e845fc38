import { STATEWISE_QUOTA, STATEWISE_SEAT_TYPE, VALIDATION_MESSAGES } from 'shared-contracts';
import { mhtcetFinderParams } from '../../finder-common';
import { STATEWISE_URL_DEFAULTS, enterStatewiseRank, initialStatewiseForm, readStatewiseUrl, toStatewiseQuery, validateStatewiseForm, writeStatewiseUrl } from './form';

const YEARS = [2025, 2024, 2023];

describe('state-wise form', () => {
  it('requires a rank of at least 1, coerced to a whole number', () => {
    const form = initialStatewiseForm(YEARS);
    expect(form).toEqual({ rank: '', state: 'maharashtra', year: '2025', round: 'all', branch: [] });
    expect(validateStatewiseForm(form)).toEqual({ rank: VALIDATION_MESSAGES.rankRequired });
    expect(validateStatewiseForm({ ...form, rank: '0' }).rank).toBe(VALIDATION_MESSAGES.rankRequired);
    expect(enterStatewiseRank(form, '-4.5e3').rank).toBe('453');
    expect(validateStatewiseForm({ ...form, rank: '1' })).toEqual({});
  });

  it('round-trips through the URL', () => {
    const search = { form: { rank: '50000', state: 'maharashtra', year: '2024', round: '3', branch: ['Electrical, Electronics and Power'] }, page: 2, pageSize: 20 as const };
    const fields = writeStatewiseUrl(search);
    expect(fields).toEqual({ rank: '50000', state: 'maharashtra', year: '2024', round: '3', branch: ['Electrical, Electronics and Power'], page: '2', page_size: '20' });
    expect(readStatewiseUrl(fields, YEARS)).toEqual({ ...search, hasValue: true });
    expect(readStatewiseUrl({ ...STATEWISE_URL_DEFAULTS, rank: '0', year: '2019', round: '7', state: 'goa' }, YEARS)).toEqual({
      form: initialStatewiseForm(YEARS),
      page: 1,
      pageSize: 50,
      hasValue: false,
    });
  });

  it('asks for the All India seats with seat type AI; guests get 50 rows and no branch filter', () => {
    const search = { form: { ...initialStatewiseForm(YEARS), rank: '50000', branch: ['Computer Engineering'] }, page: 1, pageSize: 'all' as const };
    expect(toStatewiseQuery(search, false)).toEqual({ year: 2025, rank: 50000, round: null, branch: undefined, page: 1, page_size: 50 });
    const params = mhtcetFinderParams({
      ...toStatewiseQuery(search, true),
      quota: [STATEWISE_QUOTA],
      seat_type: [STATEWISE_SEAT_TYPE],
      sort_by: 'closing_rank',
      sort_order: 'asc',
    });
    expect(params).toMatchObject({ quota: 'All India Seats', seat_type: 'AI', branch: 'Computer Engineering', all: true });
  });
});
