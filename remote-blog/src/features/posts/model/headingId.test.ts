import { headingId } from './headingId';

it('turns a heading into a stable anchor id', () => {
  expect(headingId('Seat types, decoded')).toBe('seat-types-decoded');
  expect(headingId("Women's colleges")).toBe('womens-colleges');
  expect(headingId('Home University, Other Than Home University and State Level')).toBe('home-university-other-than-home-university-and-state-level');
  expect(headingId('  Café & CAP: Round I!  ')).toBe('cafe-cap-round-i');
});
