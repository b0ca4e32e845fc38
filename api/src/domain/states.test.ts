import { normaliseState, stateLabel, stateSlug } from './states';

describe('state names', () => {
  it.each([
    ['Jammu & Kashmir', 'jammu-and-kashmir', 'Jammu and Kashmir'],
    ['Jammu and Kashmir', 'jammu-and-kashmir', 'Jammu and Kashmir'],
    ['JAMMU AND KASHMIR', 'jammu-and-kashmir', 'Jammu and Kashmir'],
    ['  tamil   nadu ', 'tamil-nadu', 'Tamil Nadu'],
    ['Tamilnadu', 'tamil-nadu', 'Tamil Nadu'],
    ['Pondicherry', 'puducherry', 'Puducherry'],
    ['Orissa', 'odisha', 'Odisha'],
    ['Uttaranchal', 'uttarakhand', 'Uttarakhand'],
    ['NCT of Delhi', 'delhi', 'Delhi'],
    ['J&K', 'jammu-and-kashmir', 'Jammu and Kashmir'],
    ['maharashtra', 'maharashtra', 'Maharashtra'],
    ['tamil-nadu', 'tamil-nadu', 'Tamil Nadu'],
  ])('%s -> %s (%s)', (raw, key, label) => {
    expect(normaliseState(raw)).toEqual({ key, label });
  });

  it('keeps an unknown state, title-cased', () => {
    expect(normaliseState('NEW  STATE')).toEqual({ key: 'new-state', label: 'New State' });
  });

  it('reduces SQL-looking input to a harmless key', () => {
    expect(stateSlug("' OR 1=1 --")).toBe('or-1-1');
  });

  it('labels a stored key, falling back to the stored spelling', () => {
    expect(stateLabel('jammu-and-kashmir', 'Jammu & Kashmir')).toBe('Jammu and Kashmir');
    expect(stateLabel('atlantis', 'ATLANTIS')).toBe('Atlantis');
  });
});
