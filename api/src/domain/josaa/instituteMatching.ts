// JoSAA institute -> NIRF engineering list. JoSAA and NIRF spell names differently ("Indian Institute of
// Technology (BHU) Varanasi" / "... (Banaras Hindu University) Varanasi"), and NIRF's own spelling changes
// from year to year. A NIRF row belongs to a JoSAA institute when, after normalising both names:
//   1. the names are equal ('name'), or
//   2. the NIRF name followed by its city equals the JoSAA name ('name+city': "Malaviya National Institute
//      of Technology" + "Jaipur"), or
//   3. the NIRF name (or name + city) is one of the JoSAA institute's explicit aliases below ('alias').
// The result is computed once per import (import/josaa.ts) into josaa_institutes and josaa_nirf_ranks.
// docs/data/josaa.md (Evidence) lists the coverage and the NIRF-ranked institutes left unmatched.

/** Lower case, accents dropped, "&" read as "and", punctuation (incl. apostrophes) removed, spaces collapsed. */
export function normaliseInstituteName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[`'\u2018\u2019?]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// NIFTEM Kundli (called Sonepat until 2022) is in Sonipat district; NIRF's spellings of "Entrepreneurship"
// vary. Given with the city: without it, one spelling normalises to NIFTEM Thanjavur's 2024 NIRF name.
const NIFTEM_KUNDLI = [
  'National Institute of Food Technology Enterprenurship & Management Sonipat',
  'National Institute of Food Technology Entrepreneurship & Management Sonipat',
  'National Institute of Food Technology Entreprenurship & Management Sonipat',
  'National Institute of Food Technology, Enterprenurship & Management Sonipat',
  'National Institute of Food Technology, Enterprenurship and Management Sonipat',
];

// IIFPT Thanjavur became NIFTEM Thanjavur in 2021.
const NIFTEM_THANJAVUR = [
  'Indian Institute of Food Processing Technology (IIFPT)',
  'National Institute of Food Technology, Entrepreneurship and Management - Thanjavur (NIFTEM - Thanjavur)',
  'National Institute of Food Technology, Entrepreneurship and Management Thanjavur',
];

/**
 * JoSAA name (as published) -> NIRF spellings of the same institute, compared with the NIRF name and
 * with the NIRF name + city (so "Birla Institute of Technology Ranchi" is BIT Mesra and not another
 * "Birla Institute of Technology"). Only what rules 1 and 2 miss. Several JoSAA names of one renamed
 * institute may share NIRF spellings.
 */
export const INSTITUTE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // IITs: JoSAA abbreviates what NIRF spells out.
  'Indian Institute of Technology (BHU) Varanasi': ['Indian Institute of Technology (Banaras Hindu University) Varanasi'],
  'Indian Institute of Technology (ISM) Dhanbad': [
    'Indian Institute of Technology (Indian School of Mines)',
    'Indian Institute of Technology (Indian School of Mines) Dhanbad',
  ],
  'Indian Institute of Technology Guwahati': ['Indian Institute of Technology North Guwahati'],
  'Indian Institute of Technology Ropar': ['Indian Institute of Technology Ropar-Rupnagar'],
  // NITs: older NIRF names, a city renamed, a typo.
  'National Institute of Technology Karnataka, Surathkal': ['National Institute of Technology Surathkal', 'National Institute of Technology Karnataka-Mangalore'],
  'Motilal Nehru National Institute of Technology Allahabad': ['Motilal Nehru National Institute of Technology'],
  'Malaviya National Institute of Technology Jaipur': ['Malviya National Institute of Technology'],
  'National Institute of Technology, Rourkela': ['National Institute of Technology Rourkela-Rourkela'],
  'Visvesvaraya National Institute of Technology, Nagpur': [
    'Visvesvaraya National Institute of Technology Nagpur (Deemed University)',
    'Visvesvaraya National Institute Of Technology Nagpur (Deemed University)-Nagpur',
  ],
  // IIITs.
  'Pt. Dwarka Prasad Mishra Indian Institute of Information Technology, Design & Manufacture Jabalpur': [
    'Pandit Dwarka Prasad Mishra Indian Institute of Information Technology Design and Manufacturing (IIITDM) Jabalpur',
    'Pandit Dwarka Prasad Mishra Indian Institute of Information Technology, Design and Manufacturing (IIITDM) Jabalpur',
    'Pandit Dwarka Prasad Mishra Indian Institute of Information Technology, Design and Manufacturing (IIITDM)',
    'Indian Institute of Information Technology Design & Manufacturing Jabalpur',
  ],
  'Indian Institute of Information Technology, Design & Manufacturing, Kancheepuram': [
    'Indian Institute of Information Technology Design & Manufacturing Chennai',
    'Indian Institute of Information Technology, Design & Manufacturing Kancheepuram',
    'Indian Institute Of Information Technology Design & Manufacturing (IIITD&M) Kancheepuram-Chennai',
  ],
  'International Institute of Information Technology, Naya Raipur': [
    'Dr. Shyama Prasad Mukherjee International Institute of Information Technology, Naya Raipur',
  ],
  // GFTIs.
  'Birla Institute of Technology, Mesra, Ranchi': ['Birla Institute of Technology Ranchi'],
  'Institute of Infrastructure, Technology, Research and Management-Ahmedabad': [
    'Institute of Infrastructure Technology Research and Management (IITRAM)',
  ],
  'National Institute of Food Technology Entrepreneurship and Management, Sonepat, Haryana': NIFTEM_KUNDLI,
  'National Institute of Food Technology Entrepreneurship and Management, Kundli': NIFTEM_KUNDLI,
  'National Institute of Food Technology, Entrepreneurship and Management (NIFTEM) - Thanjavur': NIFTEM_THANJAVUR,
  'National Institute of Food Technology Entrepreneurship and Management, Thanjavur': NIFTEM_THANJAVUR,
  'lndian Institute of Food Processing Technology, Thanjavur, Tamil Naidu.': NIFTEM_THANJAVUR,
  'National Institute of Foundry & Forge Technology, Hatia, Ranchi': ['National Institute of Foundry and Forge Technology (NIFFT)'],
  'North Eastern Regional Institute of Science and Technology, Nirjuli-791109 (Itanagar),Arunachal Pradesh': [
    'North Eastern Regional Institute of Science & Technology',
  ],
  'Punjab Engineering College, Chandigarh': [
    'Punjab Engineering College (Deemed To Be University)',
    'Punjab Engineering College (Deemed to be University) Chandigarh',
    'Punjab Engineering College (Deemed to be University), Chandigarh',
  ],
  // Pondicherry Engineering College became Puducherry Technological University in 2021; NIRF kept the old
  // name until 2024.
  'Puducherry Technological University, Puducherry': ['Pondicherry Engineering College'],
  'Sant Longowal Institute of Engineering and Technology': ['Sant Longowal Institute Of Engineering & Technology-Sangrur'],
  'Shri Mata Vaishno Devi University, Katra, Jammu & Kashmir': ['Shri Mata Vaishno Devi University'],
  // NIRF names IUST (Awantipora, Pulwama district) after its district; it joined JoSAA in 2025.
  'Islamic University of Science and Technology Kashmir': ['Islamic University of Science & Technology, Pulwama'],
  // JoSAA lists a university's engineering school; NIRF ranks the university in engineering.
  'School of Engineering, Tezpur University, Napaam, Tezpur': ['Tezpur University'],
  'Institute of Technology, Guru Ghasidas Vishwavidyalaya (A Central University), Bilaspur, (C.G.)': ['Guru Ghasidas Vishwavidyalaya'],
  'School of Studies of Engineering and Technology, Guru Ghasidas Vishwavidyalaya, Bilaspur': ['Guru Ghasidas Vishwavidyalaya'],
  'J.K. Institute of Applied Physics & Technology, Department of Electronics & Communication, University of Allahabad- Allahabad': [
    'University of Allahabad',
  ],
};

/**
 * JoSAA institutes that look like a NIRF-ranked one but are not it, so no rule may match them
 * (documented, and checked by the tests).
 */
export const NOT_THE_SAME_INSTITUTE: Readonly<Record<string, string>> = {
  'Birla Institute of Technology, Deoghar Off-Campus': 'an off-campus centre; NIRF ranks BIT Mesra (Ranchi) only',
  'Birla Institute of Technology, Patna Off-Campus': 'an off-campus centre; NIRF ranks BIT Mesra (Ranchi) only',
  'Institute of Chemical Technology, Mumbai: Indian Oil Odisha Campus, Bhubaneswar':
    'the Bhubaneswar campus; NIRF ranks ICT Mumbai only',
};

export type MatchMethod = 'name' | 'name+city' | 'alias';

export interface NirfListRow {
  year: number;
  name: string;
  city: string;
  /** "7" or "101-150". */
  rank_text: string;
  rank_min: number;
  rank_max: number;
}

export interface InstituteMatch {
  method: MatchMethod;
  /** Normalised NIRF name of the most recent matched row. */
  nirfKey: string;
  /** NIRF name as published in the most recent matched row. */
  nirfName: string;
  /** NIRF years in which the institute appears (scored or band). */
  years: number[];
}

const METHOD_STRENGTH: Record<MatchMethod, number> = { name: 3, 'name+city': 2, alias: 1 };

/** How `row` matches the JoSAA institute whose keys are given, or null. */
function matchRow(row: NirfListRow, ownKey: string, aliasKeys: ReadonlySet<string>): MatchMethod | null {
  const nameKey = normaliseInstituteName(row.name);
  const nameCityKey = normaliseInstituteName(`${row.name} ${row.city}`);
  if (nameKey === ownKey) return 'name';
  if (nameCityKey === ownKey) return 'name+city';
  if (aliasKeys.has(nameKey) || aliasKeys.has(nameCityKey)) return 'alias';
  return null;
}

function aliasKeysOf(josaaName: string): Set<string> {
  return new Set((INSTITUTE_ALIASES[josaaName] ?? []).map(normaliseInstituteName));
}

export interface MatchedRow {
  row: NirfListRow;
  method: MatchMethod;
}

/** Every NIRF row of each JoSAA institute (empty array: NIRF does not list it). */
export function matchedNirfRows(josaaNames: Iterable<string>, nirfRows: readonly NirfListRow[]): Map<string, MatchedRow[]> {
  const result = new Map<string, MatchedRow[]>();
  for (const josaaName of josaaNames) {
    if (result.has(josaaName)) continue;
    const matched: MatchedRow[] = [];
    if (!(josaaName in NOT_THE_SAME_INSTITUTE)) {
      const ownKey = normaliseInstituteName(josaaName);
      const aliasKeys = aliasKeysOf(josaaName);
      for (const row of nirfRows) {
        const method = matchRow(row, ownKey, aliasKeys);
        if (method) matched.push({ row, method });
      }
    }
    result.set(josaaName, matched);
  }
  return result;
}

/** The match summary of each JoSAA institute, or null when NIRF does not list it in any year. */
export function matchInstitutes(josaaNames: Iterable<string>, nirfRows: readonly NirfListRow[]): Map<string, InstituteMatch | null> {
  const result = new Map<string, InstituteMatch | null>();
  for (const [josaaName, matched] of matchedNirfRows(josaaNames, nirfRows)) {
    if (matched.length === 0) {
      result.set(josaaName, null);
      continue;
    }
    const latest = matched.reduce((a, b) => (b.row.year > a.row.year ? b : a));
    const method = matched.reduce((a, b) => (METHOD_STRENGTH[b.method] > METHOD_STRENGTH[a.method] ? b : a)).method;
    const years = [...new Set(matched.map((m) => m.row.year))].sort((a, b) => a - b);
    result.set(josaaName, { method, nirfKey: normaliseInstituteName(latest.row.name), nirfName: latest.row.name, years });
  }
  return result;
}

export interface NirfRankForYear {
  institute: string;
  year: number;
  nirf_year: number;
  /** Scored rank, or null for a band. */
  nirf_rank: number | null;
  nirf_rank_text: string;
  nirf_sort: number;
}

const isScored = (row: NirfListRow) => row.rank_min === row.rank_max && /^\d+$/.test(row.rank_text);

/**
 * For each JoSAA institute and finder year: its row in the latest NIRF list not after that year (scored
 * rank, or band with a null rank). Institutes absent from that list get no entry (nirf_rank null).
 */
export function nirfRanksByYear(matches: Map<string, MatchedRow[]>, nirfRows: readonly NirfListRow[], finderYears: Iterable<number>): NirfRankForYear[] {
  const nirfYears = [...new Set(nirfRows.map((r) => r.year))].sort((a, b) => a - b);
  const out: NirfRankForYear[] = [];
  for (const year of new Set(finderYears)) {
    const listYear = nirfYears.filter((y) => y <= year).pop();
    if (listYear === undefined) continue;
    for (const [institute, matched] of matches) {
      const rows = matched.filter((m) => m.row.year === listYear).map((m) => m.row);
      if (rows.length === 0) continue;
      // Scored before band, then the better rank (NIRF lists an institute once a year; this only guards).
      const best = rows.reduce((a, b) => (Number(isScored(b)) > Number(isScored(a)) || (isScored(b) === isScored(a) && b.rank_min < a.rank_min) ? b : a));
      out.push({
        institute,
        year,
        nirf_year: listYear,
        nirf_rank: isScored(best) ? best.rank_min : null,
        nirf_rank_text: best.rank_text,
        nirf_sort: best.rank_min,
      });
    }
  }
  return out;
}
