import { branchOf, examTypeOf, orderedOptions, parseJosaaRank, QUOTA_LABELS } from './values';

describe('parseJosaaRank', () => {
  it.each([
    ['1234', { text: '1234', num: 1234, preparatory: false }],
    ['44P', { text: '44P', num: 44, preparatory: true }],
    ['44p', { text: '44P', num: 44, preparatory: true }],
    [' 7 ', { text: '7', num: 7, preparatory: false }],
    ['1005918.0', { text: '1005918', num: 1005918, preparatory: false }],
    ['0012', { text: '12', num: 12, preparatory: false }],
  ])('%s', (raw, expected) => {
    expect(parseJosaaRank(raw)).toEqual(expected);
  });

  it.each(['', '0', '0P', 'abc', '-5', '12.5', 'P12', '12PP', '1e3', '99999999999999999999'])('rejects %p', (raw) => {
    expect(parseJosaaRank(raw)).toBeNull();
  });
});

describe('branchOf', () => {
  it.each([
    ['Computer Science and Engineering (4 Years, Bachelor of Technology)', 'Computer Science and Engineering'],
    [
      'Civil Engineering and M.Tech in Transportation Engineering (5 Years, Bachelor and Master of Technology (Dual Degree))',
      'Civil Engineering and M.Tech in Transportation Engineering',
    ],
    ['Engineering Physics (5 Years, B.Tech. + M.Tech./MS (Dual Degree))', 'Engineering Physics'],
    ['Architecture (5 Years, Bachelor of Architecture)', 'Architecture'],
    ['Artificial Intelligence (AI) and Data Science (4 Years, Bachelor of Technology)', 'Artificial Intelligence (AI) and Data Science'],
    ['Mathematics and Computing (4 Years, B. Tech / B. Tech (Hons.))', 'Mathematics and Computing'],
    ['Chemistry (1 Year, Bachelor of Science)', 'Chemistry'],
    ['Some Program Without Duration', 'Some Program Without Duration'],
    ['(4 Years, Bachelor of Technology)', '(4 Years, Bachelor of Technology)'],
  ])('%s', (program, branch) => {
    expect(branchOf(program)).toBe(branch);
  });
});

describe('examTypeOf', () => {
  it('maps IITs to JEE Advanced and the rest to JEE Main', () => {
    expect(examTypeOf('IIT')).toBe('jee_advanced');
    for (const type of ['NIT', 'IIIT', 'GFTI']) expect(examTypeOf(type)).toBe('jee_main');
  });
});

describe('orderedOptions', () => {
  it('orders known values as the label table, unknown ones after them alphabetically, each once', () => {
    expect(orderedOptions(['OS', 'ZZ', 'AI', 'HS', 'AI', 'AA'], QUOTA_LABELS)).toEqual([
      { value: 'AI', label: 'All India' },
      { value: 'HS', label: 'Home State' },
      { value: 'OS', label: 'Other State' },
      { value: 'AA', label: 'AA' },
      { value: 'ZZ', label: 'ZZ' },
    ]);
  });
});
