import { csvCell, csvField, csvText, inertText } from './csv';

describe('csvField', () => {
  it('leaves plain values alone', () => {
    expect(csvField('IIT Bombay')).toBe('IIT Bombay');
    expect(csvField('89.5')).toBe('89.5');
  });
  it('wraps and doubles quotes', () => {
    expect(csvField('a"b')).toBe('"a""b"');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });
});

describe('inertText', () => {
  it.each(['=1+1', '+1', '-1', '@A1', '\tx', '\rx'])('prefixes %j with a quote', (value) => {
    expect(inertText(value)).toBe(`'${value}`);
  });
  it.each(['IIT Bombay', '101-150', 'N/A', "'quoted", ' =spaced', ''])('leaves %j alone', (value) => {
    expect(inertText(value)).toBe(value);
  });
});

describe('csvCell', () => {
  it('writes numbers as numbers, text inert and quoted, null as the empty mark', () => {
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell('=cmd,x')).toBe('"\'=cmd,x"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(null, 'N/A')).toBe('N/A');
  });
  it('joins lines with CRLF and ends with one', () => {
    expect(csvText(['a,b', '1,2'])).toBe('a,b\r\n1,2\r\n');
  });
});
