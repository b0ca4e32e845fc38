import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseJosaaCsv } from '../../import/josaa';
import { parseNirfCsv } from '../../import/nirf';
import { FIXTURES_DIR } from '../../test/app';
import {
  INSTITUTE_ALIASES,
  matchedNirfRows,
  matchInstitutes,
  nirfRanksByYear,
  normaliseInstituteName,
  NOT_THE_SAME_INSTITUTE,
  type NirfListRow,
} from './instituteMatching';

const nirfRow = (year: number, name: string, city: string, rank: string): NirfListRow => {
  const [min, max] = rank.includes('-') ? rank.split('-').map(Number) : [Number(rank), Number(rank)];
  return { year, name, city, rank_text: rank, rank_min: min, rank_max: max };
};

describe('normaliseInstituteName', () => {
  it.each([
    ['Indian Institute of Technology, Bombay', 'indian institute of technology bombay'],
    ['Indian Institute Of Technology  Bombay ', 'indian institute of technology bombay'],
    ['Atal Bihari Vajpayee Indian Institute of Information Technology & Management', 'atal bihari vajpayee indian institute of information technology and management'],
    ['Siksha `O` Anusandhan', 'siksha o anusandhan'],
    ["Vignan's Foundation", 'vignans foundation'],
    ['Bharati Vidyapeeth?s College', 'bharati vidyapeeths college'],
    ['Dr. B. R. Ambedkar National Institute of Technology', 'dr b r ambedkar national institute of technology'],
  ])('%s', (name, key) => {
    expect(normaliseInstituteName(name)).toBe(key);
  });
});

describe('matchInstitutes', () => {
  const nirf = [
    nirfRow(2024, 'Indian Institute of Technology Bombay', 'Mumbai', '3'),
    nirfRow(2022, 'Indian Institute of Technology, Bombay', 'Mumbai', '3'),
    nirfRow(2024, 'Malaviya National Institute of Technology', 'Jaipur', '43'),
    nirfRow(2024, 'Indian Institute of Technology (Banaras Hindu University) Varanasi', 'Varanasi', '10'),
    nirfRow(2024, 'Birla Institute of Technology', 'Ranchi', '48'),
    nirfRow(2024, 'Birla Institute of Technology  & Science -Pilani', 'Pilani', '20'),
    nirfRow(2024, 'National Institute of Food Technology, Entrepreneurship and Management', 'Thanjavur', '101-150'),
    nirfRow(2024, 'National Institute of Food Technology, Enterprenurship and Management', 'Sonipat', '151-200'),
    nirfRow(2024, 'Institute of Chemical Technology', 'Mumbai', '41'),
  ];
  const josaa = [
    'Indian Institute of Technology Bombay',
    'Malaviya National Institute of Technology Jaipur',
    'Indian Institute of Technology (BHU) Varanasi',
    'Birla Institute of Technology, Mesra, Ranchi',
    'Birla Institute of Technology, Patna Off-Campus',
    'National Institute of Food Technology Entrepreneurship and Management, Kundli',
    'National Institute of Food Technology Entrepreneurship and Management, Thanjavur',
    'Institute of Chemical Technology, Mumbai: Indian Oil Odisha Campus, Bhubaneswar',
    'Indian Institute of Information Technology Lucknow',
  ];
  const matches = matchInstitutes(josaa, nirf);

  it('matches on the normalised name, on name + city, and through the alias table', () => {
    expect(matches.get('Indian Institute of Technology Bombay')).toEqual({
      method: 'name',
      nirfKey: 'indian institute of technology bombay',
      nirfName: 'Indian Institute of Technology Bombay',
      years: [2022, 2024],
    });
    expect(matches.get('Malaviya National Institute of Technology Jaipur')?.method).toBe('name+city');
    expect(matches.get('Indian Institute of Technology (BHU) Varanasi')?.method).toBe('alias');
    expect(matches.get('Birla Institute of Technology, Mesra, Ranchi')).toMatchObject({ method: 'alias', nirfName: 'Birla Institute of Technology' });
  });

  it('does not match off-campus centres or other campuses to the ranked main campus', () => {
    expect(matches.get('Birla Institute of Technology, Patna Off-Campus')).toBeNull();
    expect(matches.get('Institute of Chemical Technology, Mumbai: Indian Oil Odisha Campus, Bhubaneswar')).toBeNull();
    for (const name of Object.keys(NOT_THE_SAME_INSTITUTE)) expect(INSTITUTE_ALIASES[name]).toBeUndefined();
  });

  it('tells apart two NIRF names that normalise alike but are in different cities (NIFTEM Kundli / Thanjavur)', () => {
    const rows = matchedNirfRows(josaa, nirf);
    expect(rows.get('National Institute of Food Technology Entrepreneurship and Management, Kundli')!.map((m) => m.row.city)).toEqual(['Sonipat']);
    expect(rows.get('National Institute of Food Technology Entrepreneurship and Management, Thanjavur')!.map((m) => m.row.city)).toEqual(['Thanjavur']);
  });

  it('leaves institutes NIRF does not list unmatched', () => {
    expect(matches.get('Indian Institute of Information Technology Lucknow')).toBeNull();
  });
});

describe('the institutes that joined JoSAA in 2025 and 2026', () => {
  // NIRF engineering rows that look like them: IUST is ranked (2025 band); the others are not, and must
  // not be taken for IISER Mohali, Jamia Millia Islamia (a central university) or an NIT.
  const nirf = [
    nirfRow(2025, 'Islamic University of Science & Technology, Pulwama', 'Pulwama', '151-200'),
    nirfRow(2016, 'Indian Institute Of Science Education & Research Mohali', 'Mohali', '43'),
    nirfRow(2016, 'Jamia Millia Islamia (A Central University)', 'NEW DELHI', '41'),
    nirfRow(2025, 'National Institute of Technology Mizoram', 'Aizawl', '101-150'),
    nirfRow(2025, 'National Institute of Technology Calicut', 'Kozhikode', '25'),
  ];
  const newcomers = [
    'Indian Institute of Science, Bangalore',
    'Central University of Karnataka',
    'Central University of Punjab, Bathinda',
    'National Institute of Electronics and Information Technology, Agartala',
    'National Institute of Electronics and Information Technology, Aizawl',
    'National Institute of Electronics and Information Technology, Calicut',
    'National Institute of Electronics and Information Technology, Imphal',
    'National Institute of Electronics and Information Technology, Kohima',
    'National Institute of Electronics and Information Technology, Srinagar',
    'National Institute of Technical Teachers Training and Research Bhopal',
  ];
  const matches = matchInstitutes(['Islamic University of Science and Technology Kashmir', ...newcomers], nirf);

  it('matches IUST Kashmir to NIRF\'s IUST Pulwama', () => {
    expect(matches.get('Islamic University of Science and Technology Kashmir')).toMatchObject({ method: 'alias', years: [2025] });
  });

  it('leaves the ten 2026 newcomers unmatched: NIRF engineering ranks none of them', () => {
    for (const name of newcomers) expect({ name, match: matches.get(name) }).toEqual({ name, match: null });
  });
});

describe('nirfRanksByYear', () => {
  const nirf = [
    nirfRow(2023, 'Indian Institute of Technology Bombay', 'Mumbai', '3'),
    nirfRow(2024, 'Indian Institute of Technology Bombay', 'Mumbai', '2'),
    nirfRow(2023, 'National Institute of Technology Goa', 'Ponda', '90'),
    nirfRow(2024, 'National Institute of Technology Goa', 'Ponda', '101-150'),
    nirfRow(2023, 'National Institute of Technology Delhi', 'Delhi', '51'),
  ];
  const josaa = ['Indian Institute of Technology Bombay', 'National Institute of Technology Goa', 'National Institute of Technology Delhi'];
  const ranks = nirfRanksByYear(matchedNirfRows(josaa, nirf), nirf, [2022, 2023, 2024, 2025]);
  const find = (institute: string, year: number) => ranks.find((r) => r.institute === institute && r.year === year);

  it('uses the latest NIRF list not after the finder year', () => {
    expect(find('Indian Institute of Technology Bombay', 2023)).toMatchObject({ nirf_year: 2023, nirf_rank: 3 });
    expect(find('Indian Institute of Technology Bombay', 2024)).toMatchObject({ nirf_year: 2024, nirf_rank: 2 });
    expect(find('Indian Institute of Technology Bombay', 2025)).toMatchObject({ nirf_year: 2024, nirf_rank: 2 });
    expect(find('Indian Institute of Technology Bombay', 2022)).toBeUndefined();
  });

  it('gives a band a null rank but keeps its text and sorts it by the band start', () => {
    expect(find('National Institute of Technology Goa', 2023)).toMatchObject({ nirf_rank: 90, nirf_sort: 90 });
    expect(find('National Institute of Technology Goa', 2024)).toEqual({
      institute: 'National Institute of Technology Goa',
      year: 2024,
      nirf_year: 2024,
      nirf_rank: null,
      nirf_rank_text: '101-150',
      nirf_sort: 101,
    });
  });

  it('has no entry when the institute is absent from that list (ranked in an earlier year only)', () => {
    expect(find('National Institute of Technology Delhi', 2023)).toMatchObject({ nirf_rank: 51 });
    expect(find('National Institute of Technology Delhi', 2024)).toBeUndefined();
  });
});

describe('the fixtures', () => {
  const josaa = parseJosaaCsv(readFileSync(path.join(FIXTURES_DIR, 'josaa', 'josaa_cutoffs.csv'), 'utf8'), 'josaa.csv');
  const nirf = parseNirfCsv(readFileSync(path.join(FIXTURES_DIR, 'josaa', 'nirf_engineering.csv'), 'utf8'), 'nirf.csv');
  const names = new Set(josaa.records.map((r) => r.institute));
  const matchedRows = matchedNirfRows(names, nirf.records);

  it('match every IIT and NIT of the NIRF top 100', () => {
    const matchedNirf = new Set([...matchedRows.values()].flat().map((m) => m.row));
    const iitsAndNits = nirf.records.filter(
      (r) => r.rank_min <= 100 && /Indian Institute of Technology|National Institute of Technology/.test(r.name),
    );
    expect(iitsAndNits).toHaveLength(7);
    for (const row of iitsAndNits) expect({ name: row.name, year: row.year, matched: matchedNirf.has(row) }).toEqual({ name: row.name, year: row.year, matched: true });
  });

  it('match 6 of the 8 fixture institutes', () => {
    const matches = matchInstitutes(names, nirf.records);
    expect([...matches].filter(([, m]) => m !== null).map(([name]) => name).sort()).toEqual([
      'Birla Institute of Technology, Mesra, Ranchi',
      'Indian Institute of Technology (BHU) Varanasi',
      'Indian Institute of Technology Bombay',
      'Malaviya National Institute of Technology Jaipur',
      'National Institute of Technology Goa',
      'National Institute of Technology, Tiruchirappalli',
    ]);
  });
});
