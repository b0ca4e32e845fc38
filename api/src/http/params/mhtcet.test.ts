import { splitKnownList } from './mhtcet';

describe('splitKnownList', () => {
  const known = new Set(['Civil Engineering', 'Electrical, Electronics and Power', 'Electrical Engineering', 'Oil,Oleochemicals and Surfactants Technology']);
  const split = (raw: string, values: ReadonlySet<string> = known) => splitKnownList(raw.split(','), values);

  it('splits on commas and trims', () => {
    expect(split('Civil Engineering, Electrical Engineering')).toEqual({ values: ['Civil Engineering', 'Electrical Engineering'] });
  });

  it('keeps values that contain commas whole', () => {
    expect(split('Electrical, Electronics and Power,Civil Engineering')).toEqual({
      values: ['Electrical, Electronics and Power', 'Civil Engineering'],
    });
    expect(split('Oil,Oleochemicals and Surfactants Technology')).toEqual({ values: ['Oil,Oleochemicals and Surfactants Technology'] });
  });

  it('drops empty pieces and repeats', () => {
    expect(split(',Civil Engineering,,Civil Engineering,')).toEqual({ values: ['Civil Engineering'] });
  });

  it('names the first unknown piece', () => {
    expect(split('Civil Engineering,Electrical')).toEqual({ unknown: 'Electrical' });
    expect(split('civil engineering')).toEqual({ unknown: 'civil engineering' });
  });

  it('reads lists of comma-free values the same way', () => {
    const districts = new Set(['Pune', 'Mumbai City', 'Thane']);
    expect(split(' Pune,, Mumbai City ,Pune,', districts)).toEqual({ values: ['Pune', 'Mumbai City'] });
    expect(split('Pune,Nagpur,Thane', districts)).toEqual({ unknown: 'Nagpur' });
    expect(split(' , ', districts)).toEqual({ values: [] });
  });

  it('tries only as many joins per piece as the widest known value has pieces (linear, not cubic)', () => {
    let lookups = 0;
    const counted = new Set(known);
    counted.has = (value: string) => {
      lookups += 1;
      return known.has(value);
    };
    const pieces = 200;
    expect(split(Array(pieces).fill('Civil Engineering').join(','), counted)).toEqual({ values: ['Civil Engineering'] });
    // The widest known value spans two pieces: at most two lookups per piece.
    expect(lookups).toBeLessThanOrEqual(2 * pieces);
  });
});
