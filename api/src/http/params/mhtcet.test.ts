import { splitKnownList } from './mhtcet';

describe('splitKnownList', () => {
  const known = new Set(['Civil Engineering', 'Electrical, Electronics and Power', 'Electrical Engineering', 'Oil,Oleochemicals and Surfactants Technology']);

  it('splits on commas and trims', () => {
    expect(splitKnownList('Civil Engineering, Electrical Engineering', known)).toEqual({ values: ['Civil Engineering', 'Electrical Engineering'] });
  });

  it('keeps values that contain commas whole', () => {
    expect(splitKnownList('Electrical, Electronics and Power,Civil Engineering', known)).toEqual({
      values: ['Electrical, Electronics and Power', 'Civil Engineering'],
    });
    expect(splitKnownList('Oil,Oleochemicals and Surfactants Technology', known)).toEqual({ values: ['Oil,Oleochemicals and Surfactants Technology'] });
  });

  it('drops empty pieces and repeats', () => {
    expect(splitKnownList(',Civil Engineering,,Civil Engineering,', known)).toEqual({ values: ['Civil Engineering'] });
  });

  it('names the first unknown piece', () => {
    expect(splitKnownList('Civil Engineering,Electrical', known)).toEqual({ unknown: 'Electrical' });
    expect(splitKnownList('civil engineering', known)).toEqual({ unknown: 'civil engineering' });
  });
});
