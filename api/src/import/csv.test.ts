import { parseCsv } from './csv';

const all = (text: string) => [...parseCsv(text)];

describe('parseCsv', () => {
  it('splits plain records and numbers their lines', () => {
    expect(all('a,b,c\n1,2,3\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
    ]);
  });

  it('reads the last record without a final line break', () => {
    expect(all('a,b\n1,2')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
    ]);
  });

  it('handles CRLF and lone CR line ends', () => {
    expect(all('a,b\r\n1,2\r\n3,4\r5,6').map((r) => [r.line, r.fields])).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
      [3, ['3', '4']],
      [4, ['5', '6']],
    ]);
  });

  it('keeps empty fields, including trailing ones', () => {
    expect(all('a,,c,\n,,,\n').map((r) => r.fields)).toEqual([
      ['a', '', 'c', ''],
      ['', '', '', ''],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const records = all('name,city\n"IIT, Delhi","New\nDelhi"\n"The ""Best"" College",Pune\n');
    expect(records).toEqual([
      { line: 1, fields: ['name', 'city'] },
      { line: 2, fields: ['IIT, Delhi', 'New\nDelhi'] },
      { line: 4, fields: ['The "Best" College', 'Pune'] },
    ]);
  });

  it('reads an empty quoted field and a quoted field at the end of the text', () => {
    expect(all('a,"",c\n1,2,"3"').map((r) => r.fields)).toEqual([
      ['a', '', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('skips blank lines but keeps counting them', () => {
    expect(all('a\n\n\nb\r\n\r\nc').map((r) => [r.line, r.fields[0]])).toEqual([
      [1, 'a'],
      [4, 'b'],
      [6, 'c'],
    ]);
  });

  it('strips a UTF-8 byte order mark', () => {
    expect(all('\ufeffyear,rank\n2025,1')[0].fields).toEqual(['year', 'rank']);
  });

  it('reports an unterminated quoted field with the line it opened on, and stops', () => {
    const records = all('a,b\n1,"open\nstill open\n');
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({ line: 2, error: expect.stringContaining('unterminated quoted field') });
  });

  it('is lenient about stray quotes inside unquoted fields and text after a closing quote', () => {
    expect(all('ab"c,"x"y,z').map((r) => r.fields)).toEqual([['ab"c', 'xy', 'z']]);
  });

  it('yields nothing for empty text', () => {
    expect(all('')).toEqual([]);
    expect(all('\n\n')).toEqual([]);
  });

  it('parses a large file (100,000 rows) in one pass', () => {
    const row = '2025,101-150,,"Some Institute, of Technology",Pune,Maharashtra,,,,,,\n';
    const text = 'year,rank\n' + row.repeat(100_000);
    let count = 0;
    for (const record of parseCsv(text)) count += record.fields.length > 0 ? 1 : 0;
    expect(count).toBe(100_001);
  });
});
