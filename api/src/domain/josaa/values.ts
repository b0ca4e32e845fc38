// The JoSAA values every other module agrees on: exam types, institute types, ranks as published
// (with the preparatory 'P'), the branch of a program, and the friendly labels of the option lists.
import type { FilterOption } from 'shared-contracts';

export const JOSAA_EXAM_TYPES = ['jee_main', 'jee_advanced'] as const;
export type JosaaExamType = (typeof JOSAA_EXAM_TYPES)[number];

export const INSTITUTE_TYPES = ['IIT', 'NIT', 'IIIT', 'GFTI'] as const;
export type InstituteType = (typeof INSTITUTE_TYPES)[number];

/** IITs admit on JEE Advanced ranks; NITs, IIITs and GFTIs on JEE Main ranks. */
export const examTypeOf = (instituteType: string): JosaaExamType => (instituteType === 'IIT' ? 'jee_advanced' : 'jee_main');

/** The value meaning "no filter on this field". */
export const ALL = 'ALL';
export const ALL_OPTION: FilterOption = { value: ALL, label: 'All' };

export interface JosaaRank {
  /** As published, except a page-copy artefact ".0" is dropped ("1005918.0" -> "1005918"). */
  text: string;
  /** The number ("44P" -> 44). */
  num: number;
  /** The rank carries JoSAA's 'P' (a preparatory-course rank list). */
  preparatory: boolean;
}

const RANK = /^(\d+)(?:\.0+)?([Pp]?)$/;

/** Parses a published rank ("1234", "44P", "1005918.0"); null when it is not one. */
export function parseJosaaRank(raw: string): JosaaRank | null {
  const match = RANK.exec(raw.trim());
  if (!match) return null;
  const num = Number(match[1]);
  if (!Number.isSafeInteger(num) || num < 1) return null;
  const preparatory = match[2] !== '';
  return { text: `${num}${preparatory ? 'P' : ''}`, num, preparatory };
}

/** "Computer Science and Engineering (4 Years, Bachelor of Technology)" -> "Computer Science and Engineering". */
export function branchOf(program: string): string {
  const match = /^(.*?)\s*\(\s*\d+\s+Years?\s*,.*\)\s*$/i.exec(program);
  const branch = match ? match[1].trim() : program.trim();
  return branch === '' ? program.trim() : branch;
}

// Labels of the option lists. Values stay exactly as JoSAA publishes them; unknown values keep their text.
export const EXAM_TYPE_LABELS: Record<JosaaExamType, string> = { jee_main: 'JEE Main', jee_advanced: 'JEE Advanced' };

export const QUOTA_LABELS: Record<string, string> = {
  AI: 'All India',
  HS: 'Home State',
  OS: 'Other State',
  GO: 'Goa',
  JK: 'Jammu & Kashmir',
  LA: 'Ladakh',
  AP: 'Andhra Pradesh',
};

export const SEAT_TYPE_LABELS: Record<string, string> = {
  OPEN: 'OPEN (General)',
  EWS: 'EWS',
  'OBC-NCL': 'OBC-NCL',
  SC: 'SC',
  ST: 'ST',
  'OPEN (PwD)': 'OPEN (General, PwD)',
  'EWS (PwD)': 'EWS (PwD)',
  'OBC-NCL (PwD)': 'OBC-NCL (PwD)',
  'SC (PwD)': 'SC (PwD)',
  'ST (PwD)': 'ST (PwD)',
};

export const GENDER_LABELS: Record<string, string> = {
  'Gender-Neutral': 'Gender-Neutral',
  'Female-only (including Supernumerary)': 'Female-only (incl. Supernumerary)',
};

/** Sorts values in the order of the label table first, then the rest alphabetically. */
export function orderedOptions(values: Iterable<string>, labels: Record<string, string>): FilterOption[] {
  const known = Object.keys(labels);
  const position = (value: string) => {
    const index = known.indexOf(value);
    return index === -1 ? known.length : index;
  };
  return [...new Set(values)]
    .sort((a, b) => position(a) - position(b) || a.localeCompare(b, 'en'))
    .map((value) => ({ value, label: labels[value] ?? value }));
}
