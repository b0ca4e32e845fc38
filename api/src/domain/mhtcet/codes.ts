// Normalising the codes and labels of the MHT-CET lists. The 2022-2023 lists print 4-digit college
// codes and 9-digit choice (branch) codes, the 2024-2025 lists 5 and 10 digits: the same college is
// 1002 and 01002. Codes are stored left-padded, so a college or a choice code is one across years.
// Some choice codes carry a printed letter suffix (0303337213K, 0687819190L, ...): a separate seat pool,
// kept after the padded digits.

export const COLLEGE_CODE_DIGITS = 5;
export const CHOICE_CODE_DIGITS = 10;

const COLLEGE_CODE = /^\d{1,5}$/;
const CHOICE_CODE = /^(\d{1,10})([A-Z]{0,2})$/;

/** "1002" -> "01002"; null when the text is not 1-5 digits. */
export function normaliseCollegeCode(raw: string): string | null {
  const code = raw.trim();
  return COLLEGE_CODE.test(code) ? code.padStart(COLLEGE_CODE_DIGITS, '0') : null;
}

/** "100219110" -> "0100219110", "303337213K" -> "0303337213K"; null when not 1-10 digits plus up to 2 capitals. */
export function normaliseChoiceCode(raw: string): string | null {
  const match = CHOICE_CODE.exec(raw.trim().toUpperCase());
  return match ? match[1].padStart(CHOICE_CODE_DIGITS, '0') + match[2] : null;
}

const ROMAN_ROUNDS: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4 };

/** The CAP round as published ("I".."IV") or as a number ("1".."4"); null otherwise. */
export function parseRound(raw: string): number | null {
  const text = raw.trim().toUpperCase();
  if (ROMAN_ROUNDS[text] !== undefined) return ROMAN_ROUNDS[text];
  return /^[1-4]$/.test(text) ? Number(text) : null;
}

/** The seat type of every All India row. */
export const AI_SEAT_TYPE = 'AI';

export interface AllIndiaQuota {
  /** "AI to AI", "MH to AI" or "MI to AI". */
  allotment: string;
  /** "JEE(Main)", "MHT-CET", "NEET-2025", "JEE(Main)-2024", "MHT-CET-PCB 2024", ... as stored. */
  exam: string;
  /** The printed seat type of MH to AI / MI to AI rows (e.g. GOBCH, MI), else null. */
  originalSeatType: string | null;
}

const ALLOTMENTS = new Set(['AI to AI', 'MH to AI', 'MI to AI']);

/** Splits an All India row's quota ("Type | Exam" or "Type | Exam | seat type"); null when malformed. */
export function parseAllIndiaQuota(quota: string): AllIndiaQuota | null {
  const parts = quota.split(' | ').map((part) => part.trim());
  if (parts.length < 2 || parts.length > 3 || !ALLOTMENTS.has(parts[0]) || parts[1] === '') return null;
  if (parts.length === 3 && parts[2] === '') return null;
  return { allotment: parts[0], exam: parts[1], originalSeatType: parts[2] ?? null };
}

/**
 * The exam of the All India rows that the state-wise finder shows. Only these rows carry a JEE Main
 * percentile on the ordinary JEE Main merit sequence. Left out: `MHT-CET` rows (AI seats that went to
 * MHT-CET candidates; MHT-CET percentiles), `NEET-20xx` rows (NEET percentiles) and `JEE(Main)-20xx` rows
 * (PCB-type courses ranked on a separate combined JEE/NEET merit list), and `MHT-CET-PCB/PCM 2024`.
 */
export const JEE_MAIN_EXAM = 'JEE(Main)';

export const isJeeMainAllIndia = (quota: AllIndiaQuota | null): boolean => quota !== null && quota.exam === JEE_MAIN_EXAM;
