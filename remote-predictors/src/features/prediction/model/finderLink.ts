import type { PredictorExamType } from 'shared-contracts';

/** The host's finder for a rank: /college-finder/jee-main?rank=... (with the JEE exam type) or /college-finder/mhtcet?rank=... */
export function finderUrl(siteUrl: string, exam: PredictorExamType, rank: number): string {
  const origin = siteUrl.replace(/\/+$/, '');
  if (exam === 'mhtcet') return `${origin}/college-finder/mhtcet?rank=${rank}`;
  return `${origin}/college-finder/jee-main?rank=${rank}&exam_type=${exam}`;
}
