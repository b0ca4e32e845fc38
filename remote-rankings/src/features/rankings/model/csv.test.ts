import { CSV_COLUMNS, type RankingRow } from 'shared-contracts';
import { ROWS } from '../../../test/fixtures';
import { buildRankingsCsv, rankingsCsvFileName } from './csv';

describe('buildRankingsCsv', () => {
  it('starts with exactly the CSV_COLUMNS header and writes one CRLF line per row', () => {
    const lines = buildRankingsCsv(ROWS).split('\r\n');
    expect(lines[0]).toBe('Rank,Institute ID,Institute Name,City,State,Overall Score,TLR %,RPC %,GO %,OI %,Perception %');
    expect(lines[0].split(',')).toEqual([...CSV_COLUMNS]);
    expect(lines).toHaveLength(ROWS.length + 2); // header, rows, and the empty string after the final CRLF
    expect(lines.at(-1)).toBe('');
  });

  it('keeps the column order, writes band ranks as text and nulls as N/A', () => {
    const lines = buildRankingsCsv(ROWS).split('\r\n');
    expect(lines[1]).toBe('1,IR-E-U-0456,Indian Institute of Technology Madras,Chennai,Tamil Nadu,89.46,92.5,88.1,80.4,64.3,100');
    expect(lines[3]).toBe('101-150,N/A,"College of Engineering, Pune",Pune,Maharashtra,N/A,N/A,N/A,N/A,N/A,N/A');
  });

  it('quotes commas, quotes and line breaks', () => {
    const row: RankingRow = { ...ROWS[0], name: 'The "Best" Institute, Main\nCampus', city: ' Leading space' };
    const line = buildRankingsCsv([row]).split('\r\n').slice(1).join('\r\n');
    expect(line).toContain('"The ""Best"" Institute, Main\nCampus"');
    expect(line).toContain('" Leading space"');
  });

  it('writes text cells that start a formula with a leading quote, so spreadsheets do not run them', () => {
    const row: RankingRow = {
      ...ROWS[0],
      rank: '-1',
      institute_id: '@SUM(A1:A9)',
      name: '=HYPERLINK("https://evil.example","Click")',
      city: '+91 Pune',
      state: '\tMaharashtra',
    };
    const cells = buildRankingsCsv([row, { ...ROWS[0], name: '\r=1+1' }]).split('\r\n');
    expect(cells[1]).toBe(`'-1,'@SUM(A1:A9),"'=HYPERLINK(""https://evil.example"",""Click"")",'+91 Pune,'\tMaharashtra,89.46,92.5,88.1,80.4,64.3,100`);
    expect(cells[2]).toContain(`"'\r=1+1"`);
  });

  it('keeps numbers as numbers, negative ones included; only text is changed', () => {
    const row: RankingRow = { ...ROWS[0], rank: 7, score: -1.5, tlr: 0, rpc: -0.25 };
    expect(buildRankingsCsv([row]).split('\r\n')[1]).toBe('7,IR-E-U-0456,Indian Institute of Technology Madras,Chennai,Tamil Nadu,-1.5,0,-0.25,80.4,64.3,100');
  });

  it('writes only the header for no rows', () => {
    expect(buildRankingsCsv([])).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
  });
});

describe('rankingsCsvFileName', () => {
  it('is named by year', () => {
    expect(rankingsCsvFileName(2025)).toBe('nirf_rankings_2025.csv');
    expect(rankingsCsvFileName(2024, '')).toBe('nirf_rankings_2024.csv');
  });
  it('adds the state, made safe for a file name', () => {
    expect(rankingsCsvFileName(2025, 'Maharashtra')).toBe('nirf_rankings_2025_Maharashtra.csv');
    expect(rankingsCsvFileName(2025, 'Tamil Nadu')).toBe('nirf_rankings_2025_Tamil_Nadu.csv');
    expect(rankingsCsvFileName(2023, ' Jammu & Kashmir ')).toBe('nirf_rankings_2023_Jammu_Kashmir.csv');
  });
});
